import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SignInTransaction } from './oidc-client.ts';

/** `__Host-dashboard_session` over HTTPS (Secure, Path=/, no Domain: no sibling host can set or read it), else `dashboard_session`. */
const SESSION = 'dashboard_session';
/** The sign-in under way: state, nonce and PKCE verifier, a one-time id and the time it began, signed. */
const SIGN_IN = 'dashboard_sign_in';
/** Long enough for a password reset or a second factor at the provider; the server refuses an older one whatever the browser keeps. */
export const SIGN_IN_MAX_AGE_MS = 10 * 60_000;
/** The provider's ID token, only as the hint its sign-out asks for; sent to /auth/ only. */
const ID_TOKEN = 'dashboard_id_token';
const ID_TOKEN_PATH = '/auth/';
/** Browsers drop cookies above 4 kB; an ID token that large (Entra with many groups) is left out and sign-out goes without the hint. */
const MAX_ID_TOKEN_LENGTH = 3_500;

/** Whether the browser reached the dashboard over HTTPS: decides the cookies' names and Secure. */
export type OverHttps = (c: Context) => boolean;

export function sessionToken(c: Context, secure: boolean): string | undefined {
  return getCookie(c, SESSION, secure ? 'host' : undefined);
}

/** HttpOnly (no script reads it), SameSite=Lax (sent when a link from elsewhere opens the dashboard, not on cross-site posts). */
export function setSessionCookie(c: Context, secure: boolean, token: string, maxAgeS: number): void {
  setCookie(c, SESSION, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: maxAgeS,
    ...(secure && { prefix: 'host' as const }),
  });
}

export function clearSessionCookies(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION, { path: '/', secure, ...(secure && { prefix: 'host' as const }) });
  deleteCookie(c, ID_TOKEN, { path: ID_TOKEN_PATH, secure, ...(secure && { prefix: 'secure' as const }) });
}

export function setIdTokenCookie(c: Context, secure: boolean, idToken: string | null, maxAgeS: number): void {
  if (idToken === null || idToken.length > MAX_ID_TOKEN_LENGTH) return;
  setCookie(c, ID_TOKEN, idToken, {
    httpOnly: true,
    sameSite: 'Lax',
    path: ID_TOKEN_PATH,
    secure,
    maxAge: maxAgeS,
    ...(secure && { prefix: 'secure' as const }),
  });
}

export function idTokenOf(c: Context, secure: boolean): string | undefined {
  return getCookie(c, ID_TOKEN, secure ? 'secure' : undefined);
}

/**
 * Signed with a key derived from the client secret, which every instance has: the callback works
 * on whichever instance it reaches, and no one without the secret can forge a state of their own.
 */
export function transactionKey(clientSecret: string): Buffer {
  return createHmac('sha256', clientSecret).update('dashboard sign-in transaction').digest();
}

/** The sign-in under way as its cookie carries it: the provider's transaction, its one-time id, and when it began (ms). */
export type SignInCookie = { transaction: SignInTransaction; id: string; issuedAt: number };

export async function setSignInCookie(
  c: Context,
  secure: boolean,
  key: Buffer,
  transaction: SignInTransaction,
  issuedAt: number,
): Promise<void> {
  const id = randomBytes(16).toString('base64url');
  const value = Buffer.from(JSON.stringify({ ...transaction, id, issuedAt })).toString('base64url');
  // Lax, so it comes back with the provider's top-level redirect to the callback.
  await setSignedCookie(c, SIGN_IN, value, key, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SIGN_IN_MAX_AGE_MS / 1000,
    ...(secure && { prefix: 'host' as const }),
  });
}

/**
 * The sign-in this browser started: the cookie is cleared as it is read. Null when missing, forged or malformed; whether
 * it is still young and unused is the caller's to check (the server, not the browser, decides both).
 */
export async function takeSignInCookie(c: Context, secure: boolean, key: Buffer): Promise<SignInCookie | null> {
  const value = await getSignedCookie(c, key, SIGN_IN, secure ? 'host' : undefined);
  deleteCookie(c, SIGN_IN, { path: '/', secure, ...(secure && { prefix: 'host' as const }) });
  if (typeof value !== 'string') return null;
  const parsed = signInSchema.safeParse(Buffer.from(value, 'base64url').toString('utf8'));
  if (!parsed.success) return null;
  const { id, issuedAt, ...transaction } = parsed.data;
  return { transaction, id, issuedAt };
}

const signInSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      state: z.string(),
      nonce: z.string(),
      verifier: z.string(),
      returnTo: z.string(),
      id: z.string().regex(/^[\w-]{22}$/),
      issuedAt: z.int().positive(),
    }),
  );
