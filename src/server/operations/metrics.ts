import type { StateMode } from '../shared-state/shared-state.ts';

/** Where an API answer came from, as the proxy's cache tells it, the metrics count it and the request log writes it. */
export type CacheState = 'hit' | 'miss' | 'coalesced' | 'stale';

/** The fixed routes a request is counted under: never its raw path, which any client chooses. */
export type RouteLabel = 'api' | 'app' | 'healthz' | 'readyz' | 'metrics';

/** Who refused a request for the rate limit: the upstream itself, or this server's per-client share. */
export type RateLimitSource = 'upstream' | 'client_share';

/**
 * What the server reports to Prometheus, as calls the code makes where things happen. Labels
 * are fixed sets or endpoint templates: no query, no user, no id. Without METRICS_TOKEN or
 * METRICS_ALLOW the server keeps NO_METRICS, and prom-client is never loaded.
 */
export type Metrics = {
  observeRequest(request: { route: RouteLabel; method: string; status: number; seconds: number }): void;
  /** `outcome`: the upstream's status code, or the fault code when it gave none (upstream_timeout…). */
  observeUpstreamCall(call: { endpoint: string; outcome: string; seconds: number }): void;
  observeCacheAnswer(answer: { endpoint: string; state: CacheState }): void;
  observeRateLimited(source: RateLimitSource): void;
  /** The upstream's last stated limit and what is left of it (X-RateLimit-Limit, -Remaining). */
  observeStatedLimit(stated: { limit: number; remaining: number }): void;
  observeLoginFailure(): void;
  /** Bytes of answers kept in this process: the cache without Redis, the near-cache in front of it. */
  watchAnswerCache(bytes: () => number): void;
  watchStateMode(mode: () => StateMode): void;
};

/** Metrics that can also be read: the text Prometheus scrapes. */
export type ScrapableMetrics = Metrics & { scrape(): Promise<{ contentType: string; text: string }> };

export const NO_METRICS: Metrics = {
  observeRequest: () => {},
  observeUpstreamCall: () => {},
  observeCacheAnswer: () => {},
  observeRateLimited: () => {},
  observeStatedLimit: () => {},
  observeLoginFailure: () => {},
  watchAnswerCache: () => {},
  watchStateMode: () => {},
};

/** Endpoints of the spec (section 4) and the dashboard's OpenAPI description; any other path counts as `other`. */
const RESOURCES = new Set(['accounts', 'banks', 'categories', 'counterparties', 'labels', 'forecasts', 'transactions', 'openapi.json']);
const SUB_RESOURCES = new Set(['summary']);

/**
 * The endpoint template of a path under the API's base, ids replaced, so a label has a few
 * dozen values at most whatever clients ask.
 *
 * @example endpointOf('transactions/summary') // '/transactions/summary'
 * @example endpointOf('accounts/5f0c…') // '/accounts/:id'
 * @example endpointOf('customers-of-acme') // 'other'
 */
export function endpointOf(path: string): string {
  const [resource = '', second, ...rest] = path.split('/');
  if (!RESOURCES.has(resource) || rest.length > 0) return 'other';
  if (second === undefined) return `/${resource}`;
  return `/${resource}/${SUB_RESOURCES.has(second) ? second : ':id'}`;
}
