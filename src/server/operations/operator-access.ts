import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isListedIn, socketAddress } from '../http/client-identity.ts';
import type { ScrapableMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Who may read /metrics and the details of /healthz (METRICS_TOKEN, METRICS_ALLOW). */
export type OperatorAccess = {
  /** A Bearer token; null: none asked. */
  token: string | null;
  /** Addresses allowed, matched exactly; empty: any address. */
  allow: readonly string[];
};

export const NO_OPERATOR_ACCESS: OperatorAccess = { token: null, allow: [] };

/** True when either rule is set: without one, operator answers are off. */
export function operatorAccessConfigured(access: OperatorAccess): boolean {
  return access.token !== null || access.allow.length > 0;
}

/**
 * A check of a request against the operator rules: every rule set must pass (a token from an
 * allowed address when both are set). With neither set, nothing passes.
 */
export function operatorCheck(access: OperatorAccess, clientAddress: (c: Context) => string = socketAddress): (c: Context) => boolean {
  if (!operatorAccessConfigured(access)) return () => false;
  const isAllowed = isListedIn(access.allow);
  const token = access.token === null ? null : sha256(access.token);
  return (c) => {
    if (access.allow.length > 0 && !isAllowed(clientAddress(c))) return false;
    return token === null || bearerMatches(c.req.header('authorization'), token);
  };
}

// Hashing first gives both sides the same length, which timingSafeEqual requires, without leaking the length.
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(sha256(match[1]), expected);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * `GET /metrics` in Prometheus's text format for whoever passes `allowed`; 404 for anyone else,
 * and for everyone when no metrics are kept, so the route tells a stranger nothing.
 */
export function metricsRoute(metrics: ScrapableMetrics | null, allowed: (c: Context) => boolean): Hono {
  const app = new Hono();
  app.get(METRICS_PATH, async (c) => {
    if (metrics === null || !allowed(c)) return c.notFound();
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
  return app;
}
