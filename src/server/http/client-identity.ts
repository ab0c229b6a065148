import { isIP, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * Who a request comes from, for the per-client limits (failed logins, each client's share of
 * upstream calls). Access control sets `clientId` when it knows better than the socket: the
 * user an authenticating proxy vouches for, or a browser holding a device cookie.
 */
export type ClientEnv = { Variables: { clientId: string | undefined } };

/** The longest user name an authenticating proxy may give: longer ones are cut. */
const MAX_USER_LENGTH = 200;

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
  const canonical = canonicalAddress(address);
  if (!isIPv6(canonical)) return canonical;
  return `${canonical.split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * One spelling per address, so a configured address and the socket's compare as text: an
 * IPv4-mapped IPv6 address as its IPv4, any other IPv6 as eight hextets without leading zeros.
 *
 * @example canonicalAddress('::ffff:10.0.0.1') // '10.0.0.1'
 * @example canonicalAddress('2001:db8:10:20:0:0:0:010') // '2001:db8:10:20:0:0:0:10'
 */
export function canonicalAddress(address: string): string {
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address);
  if (hextets.slice(0, 6).join(':') !== '0:0:0:0:0:ffff') return hextets.join(':');
  return hextets
    .slice(6)
    .map((hextet) => parseInt(hextet, 16))
    .map((value) => `${value >> 8}.${value & 0xff}`)
    .join('.');
}

// Eight hextets without leading zeros; the zone (`%eth0`) is dropped, a dotted IPv4 tail becomes two hextets.
function expandIPv6(address: string): string[] {
  const hexOnly = (address.split('%')[0] ?? '').toLowerCase().replace(/\d+\.\d+\.\d+\.\d+$/, dottedToHextets);
  const [head = '', tail] = hexOnly.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}

function dottedToHextets(dotted: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
}

/**
 * Whether an address is one of `addresses`, each compared in its one spelling (canonicalAddress);
 * never, for an empty list.
 *
 * @example isListedIn(['::ffff:10.0.0.1'])('10.0.0.1') // true
 */
export function isListedIn(addresses: readonly string[]): (address: string) => boolean {
  const listed = new Set(addresses.map(canonicalAddress));
  return (address) => listed.has(canonicalAddress(address));
}

/**
 * The browser's address: the socket's, or, when the socket is one of `trustedProxies`, the
 * right-most address in X-Forwarded-For that is not one of them (the one the proxy itself saw;
 * everything left of it the browser may have written). Never read from an untrusted socket.
 *
 * @example forwardedClientAddress(['10.0.0.2'], socketAddress) // with X-Forwarded-For: 1.2.3.4, 203.0.113.7 from 10.0.0.2: '203.0.113.7'
 */
export function forwardedClientAddress(trustedProxies: readonly string[], socket: (c: Context) => string): (c: Context) => string {
  const isProxy = isListedIn(trustedProxies);
  return (c) => {
    const connected = socket(c);
    if (!isProxy(connected)) return connected;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    const client = hops.reverse().find((hop) => !isProxy(hop));
    // A proxy that wrote no usable address leaves the proxy itself as the client.
    return client !== undefined && isIP(client) !== 0 ? client : connected;
  };
}

/** Whether the browser's connection is TLS: the URL says so, or a trusted proxy's X-Forwarded-Proto (its last value, the one it set). */
export function cameOverTls(trustedProxies: readonly string[], socket: (c: Context) => string): (c: Context) => boolean {
  const isProxy = isListedIn(trustedProxies);
  return (c) => {
    if (new URL(c.req.url).protocol === 'https:') return true;
    if (!isProxy(socket(c))) return false;
    const proto = (c.req.header('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
    return proto === 'https';
  };
}

/**
 * The user an authenticating proxy names in its header, printable ASCII only and bounded, since
 * the name ends up in keys, log lines and the users table; '' for none. Access control keys the
 * client by it, identity finds the person by it.
 */
export function proxyUser(header: string | undefined): string {
  return (header ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_USER_LENGTH);
}
