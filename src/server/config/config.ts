import { isIP } from 'node:net';
import { z } from 'zod';
import { isIsoDate } from '../../core/calendar-date.ts';
import { ROLES } from '../../core/workspace/contract.ts';
import type { Role } from '../../core/workspace/contract.ts';
import type { OperatorAccess } from '../operations/operator-access.ts';
import type { StorageConfig } from '../storage/open-storage.ts';

import { ConfigError } from './config-error.ts';
import { loadAlertsConfig } from './alerts-config.ts';
import type { AlertsConfig } from './alerts-config.ts';

export { ConfigError };

export type UpstreamConfig = { kind: 'external'; baseUrl: string; apiKey: string } | { kind: 'demo' };

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

/** Groups (from the provider's claim or the proxy's header) to a role: the highest listed wins, else the default. */
export type RoleMapping = { adminGroups: readonly string[]; editorGroups: readonly string[]; defaultRole: Role };

/** Who the provider may sign in: anyone when both lists are empty, else a verified e-mail in a listed domain or a listed group. */
export type Admission = { emailDomains: readonly string[]; groups: readonly string[] };

/** Who is who, in every access mode (issue 32). */
export type IdentityConfig = {
  roles: RoleMapping;
  admission: Admission;
  /** The role of the shared password's one "Team" identity. */
  passwordRole: Role;
  /** The trusted proxy's header listing the user's groups, comma-separated; null: none, everyone gets the default role. */
  proxyGroupsHeader: string | null;
  /** A session unused this long ends; a session ends this long after sign-in, however used. */
  sessionIdleMs: number;
  sessionMaxMs: number;
};

/**
 * What both the production server and the Vite dev plugin need to run the proxy, and the
 * dashboard's today when the operator pins it (`DASHBOARD_TODAY`, for demos and tests against a
 * separate demo API); null: the demo's pinned today, or else the reader's own.
 */
export type ProxyConfig = { upstream: UpstreamConfig; pinnedToday: string | null } & ProxyTuning;

/** How the proxy treats the upstream and its answers, whichever upstream it is. */
export type ProxyTuning = {
  timeoutMs: number;
  cacheTtlS: number;
  /** How long after its fetch a copy may still stand in for a rate-limited answer; 0 never. */
  cacheStaleMaxS: number;
  cacheMaxBytes: number;
  /** A larger upstream answer is refused with 502 instead of filling the memory. */
  maxBodyBytes: number;
  /** The most calls a minute the budget believes of the upstream's `X-RateLimit-Limit`. */
  maxRateLimit: number;
  /** Sends `X-Dashboard-Cache` (hit, miss…) to browsers: it tells one user what another asked. */
  exposeCacheState: boolean;
};

export type Config = ProxyConfig & {
  port: number;
  host: string;
  /** Host names (with an optional port) the server answers to besides loopback with its own port. */
  allowedHosts: string[];
  access: AccessControl;
  identity: IdentityConfig;
  /**
   * Reverse proxies (TRUSTED_PROXY_ADDRESSES) believed about the browser they forward for: its
   * address in X-Forwarded-For and its TLS in X-Forwarded-Proto, in every access mode.
   */
  trustedProxies: readonly string[];
  /** Redis shared by several instances (issue 18); null: this process's memory. */
  redisUrl: string | null;
  /** Where the workspace keeps users, sessions, the audit trail and saved views (issue 32). */
  storage: StorageConfig;
  /** How long the audit trail keeps an event (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** Alerts and scheduled delivery: SMTP, webhooks, checks, the time zone (issue 33). */
  alerts: AlertsConfig;
  /** Who reads /metrics and the details of /healthz; neither rule set: /metrics is off. */
  operators: OperatorAccess;
  /** One line each, printed at start: settings that run but deserve the operator's attention. */
  warnings: string[];
};

const MB = 1024 * 1024;
/** Over a year: the audit of a financial year, and its close, fall inside it. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
/**
 * The most calls a minute the budget believes of a stated limit unless UPSTREAM_MAX_RATE_LIMIT
 * says otherwise: 83 times the spec's 120, yet one client stays under 6,667 calls a minute and the
 * Redis log (one entry per call in the last minute, 1.6 MB for 10,000) small, whatever is stated.
 */
export const DEFAULT_MAX_RATE_LIMIT = 10_000;

// .env files and shells often hold `NAME=` for "unset".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

function withDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
}

function wholeNumber(message: string, min: number, max: number) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}

const flag = withDefault(
  z.enum(['0', '1', 'true', 'false'], 'must be 1 or 0').transform((value) => value === '1' || value === 'true'),
  '0',
);

function commaList(item: z.ZodType<string, string>) {
  return withDefault(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(item)),
    '',
  );
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const proxySchema = z.object({
  API_BASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }).optional(),
  ),
  // The key travels in a header: anything but printable ASCII would be mangled or refused there.
  API_KEY: optionalText.refine((key) => key === undefined || /^[\x21-\x7e]+$/.test(key), 'must be printable ASCII without spaces'),
  ALLOW_INSECURE_UPSTREAM: flag,
  UPSTREAM_TIMEOUT_MS: withDefault(wholeNumber('must be a whole number of milliseconds above 0', 1, Number.MAX_SAFE_INTEGER), 15000),
  UPSTREAM_MAX_BODY_MB: withDefault(wholeNumber('must be a whole number of megabytes from 1 to 1024', 1, 1024), 16),
  UPSTREAM_MAX_RATE_LIMIT: withDefault(
    wholeNumber('must be a whole number of requests a minute from 120 to 1000000000', 120, 1_000_000_000),
    DEFAULT_MAX_RATE_LIMIT,
  ),
  CACHE_TTL_S: withDefault(z.coerce.number('must be a number of seconds, 0 or more').min(0, 'must be a number of seconds, 0 or more'), 30),
  CACHE_STALE_MAX_S: withDefault(wholeNumber('must be a whole number of seconds, 0 or more', 0, 86_400), 600),
  CACHE_MAX_MB: withDefault(wholeNumber('must be a whole number of megabytes from 1 to 4096', 1, 4096), 64),
  DEBUG_CACHE_HEADER: flag,
  DASHBOARD_TODAY: optionalText.refine((day) => day === undefined || isIsoDate(day), 'must be a calendar date like 2026-11-20'),
});

const serverSchema = proxySchema.extend({
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
  DASHBOARD_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  TRUST_PROXY_AUTH: flag,
  TRUSTED_PROXY_ADDRESSES: commaList(z.string().refine((address) => isIP(address) !== 0, 'must list IP addresses')),
  TRUSTED_PROXY_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 16, 'must be at least 16 characters'),
  TRUSTED_PROXY_USER_HEADER: withDefault(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name'), 'X-Forwarded-User'),
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^rediss?$/, error: 'is not a redis:// or rediss:// URL' }).optional(),
  ),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^postgres(?:ql)?$/, error: 'is not a postgres:// or postgresql:// URL' }).optional(),
  ),
  DATA_DIR: withDefault(z.string().trim().min(1), './data'),
  AUDIT_RETENTION_DAYS: withDefault(wholeNumber('must be a whole number of days from 1 to 36500', 1, 36_500), DEFAULT_AUDIT_RETENTION_DAYS),
  // Sent by Prometheus as a Bearer token: printable ASCII, and long enough that guessing is hopeless.
  METRICS_TOKEN: optionalText.refine(
    (token) => token === undefined || /^[\x21-\x7e]{16,}$/.test(token),
    'must be at least 16 printable ASCII characters without spaces',
  ),
  METRICS_ALLOW: commaList(z.string().refine((address) => isIP(address) !== 0, 'must list IP addresses')),
  OIDC_ISSUER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }).optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }).optional(),
  ),
  OIDC_GROUPS_CLAIM: withDefault(z.string().trim().min(1, 'must name a claim'), 'groups'),
  OIDC_SCOPES: withDefault(
    z.string().transform((text) => text.split(/[\s,]+/).filter((scope) => scope !== '')),
    'openid profile email',
  ),
  ROLE_ADMIN_GROUPS: commaList(z.string()),
  ROLE_EDITOR_GROUPS: commaList(z.string()),
  DEFAULT_ROLE: withDefault(z.enum(ROLES), 'viewer'),
  ALLOWED_EMAIL_DOMAINS: commaList(
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, 'must list domain names (example.com, without @)'),
  ),
  ALLOWED_GROUPS: commaList(z.string()),
  PASSWORD_ROLE: withDefault(z.enum(ROLES), 'editor'),
  AUTH_PROXY_GROUPS_HEADER: optionalText.refine((name) => name === undefined || /^[A-Za-z0-9-]+$/.test(name), 'must be a header name'),
  // A working day: a tab left open over lunch still works, one left overnight asks again (one redirect where the provider remembers the user).
  SESSION_IDLE_MINUTES: withDefault(wholeNumber('must be a whole number of minutes from 5 to 43200', 5, 43_200), 480),
  // Our session is not re-checked with the provider: someone removed there keeps it at most this long.
  SESSION_MAX_HOURS: withDefault(wholeNumber('must be a whole number of hours from 1 to 8760', 1, 8760), 168),
});

/** Shorter passwords fall to an offline-speed guesser; on loopback only the machine's own user can try. */
const MIN_PASSWORD_LENGTH = 12;

/**
 * The proxy part of the configuration, shared with the Vite dev plugin.
 *
 * @example loadProxyConfig({}).upstream // { kind: 'demo' }
 */
export function loadProxyConfig(env: NodeJS.ProcessEnv): ProxyConfig {
  const parsed = parse(proxySchema, env);
  return {
    upstream: upstreamOf(parsed.API_BASE_URL, parsed.API_KEY, parsed.ALLOW_INSECURE_UPSTREAM),
    timeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    cacheTtlS: parsed.CACHE_TTL_S,
    cacheStaleMaxS: parsed.CACHE_STALE_MAX_S,
    cacheMaxBytes: parsed.CACHE_MAX_MB * MB,
    maxBodyBytes: parsed.UPSTREAM_MAX_BODY_MB * MB,
    maxRateLimit: parsed.UPSTREAM_MAX_RATE_LIMIT,
    exposeCacheState: parsed.DEBUG_CACHE_HEADER,
    pinnedToday: parsed.DASHBOARD_TODAY ?? null,
  };
}

/** The whole server configuration; throws a ConfigError for a setup that must not start. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parse(serverSchema, env);
  const loopback = isLoopback(parsed.HOST);
  const access = accessOf(parsed, oidcOf(parsed));
  const allowedHosts = withPublicHost(parsed.ALLOWED_HOSTS, access);
  if (!loopback) checkExposedListener(parsed.HOST, access, allowedHosts);
  const warnings = loopback
    ? []
    : [`Listening on ${parsed.HOST} without TLS: put a TLS-terminating reverse proxy in front (README, "Running beyond this machine").`];
  const redisUrl = parsed.REDIS_URL ?? null;
  if (redisUrl !== null) warnings.push(...redisWarnings(new URL(redisUrl)));
  const storage = storageOf(parsed.DATABASE_URL, parsed.DATA_DIR);
  if (storage.kind === 'postgres') warnings.push(...databaseWarnings(new URL(storage.url)));
  const operators = { token: parsed.METRICS_TOKEN ?? null, allow: parsed.METRICS_ALLOW };
  return {
    ...loadProxyConfig(env),
    port: parsed.PORT,
    host: parsed.HOST,
    allowedHosts,
    access,
    identity: identityOf(parsed),
    trustedProxies: parsed.TRUSTED_PROXY_ADDRESSES,
    redisUrl,
    storage,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    alerts: loadAlertsConfig(env),
    operators,
    warnings,
  };
}

/** The proxy's tuning out of a configuration that holds more. */
export function tuningOf(config: ProxyConfig): ProxyTuning {
  const { timeoutMs, cacheTtlS, cacheStaleMaxS, cacheMaxBytes, maxBodyBytes, maxRateLimit, exposeCacheState } = config;
  return { timeoutMs, cacheTtlS, cacheStaleMaxS, cacheMaxBytes, maxBodyBytes, maxRateLimit, exposeCacheState };
}

// Cached answers are the workspace's data: across a network they need TLS and a password.
function redisWarnings(url: URL): string[] {
  if (isLoopback(url.hostname)) return [];
  const warnings: string[] = [];
  if (url.protocol === 'redis:')
    warnings.push(
      'REDIS_URL is plain redis:// to another machine: cached workspace data crosses the network in clear. Use rediss:// unless the network is trusted.',
    );
  if (!url.password)
    warnings.push(
      'REDIS_URL has no password: anyone who reaches that Redis reads the cached workspace data. Set one (redis://:password@host).',
    );
  return warnings;
}

/** A relative DATA_DIR is kept as written: the server resolves it against the project folder. */
function storageOf(databaseUrl: string | undefined, dataDir: string): StorageConfig {
  return databaseUrl === undefined ? { kind: 'embedded', dataDir } : { kind: 'postgres', url: databaseUrl };
}

// Users, sessions and the audit trail cross the network: TLS unless the operator says otherwise.
// The messages never quote the URL, which may hold the password.
function databaseWarnings(url: URL): string[] {
  const host = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (isLoopback(host)) return [];
  if (['require', 'verify-ca', 'verify-full'].includes(url.searchParams.get('sslmode') ?? '')) return [];
  return [
    'DATABASE_URL points at another machine without sslmode=require: users, sessions and the audit trail would cross the network in clear. Add ?sslmode=require unless the network is trusted.',
  ];
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
      `HOST=${host} is not a loopback address and no access control is configured: set OIDC_ISSUER (sign-in with your identity provider), DASHBOARD_PASSWORD, or TRUST_PROXY_AUTH=1 behind an authenticating reverse proxy, or use HOST=127.0.0.1.`,
    );
  }
  if (access.kind === 'password' && access.password.length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(`DASHBOARD_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters when HOST is not a loopback address.`);
  }
  if (allowedHosts.length === 0) {
    throw new ConfigError(
      `HOST=${host} is not a loopback address: set ALLOWED_HOSTS to the names browsers use to reach the dashboard (for example cash.example.com).`,
    );
  }
}

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

function parse<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  // Names the variable but never echoes its value: it may be the API key.
  const issue = result.error.issues[0];
  throw new ConfigError(`${String(issue?.path[0] ?? 'configuration')} ${issue?.message ?? 'is invalid'}.`);
}

function upstreamOf(baseUrl: string | undefined, apiKey: string | undefined, allowInsecure: boolean): UpstreamConfig {
  if (baseUrl === undefined) return { kind: 'demo' };
  if (apiKey === undefined) {
    throw new ConfigError('API_BASE_URL is set but API_KEY is not: set API_KEY, or unset API_BASE_URL to use the embedded demo API.');
  }
  // The URL parser resolves `/v1/../admin` to `/admin`: the operator meant something else.
  if (hasDotSegment(baseUrl)) throw new ConfigError('API_BASE_URL must not contain "." or ".." path segments.');
  const url = new URL(baseUrl);
  // Credentials, a query or a fragment in the base would be sent with, or mangle, every forwarded request.
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError('API_BASE_URL must not contain credentials, a query string or a fragment.');
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname) && !allowInsecure) {
    throw new ConfigError(
      'API_BASE_URL is plain http:// to another machine: the key and the data would cross the network in clear. Use https://, or set ALLOW_INSECURE_UPSTREAM=1.',
    );
  }
  return { kind: 'external', baseUrl: url.href.replace(/\/+$/, ''), apiKey };
}

function hasDotSegment(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

type AccessSettings = {
  DASHBOARD_PASSWORD?: string | undefined;
  TRUST_PROXY_AUTH: boolean;
  TRUSTED_PROXY_ADDRESSES: string[];
  TRUSTED_PROXY_SECRET?: string | undefined;
  TRUSTED_PROXY_USER_HEADER: string;
};

function accessOf(settings: AccessSettings, oidc: OidcSettings | null): AccessControl {
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

type OidcVariables = {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  OIDC_GROUPS_CLAIM: string;
  OIDC_SCOPES: string[];
};

/** The provider's settings, or null when OIDC is not configured; a half-configured provider is refused, never ignored. Never quotes the secret. */
function oidcOf(settings: OidcVariables): OidcSettings | null {
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
      'OIDC_ISSUER is set: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too (the dashboard signs in as a confidential client of your provider).',
    );
  }
  if (!secureOrLoopback(issuer)) throw new ConfigError('OIDC_ISSUER must be https:// (plain http:// only to this machine).');
  if (publicUrl === undefined)
    throw new ConfigError(
      'OIDC_ISSUER is set: set PUBLIC_URL to the address browsers use for the dashboard (the provider sends them back to PUBLIC_URL/auth/callback).',
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

type IdentityVariables = {
  ROLE_ADMIN_GROUPS: string[];
  ROLE_EDITOR_GROUPS: string[];
  DEFAULT_ROLE: Role;
  ALLOWED_EMAIL_DOMAINS: string[];
  ALLOWED_GROUPS: string[];
  PASSWORD_ROLE: Role;
  AUTH_PROXY_GROUPS_HEADER?: string | undefined;
  SESSION_IDLE_MINUTES: number;
  SESSION_MAX_HOURS: number;
};

function identityOf(settings: IdentityVariables): IdentityConfig {
  return {
    roles: { adminGroups: settings.ROLE_ADMIN_GROUPS, editorGroups: settings.ROLE_EDITOR_GROUPS, defaultRole: settings.DEFAULT_ROLE },
    admission: { emailDomains: settings.ALLOWED_EMAIL_DOMAINS, groups: settings.ALLOWED_GROUPS },
    passwordRole: settings.PASSWORD_ROLE,
    proxyGroupsHeader: settings.AUTH_PROXY_GROUPS_HEADER ?? null,
    sessionIdleMs: settings.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: settings.SESSION_MAX_HOURS * 3_600_000,
  };
}
