import { Hono } from 'hono';
import type { StateMode } from '../proxy/shared-state.ts';

/** What this instance knows of its upstream, for `GET /healthz`. */
export type UpstreamHealth = {
  /** Called with every answer the upstream gives. */
  noteAnswer(status: number): void;
  /** Epoch ms of the last 2xx from the upstream through this instance, or null. */
  lastSuccessAt(): number | null;
};

export function createUpstreamHealth(now: () => number = Date.now): UpstreamHealth {
  let last: number | null = null;
  return {
    noteAnswer: (status) => {
      if (status >= 200 && status < 300) last = now();
    },
    lastSuccessAt: () => last,
  };
}

export const HEALTHZ_PATH = '/healthz';

/**
 * `GET /healthz` for load balancers: always 200 while the process serves, with its state. It is
 * mounted before the Host check and access control (a balancer probes by address, without a
 * password), so it says nothing secret: no key, no address, no data.
 */
export function healthzRoute(mode: () => StateMode, upstream: UpstreamHealth): Hono {
  const app = new Hono();
  app.get(HEALTHZ_PATH, (c) => {
    const last = upstream.lastSuccessAt();
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', state: mode(), last_upstream_success: last === null ? null : new Date(last).toISOString() });
  });
  return app;
}
