import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { IdentityConfig } from '../config/identity-config.ts';
import type { OidcSettings } from '../config/access-config.ts';
import { errorResponse } from '../http/error-envelope.ts';
import { inTransaction, recordAudit } from '../storage/audit-trail-store.ts';
import type { Database } from '../storage/schema.ts';
import {
  clearSessionCookies,
  idTokenOf,
  sessionToken,
  setIdTokenCookie,
  setSessionCookie,
  setSignInCookie,
  SIGN_IN_MAX_AGE_MS,
  takeSignInCookie,
  transactionKey,
} from './cookies.ts';
import type { OverHttps, SignInCookie } from './cookies.ts';
import type { OidcClient, ProviderIdentity, SignInTransaction } from './oidc-client.ts';
import { personSeen } from './named-admins.ts';
import { namesOf } from './people-store.ts';
import { groupsClaimWatch } from './groups-claim.ts';
import { admissionRefusal, mappedRole, namedAdmin } from './roles.ts';
import { createSession } from './session-store.ts';
import { plain, providerRefusal, signInFailures } from './sign-in-failures.ts';
import type { FailureLimits } from './sign-in-failures.ts';
import type { SessionStore } from './session-store.ts';
import { useSignIn } from './used-sign-ins-store.ts';

export type AuthRoutesOptions = {
  oidc: OidcSettings;
  client: OidcClient;
  identity: IdentityConfig;
  /** The database, opened on first need; null while it cannot be. */
  db: () => Promise<Kysely<Database> | null>;
  /** The sessions the person resolver opens: a sign-out here ends one at once on this instance. */
  sessions: SessionStore;
  overHttps: OverHttps;
  /** The browser's address past trusted proxies, for the audit trail and the limit on failed sign-ins. */
  clientAddress: (c: Context) => string;
  /** Failed sign-ins per address: the login limiter, this process's or (scaled out) Redis's. */
  limits: FailureLimits;
  /** Refuses cross-site writes (the workspace's Origin/CSRF guard). */
  writeGuard: MiddlewareHandler;
  /** One line per failure the operator may need (never a token). */
  log: (line: string) => void;
  now?: () => number;
};

const MAX_RETURN_LENGTH = 2048;
/** A used id is kept this much past its cookie's end: another instance's clock may run a little behind. */
const CLOCK_MARGIN_MS = 60_000;

/** `/auth/sign-in`, `/auth/callback` and `POST /auth/sign-out`: the dashboard's side of the OIDC code flow. */
export function authRoutes(options: AuthRoutesOptions): Hono {
  const app = new Hono();
  const key = transactionKey(options.oidc.clientSecret);
  const sessionMaxAgeS = Math.floor(options.identity.sessionMaxMs / 1000);
  const now = options.now ?? Date.now;
  const failures = signInFailures(options.limits);
  const watchGroupsClaim = groupsClaimWatch(options.oidc, options.identity, options.log);
  // Past the provider's checks, what throws is the database: said as such, never as a stack.
  app.onError((error, c) => {
    options.log(`Sign-in: the workspace database failed (${reasonOf(error)}).`);
    return c.req.method === 'POST' ? storageUnavailable() : signInUnavailablePage();
  });

  app.get('/auth/sign-in', async (c) => {
    // Checked first: a sign-in that could not be kept would only send the reader round the provider for nothing.
    if ((await options.db()) === null) return signInUnavailablePage();
    let started;
    try {
      started = await options.client.start(safeReturnPath(c.req.query('return'), options.oidc.publicUrl));
    } catch (error) {
      options.log(`Sign-in: the identity provider could not be reached (${reasonOf(error)}).`);
      return page(
        502,
        'The sign-in service does not answer',
        'The dashboard could not reach your identity provider. Try again in a minute; if it persists, tell whoever runs the dashboard.',
      );
    }
    await setSignInCookie(c, options.overHttps(c), key, started.transaction, now());
    c.header('Cache-Control', 'no-store');
    return c.redirect(started.url.href, 302);
  });

  app.get('/auth/callback', async (c) => {
    const db = await options.db();
    if (db === null) return signInUnavailablePage();
    const secure = options.overHttps(c);
    const from = options.clientAddress(c);
    const fail = async (status: 400 | 403, reason: string, claimed = 'unknown'): Promise<Response> => {
      await failures.record(db, { reason, claimed, from });
      options.log(`Sign-in refused: ${reason}.`);
      return refusedPage(c, status);
    };
    // Before the cookie is used: the page comes back by itself with it when the wait is over.
    const waitMs = await failures.waitMs(from);
    if (waitMs > 0) return tooManyFailuresPage(waitMs);
    const signIn = await useSignInCookie(db, await takeSignInCookie(c, secure, key), now());
    if ('refusal' in signIn) {
      // Anyone can send this, as often as they like: a log line, not a row in the audit trail.
      options.log(`Sign-in refused: ${signIn.refusal}.`);
      return refusedPage(c, 400);
    }
    const { transaction } = signIn;
    const providerError = c.req.query('error');
    if (providerError !== undefined) return fail(403, providerRefusal(providerError));
    let who: ProviderIdentity;
    try {
      who = await options.client.finish(new URL(`${options.oidc.publicUrl}/auth/callback${new URL(c.req.url).search}`), transaction);
    } catch (error) {
      return fail(400, `the provider's answer was refused: ${reasonOf(error)}`);
    }
    watchGroupsClaim(who);
    const refusal = admissionRefusal(who, options.identity.admission);
    if (refusal !== null) return fail(403, `not admitted: ${refusal}`, who.email ?? who.subject);
    const token = await inTransaction(db, (tx) => startSession(tx, options, who, from));
    setSessionCookie(c, secure, token, sessionMaxAgeS);
    setIdTokenCookie(c, secure, who.idToken, sessionMaxAgeS);
    c.header('Cache-Control', 'no-store');
    return c.redirect(transaction.returnTo, 303);
  });

  app.post('/auth/sign-out', options.writeGuard, async (c) => {
    const db = await options.db();
    if (db === null) return storageUnavailable();
    const secure = options.overHttps(c);
    const idToken = idTokenOf(c, secure);
    const token = sessionToken(c, secure);
    await inTransaction(db, async (tx) => {
      const userId = await options.sessions.revoke(tx, token);
      if (userId !== null) await recordSignOut(tx, userId, options.clientAddress(c));
    });
    clearSessionCookies(c, secure);
    const target = (await endSessionUrl(options, idToken)) ?? '/';
    c.header('Cache-Control', 'no-store');
    // A script (fetch) cannot follow a redirect to the provider's origin: it gets the address to go to.
    if (c.req.header('accept')?.includes('application/json')) return c.json({ redirect: target });
    if (target === '/') return c.redirect(target, 303);
    // The page's CSP (form-action 'self') stops a form's redirect to another origin; a page that moves on does not.
    // Through the context, as every answer here: the cookies it clears go out only with its response.
    return c.html(leavingPage(target));
  });

  // Open before sign-in: nothing else under /auth/ may fall through to the SPA's index.html.
  app.all('/auth/*', (c) => c.text('Not found', 404));
  return app;
}

/**
 * The callback's sign-in, used up, or why it cannot be used: one callback per sign-in on any instance, within
 * SIGN_IN_MAX_AGE_MS of its start by the server's clock, whatever the browser kept.
 */
async function useSignInCookie(
  db: Kysely<Database>,
  signIn: SignInCookie | null,
  at: number,
): Promise<{ transaction: SignInTransaction } | { refusal: string }> {
  if (signIn === null) return { refusal: 'no sign-in in progress in this browser (expired, or started elsewhere)' };
  const endsAt = signIn.issuedAt + SIGN_IN_MAX_AGE_MS;
  if (at >= endsAt) return { refusal: `the sign-in expired (it began over ${SIGN_IN_MAX_AGE_MS / 60_000} minutes ago)` };
  const fresh = await useSignIn(db, signIn.id, new Date(endsAt + CLOCK_MARGIN_MS), new Date(at));
  return fresh ? { transaction: signIn.transaction } : { refusal: 'this sign-in was already used (its cookie came back a second time)' };
}

/** The user as the provider describes them now, a session, and its record: all or nothing. Returns the session's token. */
async function startSession(db: Kysely<Database>, options: AuthRoutesOptions, who: ProviderIdentity, from: string): Promise<string> {
  const { identity, oidc } = options;
  const vouched = {
    issuer: oidc.issuer,
    subject: who.subject,
    name: who.name,
    email: who.email,
    mappedRole: mappedRole(who.groups, identity.roles),
    namedAdmin: namedAdmin(who, identity.adminEmails),
  };
  const user = await personSeen(db, vouched, { seenAt: new Date(options.now?.() ?? Date.now()), from, log: options.log });
  const policy = { idleMs: identity.sessionIdleMs, maxMs: identity.sessionMaxMs, ...(options.now && { now: options.now }) };
  const token = await createSession(db, user.id, policy);
  await recordAudit(db, {
    action: 'sign_in',
    actorId: user.id,
    actorLabel: user.email ?? user.display_name,
    details: { role: user.role },
    from,
  });
  return token;
}

async function recordSignOut(db: Kysely<Database>, userId: string, from: string): Promise<void> {
  const user = await namesOf(db, userId);
  await recordAudit(db, { action: 'sign_out', actorId: userId, actorLabel: user?.email ?? user?.display_name ?? userId, from });
}

/** Our session is over whatever the provider does: an unreachable provider sends the reader home. */
async function endSessionUrl(options: AuthRoutesOptions, idToken: string | undefined): Promise<string | null> {
  try {
    return (await options.client.endSessionUrl(idToken))?.href ?? null;
  } catch (error) {
    options.log(`Sign-out: the identity provider could not be reached (${reasonOf(error)}); its session stays open.`);
    return null;
  }
}

/**
 * Where to go after signing in: a path of this dashboard, never another origin, never back into /auth/. The target is
 * resolved against the dashboard's own origin, and the path sent back must resolve to that same place again:
 * `/.//evil.example/` resolves to the path `//evil.example/`, which a browser reads as another host.
 *
 * @example safeReturnPath('/reports?range=q', 'https://cash.example.com') // '/reports?range=q'
 * @example safeReturnPath('/.//evil.example/', 'https://cash.example.com') // '/'
 */
export function safeReturnPath(raw: string | undefined, origin: string): string {
  if (raw === undefined || raw.length > MAX_RETURN_LENGTH || !raw.startsWith('/')) return '/';
  const target = resolved(raw, origin);
  if (target?.origin !== origin || isAuthPath(target.pathname)) return '/';
  const path = `${target.pathname}${target.search}`;
  return resolved(path, origin)?.href === `${origin}${path}` ? path : '/';
}

function resolved(reference: string, origin: string): URL | null {
  try {
    return new URL(reference, origin);
  } catch {
    return null;
  }
}

/** The router decodes the path first: `/%61uth/sign-out` reaches /auth/ too. */
function isAuthPath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).startsWith('/auth/');
  } catch {
    // Undecodable: what the router makes of it is not ours to guess.
    return true;
  }
}

function refusedPage(c: Context, status: 400 | 403): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(pageHtml('Signing in did not work', refusalText(status), '/auth/sign-in'), status);
}

function refusalText(status: 400 | 403): string {
  if (status === 403)
    return (
      'Your account is not allowed into this dashboard, or the sign-in was cancelled.' +
      ' If you think it should be, ask whoever runs the dashboard.'
    );
  return 'The sign-in expired or came back incomplete. Start again; it takes one click if you are still signed in with your provider.';
}

/**
 * The error's own words and its cause's (openid-client says which check failed there), bounded and on one line; they
 * name checks, never token values.
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return plain(String(error));
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return plain(`${error.message}${cause}`);
}

/** `Refresh` brings the callback back at the end of the wait, cookie and code unused: the sign-in goes on by itself. */
function tooManyFailuresPage(waitMs: number): Response {
  const waitS = Math.max(1, Math.ceil(waitMs / 1000));
  const response = page(
    429,
    'Too many failed sign-ins',
    `Sign-ins from your network failed too often in the last 15 minutes. This page tries again by itself in ${waitS} seconds.`,
  );
  response.headers.set('Retry-After', String(waitS));
  response.headers.set('Refresh', String(waitS));
  return response;
}

const RETRY_AFTER_S = 5;
const UNAVAILABLE = 'Signing in is not possible right now: the workspace database does not answer. Try again in a minute.';

/** Comes back by itself (`Refresh`): right after a start, the embedded database takes a few seconds to open. */
export function signInUnavailablePage(): Response {
  const response = page(503, 'Signing in is not possible right now', UNAVAILABLE);
  response.headers.set('Retry-After', String(RETRY_AFTER_S));
  response.headers.set('Refresh', String(RETRY_AFTER_S));
  return response;
}

export function storageUnavailable(): Response {
  return errorResponse(
    503,
    { type: 'server', code: 'storage_unavailable', message: UNAVAILABLE },
    { 'Retry-After': String(RETRY_AFTER_S) },
  );
}

function leavingPage(target: string): string {
  const href = escapeAttribute(target);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Signing you out</title></head>
<body>
<h1>You are signed out of the dashboard</h1>
<p><a href="${href}">Sign out of your identity provider too</a></p>
</body>
</html>
`;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function page(status: number, title: string, text: string): Response {
  return new Response(pageHtml(title, text), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A short page in the dashboard's words; every argument is this file's own text, never the request's. */
function pageHtml(title: string, text: string, retry?: string): string {
  const link = retry === undefined ? '' : `\n<p><a href="${retry}">Sign in again</a></p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>${text}</p>${link}
</body>
</html>
`;
}
