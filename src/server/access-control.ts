import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AccessControl } from './config.ts';
import { errorResponse } from './error-envelope.ts';

export type AccessControlOptions = {
  access: AccessControl;
  /** Who is failing to log in; the socket's address by default. */
  clientKey?: (c: Context) => string;
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
};

type Failures = { count: number; windowStart: number };

const MAX_TRACKED_CLIENTS = 10_000;
const REALM = 'Basic realm="Cash-flow dashboard", charset="UTF-8"';

/**
 * HTTP Basic auth on every route when DASHBOARD_PASSWORD is set (any user name). With
 * TRUST_PROXY_AUTH or no password it lets everything through: config.ts only allows that on
 * loopback or behind a proxy that authenticates.
 */
export function accessControl(options: AccessControlOptions): MiddlewareHandler {
  const { access } = options;
  if (access.kind !== 'password') return (_c, next) => next();
  const expected = sha256(access.password);
  const limiter = createFailureLimiter(options.maxFailures ?? 10, options.windowMs ?? 15 * 60_000, options.now ?? Date.now);
  const clientKey = options.clientKey ?? socketAddress;

  return async (c, next) => {
    const client = clientKey(c);
    const retryAfterS = limiter.blockedForS(client);
    if (retryAfterS > 0) {
      return errorResponse(
        429,
        { type: 'rate_limit', code: 'too_many_failed_logins', message: 'Too many failed log-in attempts; try again later.' },
        { 'Retry-After': String(retryAfterS) },
      );
    }
    const authorization = c.req.header('authorization');
    if (!passwordMatches(authorization, expected)) {
      // A request without credentials is a browser about to prompt, not a guess.
      if (authorization !== undefined) limiter.fail(client);
      return errorResponse(
        401,
        { type: 'authentication', code: 'unauthorized', message: 'This dashboard needs a password.' },
        { 'WWW-Authenticate': REALM },
      );
    }
    limiter.succeed(client);
    await next();
  };
}

// Hashing first gives both sides the same length, which timingSafeEqual requires, without leaking the length.
function passwordMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const credentials = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon === -1) return false;
  return timingSafeEqual(sha256(credentials.slice(colon + 1)), expected);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** The client's address as the Node adapter saw it; `unknown` outside Node (as in `app.request()`). */
export function socketAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'unknown';
  const incoming = env.incoming as { socket?: { remoteAddress?: string } };
  return incoming.socket?.remoteAddress ?? 'unknown';
}

/** Counts failed attempts per client in a fixed window; a success clears the client's count. */
function createFailureLimiter(maxFailures: number, windowMs: number, now: () => number) {
  const failures = new Map<string, Failures>();

  function current(client: string): Failures | undefined {
    const entry = failures.get(client);
    if (entry && now() - entry.windowStart >= windowMs) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  }

  // Bounds the memory a flood of failed logins from many addresses can take.
  function forgetExpired(): void {
    for (const client of [...failures.keys()]) current(client);
  }

  return {
    blockedForS(client: string): number {
      const entry = current(client);
      if (!entry || entry.count < maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.windowStart + windowMs - now()) / 1000));
    },
    fail(client: string): void {
      if (failures.size >= MAX_TRACKED_CLIENTS) forgetExpired();
      const entry = current(client);
      if (entry) entry.count++;
      else failures.set(client, { count: 1, windowStart: now() });
    },
    succeed(client: string): void {
      failures.delete(client);
    },
  };
}
