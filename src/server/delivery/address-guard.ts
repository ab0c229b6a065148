import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook never reaches unless the operator allows private webhooks
 * (ALERT_WEBHOOKS_ALLOW_PRIVATE): a rule's URL would otherwise let an editor make the server
 * call its own admin ports, the cloud's metadata service (169.254.169.254) or the office network.
 */
const REFUSED_IPV4 = [
  { subnet: '0.0.0.0', prefix: 8, why: 'this network' },
  { subnet: '10.0.0.0', prefix: 8, why: 'private' },
  { subnet: '100.64.0.0', prefix: 10, why: 'carrier-grade NAT' },
  { subnet: '127.0.0.0', prefix: 8, why: 'loopback' },
  { subnet: '169.254.0.0', prefix: 16, why: 'link-local (cloud metadata)' },
  { subnet: '172.16.0.0', prefix: 12, why: 'private' },
  { subnet: '192.0.0.0', prefix: 24, why: 'IETF protocol assignments' },
  { subnet: '192.168.0.0', prefix: 16, why: 'private' },
  { subnet: '198.18.0.0', prefix: 15, why: 'benchmarking' },
  { subnet: '224.0.0.0', prefix: 4, why: 'multicast' },
  { subnet: '240.0.0.0', prefix: 4, why: 'reserved or broadcast' },
];
const REFUSED_IPV6 = [
  { subnet: '::', prefix: 96, why: 'unspecified, loopback or IPv4-compatible' },
  { subnet: 'fc00::', prefix: 7, why: 'unique local (private)' },
  { subnet: 'fe80::', prefix: 10, why: 'link-local' },
  { subnet: 'ff00::', prefix: 8, why: 'multicast' },
];

/**
 * IPv6 forms that carry an IPv4 address, and in which two of their eight groups: such an address
 * is judged by the IPv4 address inside rather than refused wholesale. A mapped (or the older
 * translated) address is that IPv4 host itself; 6to4 (RFC 3056) is routed to the IPv4 address
 * inside; NAT64 is how an IPv6-only network (DNS64) reaches every IPv4 host, so refusing its
 * prefix would refuse every webhook there, public ones included. Each reaches a private host
 * exactly when its IPv4 address is private. Decoded here rather than left to BlockList, which
 * matches only the mapped form against IPv4 ranges (and a `::ffff:0:0/96` subnet against every
 * IPv4 address).
 */
const EMBEDDING = [
  { subnet: '::ffff:0:0', prefix: 96, form: 'IPv4-mapped', at: 6 },
  { subnet: '::ffff:0:0:0', prefix: 96, form: 'IPv4-translated', at: 6 },
  { subnet: '64:ff9b::', prefix: 96, form: 'NAT64', at: 6 },
  { subnet: '2002::', prefix: 16, form: '6to4', at: 1 },
];

function listOf(subnet: string, prefix: number, family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  list.addSubnet(subnet, prefix, family);
  return list;
}

const ipv4Lists = REFUSED_IPV4.map((range) => ({ list: listOf(range.subnet, range.prefix, 'ipv4'), why: range.why }));
const ipv6Lists = REFUSED_IPV6.map((range) => ({ list: listOf(range.subnet, range.prefix, 'ipv6'), why: range.why }));
const embeddings = EMBEDDING.map((range) => ({ ...range, list: listOf(range.subnet, range.prefix, 'ipv6') }));

/**
 * Why an IP address is refused, or null when it is a public one. An IPv6 address carrying an
 * IPv4 one (mapped, NAT64, 6to4) is refused when that IPv4 address is.
 *
 * @example refusedAddress('169.254.169.254') // 'link-local (cloud metadata)'
 * @example refusedAddress('2002:7f00:1::') // 'loopback, as the 6to4 form of 127.0.0.1'
 */
export function refusedAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (family === 4) return refusedIpv4(address);
  const embedding = embeddings.find(({ list }) => list.check(address, 'ipv6'));
  if (embedding === undefined) return ipv6Lists.find(({ list }) => list.check(address, 'ipv6'))?.why ?? null;
  const inside = ipv4At(ipv6Groups(address), embedding.at);
  const why = refusedIpv4(inside);
  return why === null ? null : `${why}, as the ${embedding.form} form of ${inside}`;
}

function refusedIpv4(address: string): string | null {
  return ipv4Lists.find(({ list }) => list.check(address, 'ipv4'))?.why ?? null;
}

/** The IPv4 address written in two 16-bit groups, from the `at`-th on. */
function ipv4At(groups: number[], at: number): string {
  const [high = 0, low = 0] = groups.slice(at, at + 2);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (one `isIP` takes), `::` and a trailing dotted IPv4 part written out. */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const text = dotted === null ? bare : `${bare.slice(0, dotted.index)}${groupsOfIpv4(dotted.slice(1).map(Number))}`;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function groupsOfIpv4([a = 0, b = 0, c = 0, d = 0]: number[]): string {
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** The figures would cross the network in clear; an internal receiver on plain HTTP is the operator's choice. */
export const PLAIN_HTTP_REFUSED =
  'A webhook address starts with https://: plain http:// would send the figures unencrypted.' +
  ' The server posts to http:// only when its operator allows internal receivers (ALERT_WEBHOOKS_ALLOW_PRIVATE).';

/** A webhook address refused: never retried, the rule's editor has to change it. */
export class AddressRefusedError extends Error {
  readonly code = 'ADDRESS_REFUSED';
}

function refusal(host: string, address: string, why: string): AddressRefusedError {
  const shown = host === address ? address : `${host} (${address})`;
  return new AddressRefusedError(
    `The webhook address ${shown} is ${why}:` +
      ` private, loopback and link-local addresses are refused (ALERT_WEBHOOKS_ALLOW_PRIVATE allows them).`,
  );
}

/** The host of a URL as the resolver and `isIP` take it: `[::1]` becomes `::1`. */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * A `lookup` for node:http(s) requests: resolves every address of the name and fails unless all
 * are allowed, so the socket connects to an address this check has seen (a DNS answer that
 * changes between a check and the connection, "DNS rebinding", gains nothing).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { family: options.family, hints: options.hints, all: true } satisfies LookupAllOptions,
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 4);
        const refused = allowPrivate ? undefined : addresses.find((entry) => refusedAddress(entry.address) !== null);
        if (refused) return callback(refusal(hostname, refused.address, refusedAddress(refused.address) ?? ''), '', 4);
        const first = addresses[0];
        if (!first) return callback(new Error(`${hostname} has no address.`), '', 4);
        if ((options as LookupOneOptions & { all?: boolean }).all)
          return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        return callback(null, first.address, first.family);
      },
    );
  };
}

/**
 * Whether a webhook URL may be used: an IP literal is checked as written, a name by resolving
 * it now. For the rule's form (400 webhook_address_refused); the send checks again as it
 * connects. A name that does not resolve now is not refused (DNS may be down for a minute): its
 * sends fail and are retried.
 */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<{ ok: true } | { ok: false; error: string }> {
  if (allowPrivate) return { ok: true };
  const host = bareHost(new URL(url));
  if (isIP(host) !== 0) {
    const why = refusedAddress(host);
    return why === null ? { ok: true } : { ok: false, error: refusal(host, host, why).message };
  }
  return new Promise((resolve) => {
    guardedLookup(false)(host, { all: true }, (error) =>
      resolve(error instanceof AddressRefusedError ? { ok: false, error: error.message } : { ok: true }),
    );
  });
}
