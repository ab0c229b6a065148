import { Hono } from 'hono';
import type { Context } from 'hono';
import type { StateMode } from '../proxy/shared-state.ts';

/** What this instance knows of its upstream, for /healthz and /readyz. */
export type UpstreamHealth = {
  /** Called with every answer the upstream gives. */
  noteAnswer(status: number): void;
  /** Called when the upstream gave no usable answer (unreachable, timeout, not JSON). */
  noteFault(): void;
  /** Epoch ms of the last 2xx from the upstream through this instance, or null. */
  lastSuccessAt(): number | null;
  /** Epoch ms of the last answer below 500 (a 4xx, a 429 included: the upstream is there). */
  lastReachedAt(): number | null;
  /** Epoch ms of the last 5xx or fault. */
  lastFailureAt(): number | null;
};

export function createUpstreamHealth(now: () => number = Date.now): UpstreamHealth {
  let success: number | null = null;
  let reached: number | null = null;
  let failure: number | null = null;
  return {
    noteAnswer: (status) => {
      if (status >= 500) failure = now();
      else reached = now();
      if (status >= 200 && status < 300) success = now();
    },
    noteFault: () => {
      failure = now();
    },
    lastSuccessAt: () => success,
    lastReachedAt: () => reached,
    lastFailureAt: () => failure,
  };
}

export const HEALTHZ_PATH = '/healthz';

/**
 * `GET /healthz` for load balancers: always 200 while the process serves. It is mounted before
 * the Host check and access control (a balancer probes by address, without a password), so its
 * public answer is `{"status":"ok"}` alone: when the dashboard was last used is no one else's
 * business. An operator (`isOperator`: the metrics token or address) also gets the state and the
 * time of the last upstream success.
 */
export function healthzRoute(mode: () => StateMode, upstream: UpstreamHealth, isOperator: (c: Context) => boolean): Hono {
  const app = new Hono();
  app.get(HEALTHZ_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    if (!isOperator(c)) return c.json({ status: 'ok' });
    const last = upstream.lastSuccessAt();
    return c.json({ status: 'ok', state: mode(), last_upstream_success: last === null ? null : new Date(last).toISOString() });
  });
  return app;
}
