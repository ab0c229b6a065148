import { createHmac } from 'node:crypto';

/**
 * The generic webhook's signature: `v1=` and the hex HMAC-SHA256, keyed with the destination's
 * signing secret, of the timestamp (unix seconds), a dot and the exact body bytes. The
 * timestamp inside the signed text lets a receiver refuse a replay older than a few minutes.
 *
 * @example signatureHeader('s3cret', 1795162500, '{"type":"dashboard.alert"}') // 'v1=…64 hex digits'
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
