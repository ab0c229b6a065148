import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { cameOverTls, forwardedClientAddress, socketAddress } from '../http/client-identity.ts';
import type { AccessControl } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import { errorResponse } from '../http/error-envelope.ts';
import type { Database } from '../storage/schema.ts';
import { authRoutes } from './auth-routes.ts';
import { createOidcClient } from './oidc-client.ts';
import type { FailureLimits } from './sign-in-failures.ts';
import type { PersonResolver } from './person.ts';
import { createPersonResolver, sessionReader } from './person-resolver.ts';
import { createSessionStore } from './session-store.ts';

/** Who is asking, in the configured access mode, and (OIDC) the routes that sign people in and out. */
export type Identity = {
  personOf: PersonResolver;
  /** OIDC: what access control asks of every request; undefined in the other modes. */
  signedIn: PersonResolver | undefined;
  /** OIDC: /auth/sign-in, /auth/callback, POST /auth/sign-out; null in the other modes. */
  routes: Hono | null;
};

export type IdentityOptions = {
  access: AccessControl;
  identity: IdentityConfig;
  /** The database, opened on first need; null while it cannot be. */
  db: () => Promise<Kysely<Database> | null>;
  /** Reverse proxies believed about the browser's address and TLS (TRUSTED_PROXY_ADDRESSES). */
  trustedProxies?: readonly string[];
  /** The connecting address; the socket's by default (tests simulate others). */
  clientAddress?: (c: Context) => string;
  /** OIDC: failed sign-ins per address are the login limiter's (the shared state's, in Redis when scaled out). */
  signInLimits: FailureLimits;
  /** Refuses cross-site sign-outs; the workspace's write guard in the server, same-origin only by default. */
  writeGuard?: MiddlewareHandler;
  log: (line: string) => void;
  now?: () => number;
};

export function createIdentity(options: IdentityOptions): Identity {
  const { access } = options;
  const socket = options.clientAddress ?? socketAddress;
  const trusted = options.trustedProxies ?? [];
  const overTls = cameOverTls(trusted, socket);
  const publicHttps = access.kind === 'oidc' && access.oidc.publicUrl.startsWith('https:');
  // PUBLIC_URL is what the browser sees: https there means https cookies even behind a plain-HTTP hop.
  const overHttps = (c: Context) => publicHttps || overTls(c);
  const clock = options.now && { now: options.now };
  const sessions = createSessionStore({ idleMs: options.identity.sessionIdleMs, maxMs: options.identity.sessionMaxMs, ...clock });
  const clientAddress = forwardedClientAddress(trusted, socket);
  const resolverOptions = {
    access,
    identity: options.identity,
    db: options.db,
    overHttps,
    sessions,
    clientAddress,
    log: options.log,
    ...clock,
  };
  const personOf = createPersonResolver(resolverOptions);
  if (access.kind !== 'oidc') return { personOf, signedIn: undefined, routes: null };
  const routes = authRoutes({
    oidc: access.oidc,
    client: createOidcClient(access.oidc),
    identity: options.identity,
    db: options.db,
    sessions,
    overHttps,
    clientAddress,
    limits: options.signInLimits,
    writeGuard: options.writeGuard ?? sameOriginOnly(access.oidc.publicUrl),
    log: options.log,
    ...clock,
  });
  return { personOf, signedIn: sessionReader(resolverOptions), routes };
}

/**
 * The least a write needs: the browser says it comes from the dashboard's own origin. Under the
 * dashboard's `Referrer-Policy: no-referrer`, Chromium sends `Origin: null` with a form post even
 * from the same origin; then `Sec-Fetch-Site`, which a page cannot set, says where it came from.
 */
export function sameOriginOnly(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === publicUrl) return next();
    if ((origin === undefined || origin === 'null') && c.req.header('sec-fetch-site') === 'same-origin') return next();
    return errorResponse(403, {
      type: 'invalid_request',
      code: 'cross_site_request',
      message: 'This request did not come from the dashboard itself.',
    });
  };
}
