import type { MiddlewareHandler } from 'hono';
import { isLoopback } from '../config/loopback.ts';
import { errorResponse } from '../http/error-envelope.ts';

/**
 * The names this server answers to: loopback names with the port it listens on, and the names the
 * operator lists (`ALLOWED_HOSTS`: `name` for any port, `name:port` for that one).
 */
export type HostPolicy = { allowedHosts: readonly string[]; listeningPort: () => number };

/**
 * Refuses every other `Host` with 421. Against DNS rebinding: a page on an attacker's domain that
 * resolves to 127.0.0.1 is same-origin with itself, so the browser lets it read `/api`; what it
 * cannot change is the `Host` its requests carry, which names the attacker's domain.
 */
export function hostGuard(policy: HostPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (isAllowedHost(new URL(c.req.url), policy)) return next();
    return errorResponse(421, {
      type: 'invalid_request',
      code: 'misdirected_request',
      message: 'This dashboard does not answer to that host name. Open it at the address its operator gave you.',
    });
  };
}

/**
 * @example isAllowedHost(new URL('http://localhost:8080/'), { allowedHosts: [], listeningPort: () => 8080 }) // true
 * @example isAllowedHost(new URL('http://rebind.example:8080/'), { allowedHosts: [], listeningPort: () => 8080 }) // false
 */
export function isAllowedHost(url: URL, policy: HostPolicy): boolean {
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  if (isLoopback(url.hostname) && port === policy.listeningPort()) return true;
  return policy.allowedHosts.some((allowed) => allowed === url.hostname || allowed === `${url.hostname}:${port}`);
}

function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}
