import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a webhook must not name unless the operator allows private webhooks: the server
 * would otherwise post, with its own network position, to its loopback, the office LAN or a
 * cloud's metadata service (SSRF). This is the check on what an editor typed, literals and
 * names only; the address actually connected to is checked again at send time (src/server/delivery).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local (fd00:ec2::254 is a metadata service)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Names that mean this machine or a cloud's metadata service whatever DNS says. */
const PRIVATE_NAMES = /^(?:localhost|.+\.localhost|metadata\.google\.internal)$/;

/** Why a webhook URL is refused, in words for its editor; null when it may be used. */
export function webhookAddressProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'A webhook address is an http(s) URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'A webhook address is an http(s) URL.';
  if (url.username !== '' || url.password !== '') return 'A webhook address cannot hold a user name or password.';
  if (allowPrivate || !isPrivateHost(url.hostname)) return null;
  return 'This webhook address points at a private, loopback or link-local address; the server does not post there unless its operator allows private webhooks.';
}

/** Whether a URL's hostname (as URL writes it: IPv6 in brackets, IPv4 normalised) is private. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (PRIVATE_NAMES.test(host)) return true;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  return isPrivateAddress(literal);
}

/** Whether an IP address (v4, v6, or v4 mapped in v6) is in a private range; false for a name. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) return PRIVATE.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const mapped = mappedIpv4(address);
  return mapped === null ? PRIVATE.check(address, 'ipv6') : PRIVATE.check(mapped, 'ipv4');
}

/** `::ffff:7f00:1` (as URL writes `::ffff:127.0.0.1`) is 127.0.0.1. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address);
  if (match === null) return null;
  if (match[3] !== undefined) return match[3];
  const high = parseInt(match[1] ?? '0', 16);
  const low = parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** What a webhook is shown as to those who may not hold it: its host, never its path (the credential). */
export function webhookHost(text: string): string {
  try {
    return new URL(text).host;
  } catch {
    return 'webhook';
  }
}
