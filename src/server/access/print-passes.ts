import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ClientEnv } from '../http/client-identity.ts';
import { canonicalAddress, socketAddress } from '../http/client-identity.ts';

export const PRINT_PASS_PARAM = 'print_pass';
export const PRINT_PASS_COOKIE = 'dashboard_print_pass';
/** Long enough for Chromium to load the board pack and print it; the pass is useless after. */
export const PRINT_PASS_TTL_MS = 120_000;
const PASS_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type PrintPasses = {
  /** A pass for one print, and the address Chromium opens (path and search, the pass added). */
  mint(pathAndSearch: string): string;
  /**
   * In front of access control: a request from this machine holding a live pass reads pages,
   * scripts and `/api` (GET only) without a session; anything else goes through `otherwise`.
   */
  admit(otherwise: MiddlewareHandler<ClientEnv>): MiddlewareHandler<ClientEnv>;
};

/**
 * Passes for the server's own headless Chromium, which prints the board pack for a scheduled
 * e-mail. Chromium cannot sign in: it opens the page with a random, two-minute pass in the link,
 * which becomes a cookie on its first request. Passes live in this process only (the printing
 * instance opens its own address), are 256 bits, and never admit a write or the workspace's routes.
 */
export function createPrintPasses(now: () => number = Date.now): PrintPasses {
  const live = new Map<string, number>();
  const isLive = (pass: string | undefined): boolean => {
    if (pass === undefined || !PASS_FORMAT.test(pass)) return false;
    const expires = live.get(pass);
    if (expires === undefined) return false;
    if (now() < expires) return true;
    live.delete(pass);
    return false;
  };
  return {
    mint(pathAndSearch) {
      for (const [pass, expires] of live) if (expires <= now()) live.delete(pass);
      const pass = randomBytes(32).toString('base64url');
      live.set(pass, now() + PRINT_PASS_TTL_MS);
      const url = new URL(pathAndSearch, 'http://dashboard.invalid');
      url.searchParams.set(PRINT_PASS_PARAM, pass);
      return `${url.pathname}${url.search}`;
    },
    admit: (otherwise) => async (c, next) => {
      if (!printable(c) || !fromThisMachine(c)) return otherwise(c, next);
      const fromLink = c.req.query(PRINT_PASS_PARAM);
      if (fromLink !== undefined) return isLive(fromLink) ? intoCookie(c, fromLink) : otherwise(c, next);
      if (!isLive(getCookie(c, PRINT_PASS_COOKIE))) return otherwise(c, next);
      c.set('clientId', 'server:print');
      return next();
    },
  };
}

// Pages, scripts and the read-only API: never a write, a sign-in or the workspace's own data.
function printable(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  return !/^\/(workspace|auth)(\/|$)/.test(c.req.path);
}

// Chromium runs beside the server: the connection's two ends are the same machine.
function fromThisMachine(c: Context): boolean {
  const remote = canonicalAddress(socketAddress(c));
  if (remote === '::1' || remote.startsWith('127.')) return true;
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false;
  const local = (env.incoming as { socket?: { localAddress?: string } }).socket?.localAddress;
  return local !== undefined && canonicalAddress(local) === remote;
}

// The pass leaves the address at once, so the page's own links and history never carry it.
function intoCookie(c: Context, pass: string): Response {
  setCookie(c, PRINT_PASS_COOKIE, pass, { httpOnly: true, sameSite: 'Strict', path: '/', maxAge: PRINT_PASS_TTL_MS / 1000 });
  const url = new URL(c.req.url);
  url.searchParams.delete(PRINT_PASS_PARAM);
  return c.redirect(`${url.pathname}${url.search}`, 303);
}
