import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './redis-server.ts';

/** Someone the test provider signs in: `login` on its form (any password), the rest as claims; no `groups`, no groups claim. */
export type TestAccount = { login: string; name: string; email: string; emailVerified?: boolean; groups?: readonly string[] };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Drives the provider's login form over HTTP as a browser would, from the authorization URL the
   * dashboard redirected to; resolves with the URL the provider sends the browser back to (the
   * dashboard's callback with a code, or with an error).
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
};

export type TestProviderOptions = {
  accounts: readonly TestAccount[];
  /** The dashboard's callback(s), `${PUBLIC_URL}/auth/callback`. */
  redirectUris: readonly string[];
  /** Where the provider may send browsers after its sign-out; `${PUBLIC_URL}/` for the dashboard. */
  postLogoutRedirectUris?: readonly string[];
};

/**
 * A real OpenID provider (node-oidc-provider, the certified implementation) on a free loopback
 * port: discovery, authorization code with PKCE, ID tokens signed with a fresh RSA key, userinfo
 * (where `groups` comes with the `profile` scope, as Authentik sends it), and RP-initiated
 * logout. Consent is skipped, as a company provider does for its own apps; the login form takes
 * any password.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'cashflow-dashboard';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map(options.accounts.map((account) => [account.login, account]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        post_logout_redirect_uris: [...(options.postLogoutRedirectUris ?? [])],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name', 'groups'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (account === undefined) return undefined;
      const claims = {
        sub,
        name: account.name,
        email: account.email,
        email_verified: account.emailVerified ?? true,
        ...(account.groups && { groups: [...account.groups] }),
      };
      return { accountId: sub, claims: () => claims };
    },
    loadExistingGrant: grantEverything,
  });
  const handle = provider.callback();
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    signIn: (authorizationUrl, login) => driveLogin(authorizationUrl, login),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
}

/** First-party app: the grant covers what it asks for, so no consent screen. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({ clientId: oidc.client?.clientId ?? '', accountId: oidc.session?.accountId ?? '' });
  const scope = oidc.params?.scope;
  grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
  await grant.save();
  return grant;
}

function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  ctx.body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out of the test provider</title></head><body>\n' +
    `<h1>Sign out of the test provider?</h1>${form}` +
    '<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>';
}

function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head>' +
    '<body><h1>Signed out of the test provider</h1></body></html>';
}

/** The provider's redirects, followed with a cookie jar, until it leaves for another origin. */
async function driveLogin(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let location = await step(jar, authorizationUrl);
  const interaction = new URL(location, origin);
  if (!interaction.pathname.startsWith('/interaction/')) return interaction.href;
  const body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  location = await step(jar, interaction.href, body);
  for (let hops = 0; hops < 5; hops++) {
    const next = new URL(location, origin);
    if (next.origin !== origin) return next.href;
    location = await step(jar, next.href);
  }
  throw new Error('the test provider kept redirecting');
}

async function step(jar: Map<string, string>, url: string, form?: URLSearchParams): Promise<string> {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    ...(form && { body: form.toString() }),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const location = response.headers.get('location');
  if (location === null) throw new Error(`the test provider answered ${response.status} without a redirect at ${new URL(url).pathname}`);
  return location;
}
