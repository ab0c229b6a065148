import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * Who a request comes from, for the per-client limits (failed logins, each client's share of
 * upstream calls). Access control sets `clientId` when it knows better than the socket: the
 * user an authenticating proxy vouches for, or a browser holding a device cookie.
 */
export type ClientEnv = { Variables: { clientId: string | undefined } };

/** The client's key: the one access control set, else the socket address (IPv6 by its /64). */
export function clientIdOf(c: Context): string {
  const id: unknown = c.get('clientId');
  return typeof id === 'string' ? id : addressKey(socketAddress(c));
}

/** The socket's address as the Node adapter saw it; `unknown` outside Node (as in `app.request()`). */
export function socketAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'unknown';
  const incoming = env.incoming as { socket?: { remoteAddress?: string } };
  return incoming.socket?.remoteAddress ?? 'unknown';
}

/**
 * One key per address, except IPv6, keyed by its /64: a single host usually holds a whole /64
 * and could otherwise take a fresh address, and a fresh budget, for every request.
 *
 * @example addressKey('::ffff:203.0.113.7') // '203.0.113.7'
 * @example addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

// Eight hextets without leading zeros; the zone (`%eth0`) is dropped.
function expandIPv6(address: string): string[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}
