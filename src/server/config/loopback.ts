import { isIP } from 'node:net';

/** This machine's own addresses: only its own users reach them, so plain http and no password may do there. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}
