import type { UpstreamHealth } from '../operations/healthz.ts';
import type { Logger } from '../operations/logger.ts';
import type { Metrics } from '../operations/metrics.ts';
import { loggableId } from '../http/request-id.ts';
import { readRateLimitHeaders } from './rate-limit-headers.ts';
import type { CachedAnswer } from './cached-answer.ts';
import { fetchUpstream, UpstreamFault } from './upstream-fetch.ts';
import type { UpstreamRequest } from './upstream-fetch.ts';

export type CallObservers = { logger: Logger; metrics: Metrics; health: UpstreamHealth | undefined; maxRateLimit: number };

/**
 * One upstream call as fetchUpstream makes it, told to the log (one JSON line: path without
 * query, status or fault, duration, request id, attempt), to the metrics and to the health
 * that /healthz and /readyz read.
 */
export async function observedFetch(request: UpstreamRequest, endpoint: string, observers: CallObservers): Promise<CachedAnswer> {
  const started = performance.now();
  let attempt = 1;
  const line = (outcome: { status?: number; fault?: string }) => {
    const seconds = (performance.now() - started) / 1000;
    observers.metrics.observeUpstreamCall({ endpoint, outcome: outcome.fault ?? String(outcome.status), seconds });
    return { request_id: request.requestId, path: request.url.pathname, ...outcome, duration_ms: Math.round(seconds * 1000), attempt };
  };
  try {
    const answer = await fetchUpstream({ ...request, onRetry: () => attempt++ });
    const upstreamRequestId = answer.upstreamRequestId === null ? undefined : loggableId(answer.upstreamRequestId);
    observers.logger.info({ ...line({ status: answer.status }), upstream_request_id: upstreamRequestId }, 'upstream');
    observers.health?.noteAnswer(answer.status);
    noteRateLimit(answer, observers);
    return answer;
  } catch (error) {
    if (error instanceof UpstreamFault) {
      observers.logger.warn(line({ fault: error.code }), 'upstream');
      observers.health?.noteFault();
    }
    throw error;
  }
}

function noteRateLimit(answer: CachedAnswer, { metrics, maxRateLimit }: CallObservers): void {
  if (answer.status === 429) metrics.observeRateLimited('upstream');
  const stated = readRateLimitHeaders(answer.headers, maxRateLimit);
  if (stated) metrics.observeStatedLimit(stated);
}
