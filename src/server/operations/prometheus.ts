import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StateMode } from '../shared-state/shared-state.ts';
import type { ScrapableMetrics } from './metrics.ts';

const STATE_MODES: readonly StateMode[] = ['local', 'shared', 'degraded'];
// From a cache hit (a millisecond) to the upstream timeout (15 s by default).
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

/**
 * The server's metrics in a registry of their own, beside Node's default ones (event-loop lag,
 * memory, CPU, handles). Loaded only when /metrics is configured: prom-client costs the start 50 ms.
 */
export function createPrometheusMetrics(): ScrapableMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'dashboard_http_requests_total',
    help: 'Requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'dashboard_http_request_duration_seconds',
    help: 'Time to answer a request, by route.',
    labelNames: ['route'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'dashboard_upstream_calls_total',
    help: 'Calls to the upstream API, by endpoint template and status or fault.',
    labelNames: ['endpoint', 'outcome'],
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'dashboard_upstream_call_duration_seconds',
    help: 'Duration of upstream calls, by endpoint template.',
    labelNames: ['endpoint'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const cacheAnswers = new Counter({
    name: 'dashboard_cache_answers_total',
    help: 'API answers by where they came from: hit, miss, coalesced (shared a call in flight), stale.',
    labelNames: ['endpoint', 'state'],
    registers,
  });
  const rateLimited = new Counter({
    name: 'dashboard_rate_limited_total',
    help: '429s: from the upstream, or a client past its share of the budget.',
    labelNames: ['source'],
    registers,
  });
  const budgetLimit = new Gauge({
    name: 'dashboard_upstream_rate_limit',
    help: 'The upstream’s last stated X-RateLimit-Limit.',
    registers,
  });
  const budgetRemaining = new Gauge({
    name: 'dashboard_upstream_rate_limit_remaining',
    help: 'The upstream’s last stated X-RateLimit-Remaining.',
    registers,
  });
  const loginFailures = new Counter({ name: 'dashboard_login_failures_total', help: 'Failed password logins.', registers });
  let cacheBytes: () => number = () => 0;
  new Gauge({
    name: 'dashboard_answer_cache_bytes',
    help: 'Bytes of API answers kept in this process: the cache without Redis, the near-cache in front of it (both within CACHE_MAX_MB).',
    registers,
    collect() {
      this.set(cacheBytes());
    },
  });
  let stateMode: (() => StateMode) | null = null;
  new Gauge({
    name: 'dashboard_shared_state',
    help: '1 for the current state mode: local (no Redis), shared (Redis answers), degraded (Redis configured, unreachable).',
    labelNames: ['mode'],
    registers,
    collect() {
      const current = stateMode?.();
      for (const mode of STATE_MODES) this.set({ mode }, mode === current ? 1 : 0);
    },
  });

  return {
    observeRequest: ({ route, method, status, seconds }) => {
      requests.inc({ route, method: method === 'GET' || method === 'HEAD' ? method : 'other', status: String(status) });
      requestSeconds.observe({ route }, seconds);
    },
    observeUpstreamCall: ({ endpoint, outcome, seconds }) => {
      upstreamCalls.inc({ endpoint, outcome });
      upstreamSeconds.observe({ endpoint }, seconds);
    },
    observeCacheAnswer: ({ endpoint, state }) => cacheAnswers.inc({ endpoint, state }),
    observeRateLimited: (source) => rateLimited.inc({ source }),
    observeStatedLimit: ({ limit, remaining }) => {
      budgetLimit.set(limit);
      budgetRemaining.set(remaining);
    },
    observeLoginFailure: () => loginFailures.inc(),
    watchAnswerCache: (bytes) => {
      cacheBytes = bytes;
    },
    watchStateMode: (mode) => {
      stateMode = mode;
    },
    scrape: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}
