import { Hono } from 'hono';
import type { StateMode } from '../shared-state/shared-state.ts';
import type { UpstreamHealth } from './healthz.ts';

export const READYZ_PATH = '/readyz';

/**
 * One thing the server needs to serve: null when it is fine, otherwise a reason that tells no
 * secret (it is public). A database, when one comes, adds its own check beside these.
 */
export type ReadinessCheck = {
  name: string;
  failure(): string | null | Promise<string | null>;
  /**
   * Reported under `degraded` without failing readiness: the server still serves what matters (the database only keeps
   * the team's saved views).
   */
  degradesOnly?: boolean;
};

/** After this, an upstream failure no longer counts: the next request tries the upstream again. */
export const UPSTREAM_FAILURE_MEMORY_MS = 60_000;

/**
 * Failing while the upstream's last outcome was a failure (a 5xx, a timeout, no connection) less
 * than a minute ago. It reads what requests already learnt and never calls the upstream itself:
 * a probe would spend the team's 120 calls a minute.
 */
export function upstreamCheck(health: UpstreamHealth, now: () => number = Date.now): ReadinessCheck {
  return {
    name: 'upstream',
    failure: () => {
      const last = health.lastOutcome();
      if (!last?.failed || now() - last.at >= UPSTREAM_FAILURE_MEMORY_MS) return null;
      return 'The upstream API failed on its last call.';
    },
  };
}

/** Failing while a configured Redis does not answer (the server then serves from its own memory). */
export function redisCheck(mode: () => StateMode): ReadinessCheck {
  return { name: 'redis', failure: () => (mode() === 'degraded' ? 'Redis is configured but does not answer.' : null) };
}

/**
 * `GET /readyz` for load balancers and orchestrators: 200 `{"status":"ready"}` when every check passes (listing under
 * `degraded` the checks that only degrade), else 503 naming the failing ones. Public, like /healthz, and mounted beside
 * it.
 */
export function readyzRoute(checks: readonly ReadinessCheck[]): Hono {
  const app = new Hono();
  app.get(READYZ_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const results = await Promise.all(checks.map(async (check) => ({ check: check.name, reason: await check.failure() })));
    const failed = results.filter((result) => result.reason !== null);
    const failing = failed.filter((result) => !checks.find((check) => check.name === result.check)?.degradesOnly);
    const degraded = failed.filter((result) => !failing.includes(result));
    if (failing.length > 0) return c.json({ status: 'not_ready', failing, ...(degraded.length > 0 && { degraded }) }, 503);
    return c.json({ status: 'ready', ...(degraded.length > 0 && { degraded }) });
  });
  return app;
}
