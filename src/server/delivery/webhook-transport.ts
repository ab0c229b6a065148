import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { cutName, plainText } from '../../core/plain-text.ts';
import { AddressRefusedError, bareHost, guardedLookup, PLAIN_HTTP_REFUSED, refusedAddress } from './address-guard.ts';
import { certificateProblem } from './certificate-errors.ts';
import type { SendOutcome } from './delivery-port.ts';
import { signatureHeader } from './webhook-signature.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer: enough for an error's first words; a hostile receiver cannot fill memory. */
export const ANSWER_READ_MAX = 64 * 1024;
/** What of an answer goes into the delivery's error (shown on the Alerts page). */
const ANSWER_SHOWN_MAX = 200;
export const USER_AGENT = 'cashflow-dashboard-alerts/1';

export type WebhookPost = {
  url: string;
  body: string;
  deliveryId: string;
  /** Generic webhooks only: Slack's and Teams' URLs are their own secret. */
  signingSecret: string | null;
  allowPrivate: boolean;
  /** The signature's clock; tests pass their own. */
  now?: () => Date;
  timeoutMs?: number;
};

/**
 * POSTs a webhook's JSON: signed when it has a secret, to an address the guard let through (an
 * IP literal checked here, a name checked by the request's own `lookup`), no redirect followed
 * (a 3xx could point at an internal address), the whole exchange within the timeout.
 */
export async function postWebhook(post: WebhookPost): Promise<SendOutcome> {
  const url = new URL(post.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, retryable: false, error: `A webhook address is http or https, not ${url.protocol}` };
  const literal = bareHost(url);
  const why = isIP(literal) !== 0 && !post.allowPrivate ? refusedAddress(literal) : null;
  if (why !== null)
    return {
      ok: false,
      retryable: false,
      error: new AddressRefusedError(
        `The webhook address ${literal} is ${why}:` +
          ` private, loopback and link-local addresses are refused (ALERT_WEBHOOKS_ALLOW_PRIVATE allows them).`,
      ).message,
    };
  // A rule saved before plain HTTP was refused, or while the operator allowed it.
  if (url.protocol === 'http:' && !post.allowPrivate) return { ok: false, retryable: false, error: PLAIN_HTTP_REFUSED };
  try {
    const answer = await exchange(url, post);
    return outcomeOf(answer.status, answer.text);
  } catch (error) {
    if (error instanceof AddressRefusedError) return { ok: false, retryable: false, error: error.message };
    const certificate = certificateProblem(error, 'receiver');
    if (certificate !== null) return { ok: false, retryable: false, error: certificate };
    return {
      ok: false,
      retryable: true,
      error: `The webhook could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function headersOf(post: WebhookPost): Record<string, string> {
  const timestamp = Math.floor((post.now ?? (() => new Date()))().getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Dashboard-Delivery': post.deliveryId,
    'X-Dashboard-Timestamp': String(timestamp),
    ...(post.signingSecret === null ? {} : { 'X-Dashboard-Signature': signatureHeader(post.signingSecret, timestamp, post.body) }),
  };
}

function exchange(url: URL, post: WebhookPost): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(post.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  const body = Buffer.from(post.body, 'utf8');
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headersOf(post), 'Content-Length': String(body.length) },
        lookup: guardedLookup(post.allowPrivate),
        signal,
        agent: false,
      },
      (response) => {
        readCapped(response).then((text) => resolve({ status: response.statusCode ?? 0, text }), reject);
      },
    );
    request.on('error', (error) =>
      reject(signal.aborted ? new Error(`no answer within ${(post.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`) : error),
    );
    request.end(body);
  });
}

/** The answer's first 64 KiB as text; the rest is never read (the socket is closed). */
function readCapped(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => resolve(Buffer.concat(chunks).subarray(0, ANSWER_READ_MAX).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size < ANSWER_READ_MAX) return;
      response.destroy();
      finish();
    });
    response.on('end', finish);
    response.on('error', reject);
  });
}

/** 2xx sent; 408, 429 and 5xx tried again later; a redirect or another 4xx needs the rule changed. */
export function outcomeOf(status: number, text: string): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const said = cutName(plainText(text).trim(), ANSWER_SHOWN_MAX);
  const error = `The webhook answered ${status}${said === '' ? '' : `: ${said}`}`;
  if (status >= 300 && status < 400)
    return { ok: false, retryable: false, error: `${error} (a redirect is not followed: give the final address)` };
  return { ok: false, retryable: status === 408 || status === 429 || status >= 500, error };
}
