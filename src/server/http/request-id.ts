import { randomUUID } from 'node:crypto';

/** Prefixed so support can tell the dashboard server's ids from the upstream's. */
export function newRequestId(): string {
  return `dash_${randomUUID().replaceAll('-', '')}`;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a kept incoming id may be: the alphabet of nginx's `$request_id` and of our own ids. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's id: the one a trusted front (a load balancer, a reverse proxy listed in
 * TRUSTED_PROXY_ADDRESSES) sent when it is safe to log and forward, otherwise a new one. Anyone else
 * could pick an id to blur their requests into another user's in the logs, so theirs is ignored.
 *
 * @example requestIdOf('4b1f0c…', true) // '4b1f0c…'
 * @example requestIdOf('x\nforged', true) // 'dash_…'
 */
export function requestIdOf(incoming: string | undefined, fromTrustedFront: boolean): string {
  if (fromTrustedFront && incoming !== undefined && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return newRequestId();
}

/** The upstream chooses its own ids: an escape sequence or a line break in one would be carried into logs. */
export function loggableId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}
