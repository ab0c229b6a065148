import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook never reaches unless the operator allows private webhooks
 * (ALERT_WEBHOOKS_ALLOW_PRIVATE): a rule's URL would otherwise let an editor make the server
 * call its own admin ports, the cloud's metadata service (169.254.169.254) or the office network.
 */
const REFUSED: { subnet: string; prefix: number; family: 'ipv4' | 'ipv6'; why: string }[] = [
  { subnet: '0.0.0.0', prefix: 8, family: 'ipv4', why: 'this network' },
  { subnet: '10.0.0.0', prefix: 8, family: 'ipv4', why: 'private' },
  { subnet: '100.64.0.0', prefix: 10, family: 'ipv4', why: 'carrier-grade NAT' },
  { subnet: '127.0.0.0', prefix: 8, family: 'ipv4', why: 'loopback' },
  { subnet: '169.254.0.0', prefix: 16, family: 'ipv4', why: 'link-local (cloud metadata)' },
  { subnet: '172.16.0.0', prefix: 12, family: 'ipv4', why: 'private' },
  { subnet: '192.0.0.0', prefix: 24, family: 'ipv4', why: 'IETF protocol assignments' },
  { subnet: '192.168.0.0', prefix: 16, family: 'ipv4', why: 'private' },
  { subnet: '198.18.0.0', prefix: 15, family: 'ipv4', why: 'benchmarking' },
  { subnet: '224.0.0.0', prefix: 4, family: 'ipv4', why: 'multicast' },
  { subnet: '240.0.0.0', prefix: 4, family: 'ipv4', why: 'reserved or broadcast' },
  { subnet: '::', prefix: 96, family: 'ipv6', why: 'unspecified, loopback or IPv4-compatible' },
  { subnet: '64:ff9b::', prefix: 96, family: 'ipv6', why: 'NAT64 (an IPv4 address inside)' },
  { subnet: 'fc00::', prefix: 7, family: 'ipv6', why: 'unique local (private)' },
  { subnet: 'fe80::', prefix: 10, family: 'ipv6', why: 'link-local' },
  { subnet: 'ff00::', prefix: 8, family: 'ipv6', why: 'multicast' },
];

const blockLists = REFUSED.map((range) => {
  const list = new BlockList();
  list.addSubnet(range.subnet, range.prefix, range.family);
  return { list, why: range.why };
});

/**
 * Why an IP address is refused, or null when it is a public one. Node's BlockList matches an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) against the IPv4 ranges.
 *
 * @example refusedAddress('169.254.169.254') // 'link-local (cloud metadata)'
 */
export function refusedAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return blockLists.find(({ list }) => list.check(address, type))?.why ?? null;
}

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
