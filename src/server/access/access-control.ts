import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { addressKey, cameOverTls, forwardedClientAddress, isListedIn, proxyUser, socketAddress } from '../http/client-identity.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import type { AccessControl } from '../config/access-config.ts';
import { errorResponse } from '../http/error-envelope.ts';
import { createLoginLimiter } from './login-limiter.ts';
import type { LoginLimits } from './login-limiter.ts';
import { signInUnavailablePage, storageUnavailable } from '../identity/auth-routes.ts';
import { StorageUnavailable } from '../storage/storage-unavailable.ts';
import type { PersonResolver } from '../identity/person.ts';

export type AccessControlOptions = {
  access: AccessControl;
  /** The connecting address, which keys browsers without a device cookie (IPv6 by its /64); the socket's by default. */
  clientAddress?: (c: Context) => string;
  /**
   * Reverse proxies (TRUSTED_PROXY_ADDRESSES) whose X-Forwarded-For names the browser's address
   * and whose X-Forwarded-Proto says whether it came over TLS; no one's by default.
   */
  trustedProxies?: readonly string[];
  now?: () => number;
  /** One line per failed login; console.warn by default. */
  log?: (line: string) => void;
  /** Told of each failed login (the metrics count them). */
  onFailure?: () => void;
  /** Failed-login counts shared by every instance (Redis); this process's own by default. */
  limiter?: LoginLimits;
  /** OIDC: the person the request's session cookie opens, or null; throws StorageUnavailable. Required for `oidc`. */
  signedIn?: PersonResolver;
};

type TrustedProxy = Extract<AccessControl, { kind: 'trusted-proxy' }>;

export const DEVICE_COOKIE = 'dashboard_device';
const DEVICE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
// A 16-byte id and a 32-byte HMAC, both base64url.
const DEVICE_COOKIE_FORMAT = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const PROXY_SECRET_HEADER = 'X-Dashboard-Proxy-Secret';
const REALM = 'Basic realm="Cash-flow dashboard", charset="UTF-8"';

/**
 * HTTP Basic auth on every route when DASHBOARD_PASSWORD is set (any user name); with an
 * authenticating proxy, only requests that prove they came through it; otherwise (config.ts only
 * allows that on loopback) everything.
 */
export function accessControl(options: AccessControlOptions): MiddlewareHandler<ClientEnv> {
  const { access } = options;
  const socket = options.clientAddress ?? socketAddress;
  const browser = {
    address: forwardedClientAddress(options.trustedProxies ?? [], socket),
    overTls: cameOverTls(options.trustedProxies ?? [], socket),
  };
  const check = accessCheck(access, socket, browser, options);
  // Until access control knows better (a device, a user), the client is the browser's address.
  return (c, next) => {
    c.set('clientId', addressKey(browser.address(c)));
    return check(c, next);
  };
}

/** Where the browser is and whether it came over TLS, past any trusted proxy. */
type Browser = { address: (c: Context) => string; overTls: (c: Context) => boolean };

function accessCheck(
  access: AccessControl,
  socket: (c: Context) => string,
  browser: Browser,
  options: AccessControlOptions,
): MiddlewareHandler<ClientEnv> {
  if (access.kind === 'password') return passwordAccess(access.password, browser, options);
  if (access.kind === 'trusted-proxy') return trustedProxyAccess(access, socket);
  if (access.kind === 'oidc') return signedInAccess(options.signedIn);
  return (_c, next) => next();
}

/**
 * What anyone may fetch before signing in: the sign-in itself and the built, content-hashed
 * scripts and styles (no figures; a missing one is a 404, never index.html). Nothing else:
 * index.html carries the workspace's page meta, and any unknown path falls back to it.
 * /healthz, /readyz and /metrics are answered before access control.
 */
const OPEN_BEFORE_SIGN_IN = /^\/(?:auth|assets)\//;
/** Answered in the error envelope: scripts call them and read the JSON. */
const JSON_PREFIXES = /^\/(?:api|workspace)(?:\/|$)/;

/**
 * OIDC: a request goes on only with a live session (its user becomes the client); otherwise a
 * page is sent to sign in and back, and a script's call is told it is not signed in.
 */
function signedInAccess(signedIn: PersonResolver | undefined): MiddlewareHandler<ClientEnv> {
  if (signedIn === undefined) throw new Error('OIDC access control needs the sessions: pass signedIn.');
  return async (c, next) => {
    if (OPEN_BEFORE_SIGN_IN.test(c.req.path)) return next();
    let person;
    try {
      person = await signedIn(c);
    } catch (error) {
      if (error instanceof StorageUnavailable) return JSON_PREFIXES.test(c.req.path) ? storageUnavailable() : signInUnavailablePage();
      throw error;
    }
    if (person === null) return notSignedIn(c);
    c.set('clientId', `user:${person.id}`);
    return next();
  };
}

function notSignedIn(c: Context): Response {
  const isPage = (c.req.method === 'GET' || c.req.method === 'HEAD') && !JSON_PREFIXES.test(c.req.path);
  if (!isPage)
    return errorResponse(
      401,
      { type: 'authentication', code: 'not_signed_in', message: 'Sign in to use the dashboard.' },
      { 'Cache-Control': 'no-store' },
    );
  const url = new URL(c.req.url);
  const location = `/auth/sign-in?return=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Failed logins slow down progressively per key, and for browsers without a device cookie also
 * globally, where they then take turns. A browser that logged in before holds a device cookie
 * and only answers for its own failures, so a guesser behind the same NAT never locks a
 * colleague out (OWASP's device cookies). An address gets a few new device cookies per 15
 * minutes: each is a client of its own for the upstream budget, and one person minting many
 * would take many shares.
 */
function passwordAccess(
  password: string,
  browser: Browser,
  options: Pick<AccessControlOptions, 'now' | 'log' | 'limiter' | 'onFailure'>,
): MiddlewareHandler<ClientEnv> {
  const expected = sha256(password);
  // Derived from the password: survives restarts, works across instances, dies with a password change.
  const deviceKey = createHmac('sha256', expected).update('device-cookie').digest();
  const limiter = options.limiter ?? createLoginLimiter({ now: options.now });
  const log = options.log ?? ((line: string) => console.warn(line));

  return async (c, next) => {
    const authorization = c.req.header('authorization');
    // A request without credentials is a browser about to prompt, not a guess.
    if (authorization === undefined) return unauthorized();
    const deviceId = verifiedDeviceId(getCookie(c, DEVICE_COOKIE), deviceKey);
    const address = addressKey(browser.address(c));
    const key = deviceId === undefined ? address : `device:${deviceId}`;
    const shared = deviceId === undefined;
    // Checked before the password, so guesses sent in parallel cannot slip through the delay.
    const waitMs = await limiter.turnMs(key, shared);
    if (waitMs > 0) return tooManyFailures(waitMs, c.req.header('sec-fetch-dest') === 'document');
    if (!passwordMatches(authorization, expected)) {
      const failure = await limiter.fail(key, shared);
      options.onFailure?.();
      log(`auth failed client=${key} failures=${failure.failures} retry_after_s=${Math.ceil(failure.waitMs / 1000)}`);
      return unauthorized();
    }
    await limiter.succeed(key);
    if (deviceId !== undefined) {
      c.set('clientId', key);
      return next();
    }
    // Past the address's few new devices the browser logs in all the same, as its address.
    const mint = await limiter.mayMintDevice(address);
    await next();
    if (!mint) return;
    setCookie(c, DEVICE_COOKIE, newDeviceCookie(deviceKey), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
      secure: browser.overTls(c),
    });
  };
}

function unauthorized(): Response {
  return errorResponse(
    401,
    { type: 'authentication', code: 'unauthorized', message: 'This dashboard needs a password.' },
    { 'WWW-Authenticate': REALM },
  );
}

/**
 * The API gets the error envelope; a page the browser opens gets words, and comes back by itself
 * at its turn (`Refresh`), so a newcomer kept waiting by someone else's guesses need do nothing.
 */
function tooManyFailures(waitMs: number, page: boolean): Response {
  const waitS = Math.max(1, Math.ceil(waitMs / 1000));
  const message = `Too many failed log-in attempts: try again in ${waitS} s.`;
  if (!page) return errorResponse(429, { type: 'rate_limit', code: 'too_many_failed_logins', message }, { 'Retry-After': String(waitS) });
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(waitS),
    Refresh: String(waitS),
  };
  return new Response(lockedOutPage(waitS), { status: 429, headers });
}

function lockedOutPage(waitS: number): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>Your turn to sign in comes in ${waitS} s</title></head>`,
    '<body>',
    `<h1>Your turn to sign in comes in ${waitS} seconds</h1>`,
    '<p>This dashboard has seen many wrong passwords lately, so browsers that have not signed in here before take turns,' +
      ' in the order they arrived.</p>',
    '<p>Keep this page open: it reloads by itself when your turn comes, and the password is checked then.' +
      ' Reloading sooner does not move you ahead.</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// Hashing first gives both sides the same length, which timingSafeEqual requires, without leaking the length.
function passwordMatches(header: string, expected: Buffer): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match?.[1]) return false;
  const credentials = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon === -1) return false;
  return timingSafeEqual(sha256(credentials.slice(colon + 1)), expected);
}

function newDeviceCookie(deviceKey: Buffer): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${deviceMac(id, deviceKey)}`;
}

/** The id of a device cookie this server signed, or undefined for a missing, forged or tampered one. */
function verifiedDeviceId(cookie: string | undefined, deviceKey: Buffer): string | undefined {
  const match = DEVICE_COOKIE_FORMAT.exec(cookie ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  // The format fixes both lengths, as timingSafeEqual requires.
  const valid = timingSafeEqual(Buffer.from(match[2]), Buffer.from(deviceMac(match[1], deviceKey)));
  return valid ? match[1] : undefined;
}

function deviceMac(id: string, deviceKey: Buffer): string {
  return createHmac('sha256', deviceKey).update(id).digest('base64url');
}

/**
 * Lets through only requests from the proxy's addresses and/or carrying its secret; the user it
 * names becomes the client. Addresses match exactly: a neighbour in the proxy's IPv6 /64 could
 * otherwise name any user.
 */
function trustedProxyAccess(access: TrustedProxy, clientAddress: (c: Context) => string): MiddlewareHandler<ClientEnv> {
  const isProxy = isListedIn(access.proxyAddresses);
  const secret = access.proxySecret === null ? null : sha256(access.proxySecret);

  return async (c, next) => {
    const fromProxy = access.proxyAddresses.length === 0 || isProxy(clientAddress(c));
    if (!fromProxy || !secretMatches(c.req.header(PROXY_SECRET_HEADER), secret)) {
      return errorResponse(403, {
        type: 'authentication',
        code: 'proxy_required',
        message: 'This dashboard is only reachable through its authenticating proxy.',
      });
    }
    const user = proxyUser(c.req.header(access.userHeader));
    if (user) c.set('clientId', `user:${user}`);
    return next();
  };
}

function secretMatches(header: string | undefined, expected: Buffer | null): boolean {
  if (expected === null) return true;
  if (header === undefined) return false;
  return timingSafeEqual(sha256(header), expected);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
