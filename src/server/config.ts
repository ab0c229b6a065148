import { isIP } from 'node:net';
import { z } from 'zod';

/** A configuration the server refuses to start with; the message is one line meant for the operator. */
export class ConfigError extends Error {}

export type UpstreamConfig = { kind: 'external'; baseUrl: string; apiKey: string } | { kind: 'demo' };

export type AccessControl =
  | { kind: 'none' }
  | { kind: 'password'; password: string }
  /** An authenticating reverse proxy stands in front; requests must prove they came through it. */
  | { kind: 'trusted-proxy'; proxyAddresses: readonly string[]; proxySecret: string | null; userHeader: string };

/** What both the production server and the Vite dev plugin need to run the proxy. */
export type ProxyConfig = { upstream: UpstreamConfig; timeoutMs: number; cacheTtlS: number };

export type Config = ProxyConfig & { port: number; host: string; access: AccessControl };

// .env files and shells often hold `NAME=` for "unset".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

function withDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
}

function wholeNumber(message: string, min: number, max: number) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}

const proxySchema = z.object({
  API_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }).optional()),
  API_KEY: optionalText.refine((key) => key === undefined || !/\s/.test(key), 'must not contain whitespace'),
  UPSTREAM_TIMEOUT_MS: withDefault(wholeNumber('must be a whole number of milliseconds above 0', 1, Number.MAX_SAFE_INTEGER), 15000),
  CACHE_TTL_S: withDefault(z.coerce.number('must be a number of seconds, 0 or more').min(0, 'must be a number of seconds, 0 or more'), 30),
});

const serverSchema = proxySchema.extend({
  PORT: withDefault(wholeNumber('must be a port number from 0 to 65535', 0, 65535), 8080),
  HOST: withDefault(z.string().trim().min(1), '127.0.0.1'),
  DASHBOARD_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  TRUST_PROXY_AUTH: withDefault(z.enum(['0', '1', 'true', 'false'], 'must be 1 or 0'), '0'),
});

/**
 * The proxy part of the configuration, shared with the Vite dev plugin.
 *
 * @example loadProxyConfig({}) // { upstream: { kind: 'demo' }, timeoutMs: 15000, cacheTtlS: 30 }
 */
export function loadProxyConfig(env: NodeJS.ProcessEnv): ProxyConfig {
  const parsed = parse(proxySchema, env);
  return { upstream: upstreamOf(parsed.API_BASE_URL, parsed.API_KEY), timeoutMs: parsed.UPSTREAM_TIMEOUT_MS, cacheTtlS: parsed.CACHE_TTL_S };
}

/** The whole server configuration; throws a ConfigError for a setup that must not start. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parse(serverSchema, env);
  const access = accessOf(parsed.DASHBOARD_PASSWORD, parsed.TRUST_PROXY_AUTH === '1' || parsed.TRUST_PROXY_AUTH === 'true');
  if (!isLoopback(parsed.HOST) && access.kind === 'none') {
    throw new ConfigError(
      `HOST=${parsed.HOST} is not a loopback address and no access control is configured: set DASHBOARD_PASSWORD, or TRUST_PROXY_AUTH=1 behind an authenticating reverse proxy, or use HOST=127.0.0.1.`,
    );
  }
  return { ...loadProxyConfig(env), port: parsed.PORT, host: parsed.HOST, access };
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

function upstreamOf(baseUrl: string | undefined, apiKey: string | undefined): UpstreamConfig {
  if (baseUrl === undefined) return { kind: 'demo' };
  if (apiKey === undefined) {
    throw new ConfigError('API_BASE_URL is set but API_KEY is not: set API_KEY, or unset API_BASE_URL to use the embedded demo API.');
  }
  const url = new URL(baseUrl);
  // Credentials, a query or a fragment in the base would be sent with, or mangle, every forwarded request.
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError('API_BASE_URL must not contain credentials, a query string or a fragment.');
  }
  return { kind: 'external', baseUrl: url.href.replace(/\/+$/, ''), apiKey };
}

function accessOf(password: string | undefined, trustProxyAuth: boolean): AccessControl {
  if (password !== undefined) return { kind: 'password', password };
  if (trustProxyAuth) return { kind: 'trusted-proxy' };
  return { kind: 'none' };
}
