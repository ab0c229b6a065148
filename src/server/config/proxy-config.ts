import { z } from 'zod';
import { isIsoDate } from '../../core/calendar-date.ts';
import { ConfigError } from './config-error.ts';
import { flag, optionalText, optionalUrl, parseEnvironment, wholeNumber, withDefault } from './env-fields.ts';
import { isLoopback } from './loopback.ts';

export type UpstreamConfig = { kind: 'external'; baseUrl: string; apiKey: string } | { kind: 'demo' };

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

const MB = 1024 * 1024;
/**
 * The most calls a minute the budget believes of a stated limit unless UPSTREAM_MAX_RATE_LIMIT
 * says otherwise: 83 times the spec's 120, yet one client stays under 6,667 calls a minute and the
 * Redis log (one entry per call in the last minute, 1.6 MB for 10,000) small, whatever is stated.
 */
export const DEFAULT_MAX_RATE_LIMIT = 10_000;

export const proxySchema = z.object({
  API_BASE_URL: optionalUrl(/^https?$/, 'is not an http(s) URL'),
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

/**
 * The proxy part of the configuration, shared with the Vite dev plugin.
 *
 * @example loadProxyConfig({}).upstream // { kind: 'demo' }
 */
export function loadProxyConfig(env: NodeJS.ProcessEnv): ProxyConfig {
  const parsed = parseEnvironment(proxySchema, env);
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

/** The proxy's tuning out of a configuration that holds more. */
export function tuningOf(config: ProxyConfig): ProxyTuning {
  const { timeoutMs, cacheTtlS, cacheStaleMaxS, cacheMaxBytes, maxBodyBytes, maxRateLimit, exposeCacheState } = config;
  return { timeoutMs, cacheTtlS, cacheStaleMaxS, cacheMaxBytes, maxBodyBytes, maxRateLimit, exposeCacheState };
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
      'API_BASE_URL is plain http:// to another machine: the key and the data would cross the network in clear. ' +
        'Use https://, or set ALLOW_INSECURE_UPSTREAM=1.',
    );
  }
  return { kind: 'external', baseUrl: url.href.replace(/\/+$/, ''), apiKey };
}

function hasDotSegment(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}
