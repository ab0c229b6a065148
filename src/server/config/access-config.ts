import { isIP } from 'node:net';
import { z } from 'zod';
import type { OperatorAccess } from '../operations/operator-access.ts';
import { ConfigError } from './config-error.ts';
import { commaList, flag, optionalText, optionalUrl, unsetWhenBlank, withDefault } from './env-fields.ts';
import { isLoopback } from './loopback.ts';

export type AccessControl =
  | { kind: 'none' }
  | { kind: 'password'; password: string }
  /** An authenticating reverse proxy stands in front; requests must prove they came through it. */
  | { kind: 'trusted-proxy'; proxyAddresses: readonly string[]; proxySecret: string | null; userHeader: string }
  /** Sign-in with the company's identity provider; sessions in the workspace's database. */
  | { kind: 'oidc'; oidc: OidcSettings };

/** A confidential client of the provider: the dashboard's server keeps the secret, the browser never sees it. */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The dashboard's origin as browsers reach it, without a trailing slash; the callback is `${publicUrl}/auth/callback`. */
  publicUrl: string;
  groupsClaim: string;
  scopes: readonly string[];
};

const ipAddresses = commaList(z.string().refine((address) => isIP(address) !== 0, 'must list IP addresses'));

export const accessSchema = z.object({
  DASHBOARD_PASSWORD: unsetWhenBlank(z.string()),
  TRUST_PROXY_AUTH: flag,
  TRUSTED_PROXY_ADDRESSES: ipAddresses,
  TRUSTED_PROXY_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 16, 'must be at least 16 characters'),
  TRUSTED_PROXY_USER_HEADER: withDefault(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name'), 'X-Forwarded-User'),
  // Sent by Prometheus as a Bearer token: printable ASCII, and long enough that guessing is hopeless.
  METRICS_TOKEN: optionalText.refine(
    (token) => token === undefined || /^[\x21-\x7e]{16,}$/.test(token),
    'must be at least 16 printable ASCII characters without spaces',
  ),
  METRICS_ALLOW: ipAddresses,
  OIDC_ISSUER: optionalUrl(/^https?$/, 'is not an http(s) URL'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: unsetWhenBlank(z.string()),
  PUBLIC_URL: optionalUrl(/^https?$/, 'is not an http(s) URL'),
  OIDC_GROUPS_CLAIM: withDefault(z.string().trim().min(1, 'must name a claim'), 'groups'),
  OIDC_SCOPES: withDefault(
    z.string().transform((text) => text.split(/[\s,]+/).filter((scope) => scope !== '')),
    'openid profile email',
  ),
});

type AccessVariables = z.output<typeof accessSchema>;

/** The one way in; throws a ConfigError for a half-configured or doubled one. */
export function accessOf(settings: AccessVariables): AccessControl {
  const oidc = oidcOf(settings);
  if (oidc !== null) {
    // Two ways in would make the weaker one the way in.
    if (settings.DASHBOARD_PASSWORD !== undefined || settings.TRUST_PROXY_AUTH) {
      throw new ConfigError('OIDC_ISSUER cannot be combined with DASHBOARD_PASSWORD or TRUST_PROXY_AUTH: choose one way to sign in.');
    }
    return { kind: 'oidc', oidc };
  }
  if (settings.DASHBOARD_PASSWORD !== undefined) return { kind: 'password', password: settings.DASHBOARD_PASSWORD };
  if (!settings.TRUST_PROXY_AUTH) return { kind: 'none' };
  const proxySecret = settings.TRUSTED_PROXY_SECRET ?? null;
  if (settings.TRUSTED_PROXY_ADDRESSES.length === 0 && proxySecret === null) {
    // Without either, anyone who reaches the port directly would pass as authenticated.
    throw new ConfigError(
      'TRUST_PROXY_AUTH=1 needs a way to recognise the proxy: set TRUSTED_PROXY_ADDRESSES, TRUSTED_PROXY_SECRET, or both.',
    );
  }
  return {
    kind: 'trusted-proxy',
    proxyAddresses: settings.TRUSTED_PROXY_ADDRESSES,
    proxySecret,
    userHeader: settings.TRUSTED_PROXY_USER_HEADER,
  };
}

/** Who reads /metrics and the details of /healthz; neither rule set: /metrics is off. */
export function operatorsOf(settings: AccessVariables): OperatorAccess {
  return { token: settings.METRICS_TOKEN ?? null, allow: settings.METRICS_ALLOW };
}

/**
 * The provider's settings, or null when OIDC is not configured; a half-configured provider is
 * refused, never ignored. Never quotes the secret.
 */
function oidcOf(settings: AccessVariables): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, PUBLIC_URL: publicUrl } = settings;
  if (issuer === undefined) {
    if (clientId !== undefined || clientSecret !== undefined)
      throw new ConfigError(
        "OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set but OIDC_ISSUER is not: set OIDC_ISSUER to your provider's issuer URL.",
      );
    return null;
  }
  if (clientId === undefined || clientSecret === undefined) {
    throw new ConfigError(
      'OIDC_ISSUER is set: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too ' +
        '(the dashboard signs in as a confidential client of your provider).',
    );
  }
  if (!secureOrLoopback(issuer)) throw new ConfigError('OIDC_ISSUER must be https:// (plain http:// only to this machine).');
  if (publicUrl === undefined)
    throw new ConfigError(
      'OIDC_ISSUER is set: set PUBLIC_URL to the address browsers use for the dashboard ' +
        '(the provider sends them back to PUBLIC_URL/auth/callback).',
    );
  const origin = new URL(publicUrl);
  if (origin.pathname !== '/' || origin.search || origin.hash || origin.username || origin.password) {
    throw new ConfigError('PUBLIC_URL must be an origin only, like https://cash.example.com (no path, query or credentials).');
  }
  if (!secureOrLoopback(publicUrl))
    throw new ConfigError(
      'PUBLIC_URL must be https:// (plain http:// only on this machine): session cookies would cross the network in clear.',
    );
  if (!settings.OIDC_SCOPES.includes('openid')) throw new ConfigError('OIDC_SCOPES must include openid.');
  // The issuer exactly as written: discovery checks it against the provider's own, trailing slash included (Authentik has one).
  return {
    issuer,
    clientId,
    clientSecret,
    publicUrl: origin.origin,
    groupsClaim: settings.OIDC_GROUPS_CLAIM,
    scopes: settings.OIDC_SCOPES,
  };
}

function secureOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || isLoopback(hostname);
}
