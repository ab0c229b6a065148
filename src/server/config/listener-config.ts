import { z } from 'zod';
import type { AccessControl } from './access-config.ts';
import { ConfigError } from './config-error.ts';
import { commaList, wholeNumber, withDefault } from './env-fields.ts';
import { isLoopback } from './loopback.ts';

/** Where the server listens, and the names it answers to. */
export type ListenerConfig = {
  port: number;
  host: string;
  /** Host names (with an optional port) the server answers to besides loopback with its own port. */
  allowedHosts: string[];
};

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** Shorter passwords fall to an offline-speed guesser; on loopback only the machine's own user can try. */
const MIN_PASSWORD_LENGTH = 12;

export const listenerSchema = z.object({
  PORT: withDefault(wholeNumber('must be a port number from 0 to 65535', 0, 65535), 8080),
  // `[::1]` is how an IPv6 address is written in a URL; listen() wants it bare.
  HOST: withDefault(
    z
      .string()
      .trim()
      .min(1)
      .transform((host) => host.replace(/^\[(.*)\]$/, '$1')),
    '127.0.0.1',
  ),
  ALLOWED_HOSTS: commaList(
    z.string().toLowerCase().regex(HOST_NAME, 'must list host names, each with an optional :port (no scheme or path)'),
  ),
});

/**
 * The listener, refused beyond loopback without access control, a long enough password or the
 * names browsers use; with the warning that such a listener has no TLS of its own.
 */
export function listenerOf(parsed: z.output<typeof listenerSchema>, access: AccessControl): ListenerConfig & { warnings: string[] } {
  const allowedHosts = withPublicHost(parsed.ALLOWED_HOSTS, access);
  const listener = { port: parsed.PORT, host: parsed.HOST, allowedHosts };
  if (isLoopback(parsed.HOST)) return { ...listener, warnings: [] };
  checkExposedListener(parsed.HOST, access, allowedHosts);
  return {
    ...listener,
    warnings: [
      `Listening on ${parsed.HOST} without TLS: put a TLS-terminating reverse proxy in front (README, "Running beyond this machine").`,
    ],
  };
}

/**
 * The host of PUBLIC_URL answers as if listed in ALLOWED_HOSTS: the operator named it as the
 * dashboard's address, and the provider sends every browser back there (a callback refused as a
 * misdirected request would make sign-in impossible).
 */
function withPublicHost(allowedHosts: string[], access: AccessControl): string[] {
  if (access.kind !== 'oidc') return allowedHosts;
  const host = new URL(access.oidc.publicUrl).hostname;
  return allowedHosts.includes(host) ? allowedHosts : [...allowedHosts, host];
}

function checkExposedListener(host: string, access: AccessControl, allowedHosts: string[]): void {
  if (access.kind === 'none') {
    throw new ConfigError(
      `HOST=${host} is not a loopback address and no access control is configured: set OIDC_ISSUER (sign-in with your identity ` +
        'provider), DASHBOARD_PASSWORD, or TRUST_PROXY_AUTH=1 behind an authenticating reverse proxy, or use HOST=127.0.0.1.',
    );
  }
  if (access.kind === 'password' && access.password.length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(`DASHBOARD_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters when HOST is not a loopback address.`);
  }
  if (allowedHosts.length === 0) {
    throw new ConfigError(
      `HOST=${host} is not a loopback address: set ALLOWED_HOSTS to the names browsers use to reach the dashboard ` +
        '(for example cash.example.com).',
    );
  }
}
