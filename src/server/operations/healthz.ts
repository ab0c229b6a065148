import { Hono } from 'hono';
import type { Context } from 'hono';
import type { StateMode } from '../shared-state/shared-state.ts';

/** What this instance knows of its upstream, for /healthz and /readyz. */
export type UpstreamHealth = {
  /** Called with every answer the upstream gives. */
  noteAnswer(status: number): void;
  /** Called when the upstream gave no usable answer (unreachable, timeout, not JSON). */
  noteFault(): void;
  /** Epoch ms of the last 2xx from the upstream through this instance, or null. */
  lastSuccessAt(): number | null;
  /** The last call's outcome: failed for a 5xx or a fault; a 4xx, a 429 included, means the upstream is there. */
  lastOutcome(): { failed: boolean; at: number } | null;
};

export function createUpstreamHealth(now: () => number = Date.now): UpstreamHealth {
  let success: number | null = null;
  let outcome: { failed: boolean; at: number } | null = null;
  return {
    noteAnswer: (status) => {
      outcome = { failed: status >= 500, at: now() };
      if (status >= 200 && status < 300) success = outcome.at;
    },
    noteFault: () => {
      outcome = { failed: true, at: now() };
    },
    lastSuccessAt: () => success,
    lastOutcome: () => outcome,
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
