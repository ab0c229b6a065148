import type { Configuration } from 'openid-client';
import type { OidcSettings } from '../config/access-config.ts';
import { groupsOf } from './roles.ts';

/** What the sign-in needs to remember between leaving for the provider and coming back. */
export type SignInTransaction = { state: string; nonce: string; verifier: string; returnTo: string };

/** Who the provider says signed in. */
export type ProviderIdentity = {
  subject: string;
  name: string;
  email: string | null;
  emailVerified: boolean | null;
  groups: string[];
  /** Whether the groups claim came at all: a provider that sends it only when set up to leaves it out, rather than empty. */
  groupsSent: boolean;
  /** Kept only as the hint for the provider's sign-out. */
  idToken: string | null;
};

export type OidcClient = {
  /** The provider's authorization URL (code flow, PKCE S256, state and nonce) and what to remember for the callback. */
  start(returnTo: string): Promise<{ url: URL; transaction: SignInTransaction }>;
  /** Exchanges the callback's code, checking state, nonce, PKCE, issuer and the ID token's signature; throws when anything is off. */
  finish(callbackUrl: URL, transaction: SignInTransaction): Promise<ProviderIdentity>;
  /** The provider's sign-out for this session, where it has one. */
  endSessionUrl(idToken: string | undefined): Promise<URL | null>;
};

/**
 * A confidential client of the provider. Discovery happens on the first sign-in, not at start, so
 * a provider that is down at start costs nothing until someone signs in; a failed discovery is
 * tried again on the next sign-in.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<Configuration> | null = null;
  const library = () => import('openid-client');
  const configuration = (): Promise<Configuration> => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };
  const redirectUri = `${settings.publicUrl}/auth/callback`;

  return {
    async start(returnTo) {
      const [client, config] = await Promise.all([library(), configuration()]);
      const transaction = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), returnTo };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes.join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      return { url, transaction };
    },

    async finish(callbackUrl, transaction) {
      const [client, config] = await Promise.all([library(), configuration()]);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (idClaims === undefined) throw new Error('the provider sent no ID token');
      // Many providers put profile, e-mail and groups in userinfo only, others (Entra) in the ID token only.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const claims: Record<string, unknown> = { ...userInfo, ...idClaims };
      return identityOf(claims, idClaims.sub, settings.groupsClaim, tokens.id_token ?? null);
    },

    async endSessionUrl(idToken) {
      const [client, config] = await Promise.all([library(), configuration()]);
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${settings.publicUrl}/`,
        ...(idToken !== undefined && { id_token_hint: idToken }),
      });
    },
  };
}

/**
 * The provider discovered once at start, so a wrong OIDC_ISSUER or a provider that is down shows
 * in the log before anyone signs in. Not fatal: each sign-in discovers again until one succeeds.
 */
export async function checkProvider(settings: OidcSettings): Promise<{ ok: boolean; line: string }> {
  try {
    const { issuer } = (await discover(settings)).serverMetadata();
    return { ok: true, line: `OIDC provider ${issuer}: discovered, client ${settings.clientId}.` };
  } catch (error) {
    const reason = error instanceof Error ? causeOf(error) : String(error);
    return { ok: false, line: `OIDC provider ${settings.issuer} not discovered: ${reason}; sign-in tries again at each attempt.` };
  }
}

/** openid-client wraps a failed fetch ("fetch failed"): its cause says why (ECONNREFUSED). */
function causeOf(error: Error): string {
  const cause = error.cause instanceof Error ? causeOf(error.cause) : '';
  const code = (error as { code?: unknown }).code;
  const own = error.message || (typeof code === 'string' ? code : error.name);
  return (cause === '' ? own : `${own}: ${cause}`).replace(/[^\x20-\x7e]/g, '').slice(0, 200);
}

async function discover(settings: OidcSettings): Promise<Configuration> {
  const client = await import('openid-client');
  // config.ts allows plain http only for a provider on this machine.
  const insecure = new URL(settings.issuer).protocol === 'http:';
  // client_secret_basic: the method every provider must support when the client registers none.
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    client.ClientSecretBasic(settings.clientSecret),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

function identityOf(claims: Record<string, unknown>, subject: string, groupsClaim: string, idToken: string | null): ProviderIdentity {
  const email = text(claims.email);
  const name = text(claims.name) ?? text(claims.preferred_username) ?? email ?? subject;
  const verified = claims.email_verified;
  return {
    subject,
    name,
    email,
    emailVerified: typeof verified === 'boolean' ? verified : null,
    groups: groupsOf(claims[groupsClaim]),
    groupsSent: claims[groupsClaim] !== undefined && claims[groupsClaim] !== null,
    idToken,
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}
