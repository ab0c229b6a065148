import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessControl } from '../access/access-control.ts';
import { createLoginLimiter } from '../access/login-limiter.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import type { AccessControl, OidcSettings } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import { migrateToLatest, openStorage } from '../storage/open-storage.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { Database } from '../storage/schema.ts';
import { startTestProvider } from '../testing/oidc-provider.ts';
import type { TestProvider } from '../testing/oidc-provider.ts';
import { unreachableDatabase } from '../testing/workspace-fixture.ts';
import { createIdentity } from './identity.ts';
import { NAMED_ADMIN_ACTOR } from './named-admins.ts';
import { OUTAGE_GRACE_MS } from './session-store.ts';

const PUBLIC = 'http://localhost:8080';
const HTTPS_PUBLIC = 'https://cash.example.com';
const HOUR = 3_600_000;

const accounts = [
  { login: 'vic', name: 'Vic Viewer', email: 'vic@example.com', groups: [] },
  { login: 'eve', name: 'Eve Editor', email: 'eve@example.com', groups: ['finance'] },
  { login: 'ada', name: 'Ada Admin', email: 'ada@example.com', groups: ['finance', 'it'] },
  { login: 'out', name: 'Otto Outsider', email: 'otto@elsewhere.org', groups: ['finance'] },
  // A provider not set up to send groups leaves the claim out.
  { login: 'nog', name: 'Nora No-Groups', email: 'nora@example.com' },
];

const identityConfig: IdentityConfig = {
  roles: { adminGroups: ['it'], editorGroups: ['finance'], defaultRole: 'viewer' },
  admission: { emailDomains: ['example.com'], groups: [] },
  passwordRole: 'editor',
  proxyGroupsHeader: null,
  sessionIdleMs: 8 * HOUR,
  sessionMaxMs: 7 * 24 * HOUR,
  adminEmails: [],
};

/** `name=value` pairs of a response's Set-Cookie headers, for the next request. */
function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('signing in with an OpenID provider (oidc-provider over HTTP)', () => {
  let provider: TestProvider;
  let storage: Storage;
  /** What the server finds when it asks for the database: the real one, none, or one that refuses. */
  let database: Kysely<Database> | null = null;
  const clock = { now: Date.now() };
  const logged: string[] = [];

  beforeAll(async () => {
    [provider, storage] = await Promise.all([
      startTestProvider({
        accounts,
        redirectUris: [`${PUBLIC}/auth/callback`, `${HTTPS_PUBLIC}/auth/callback`],
        postLogoutRedirectUris: [`${PUBLIC}/`],
      }),
      openStorage({ kind: 'embedded', dataDir: 'memory://' }),
    ]);
    await migrateToLatest(storage.db);
    database = storage.db;
  }, 90_000);

  afterAll(async () => {
    await provider?.close();
    await storage?.close();
  });

  /** A dashboard of its own (its own failed-sign-in counts), reached from `address`. */
  function dashboard({ publicUrl = PUBLIC, address = '192.0.2.10', settings = identityConfig } = {}) {
    const oidc: OidcSettings = {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      publicUrl,
      groupsClaim: 'groups',
      scopes: ['openid', 'profile', 'email'],
    };
    const access: AccessControl = { kind: 'oidc', oidc };
    const identity = createIdentity({
      access,
      identity: settings,
      db: async () => database,
      clientAddress: () => address,
      signInLimits: createLoginLimiter({ now: () => clock.now }),
      log: (line) => logged.push(line),
      now: () => clock.now,
    });
    const app = new Hono<ClientEnv>();
    app.use(accessControl({ access, signedIn: identity.signedIn, clientAddress: () => address, log: () => undefined }));
    if (identity.routes) app.route('/', identity.routes);
    app.get('/api/v1/accounts', (c) => c.json({ client: c.get('clientId') }));
    app.get('/workspace/person', async (c) => c.json(await identity.personOf(c)));
    app.get('/*', (c) => c.html('<p>dashboard</p>'));
    return app;
  }

  /** The browser's round trip: the dashboard, the provider's login form, back to the callback. */
  async function signIn(app: Hono<ClientEnv>, login: string, returnTo = '/reports?range=q', publicUrl = PUBLIC) {
    const start = await app.request(`${publicUrl}/auth/sign-in?return=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location') ?? '');
    const callback = await provider.signIn(authorization.href, login);
    const cookie = cookiesOf(start);
    const done = await app.request(callback, { headers: { cookie } });
    return { start, authorization, callback, done, cookie: cookiesOf(done, cookie) };
  }

  /** The provider's callback with `error`, for the sign-in `start` began. */
  async function refuse(app: Hono<ClientEnv>, start: Response, error: string) {
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const query = new URLSearchParams({ error, state });
    return app.request(`${PUBLIC}/auth/callback?${query.toString()}`, { headers: { cookie: cookiesOf(start) } });
  }

  async function auditFrom(address: string) {
    return storage.db.selectFrom('audit_events').selectAll().where('client_address', '=', address).orderBy('at', 'desc').execute();
  }

  async function auditOf(action: string) {
    return storage.db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('at', 'desc').execute();
  }

  it('sends the browser to the provider with code, PKCE S256, state and nonce, and the callback under PUBLIC_URL', async () => {
    const { authorization, start } = await signIn(dashboard(), 'vic');
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${PUBLIC}/auth/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(name)).toMatch(/^[\w-]{22,}$/);
    expect(start.headers.get('set-cookie')).toMatch(/^dashboard_sign_in=.*; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('signs a user in: a session cookie, back to where they were, and their groups give their role', async () => {
    const app = dashboard();
    const roles: Record<string, string> = {};
    for (const login of ['vic', 'eve', 'ada']) {
      const { done, cookie } = await signIn(app, login);
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe('/reports?range=q');
      const session = done.headers.getSetCookie().find((line) => line.startsWith('dashboard_session='));
      expect(session).toMatch(/^dashboard_session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
      const person = (await (await app.request('/workspace/person', { headers: { cookie } })).json()) as {
        id: string;
        role: string;
        access: string;
        email: string;
      };
      expect(person).toMatchObject({ access: 'oidc', email: `${login}@example.com` });
      roles[login] = person.role;
      const api = await app.request('/api/v1/accounts', { headers: { cookie } });
      expect(await api.json()).toEqual({ client: `user:${person.id}` });
      expect((await app.request('/reports', { headers: { cookie } })).status).toBe(200);
    }
    expect(roles).toEqual({ vic: 'viewer', eve: 'editor', ada: 'admin' });
    const signIns = await auditOf('sign_in');
    expect(signIns[0]).toMatchObject({ actor_label: 'ada@example.com', details: { role: 'admin' }, client_address: '192.0.2.10' });
  });

  it('warns once per person when a sign-in brings no groups claim while role groups are set: they sign in as viewers', async () => {
    const app = dashboard();
    const warnings = () => logged.filter((line) => line.startsWith('Sign-in: the provider sent no "groups" claim'));
    const before = warnings().length;
    // An empty list is a claim: the provider sends groups, this person has none.
    await signIn(app, 'vic');
    expect(warnings()).toHaveLength(before);
    const { cookie } = await signIn(app, 'nog');
    await signIn(app, 'nog');
    expect(warnings().slice(before)).toEqual([
      'Sign-in: the provider sent no "groups" claim, so ROLE_ADMIN_GROUPS, ROLE_EDITOR_GROUPS match none of this person\'s groups:' +
        ' they get DEFAULT_ROLE (viewer) unless an admin set their role, and nobody becomes admin through a group.' +
        ' Most providers send groups only when set up to (scopes asked: "openid profile email");' +
        ' see "Where each provider puts things" in the README.',
    ]);
    expect(await (await app.request('/workspace/person', { headers: { cookie } })).json()).toMatchObject({ role: 'viewer' });
  });

  it('over HTTPS the cookies are __Host- and Secure', async () => {
    const { done } = await signIn(dashboard({ publicUrl: HTTPS_PUBLIC }), 'vic', '/', HTTPS_PUBLIC);
    expect(done.headers.getSetCookie().find((line) => line.startsWith('__Host-dashboard_session='))).toMatch(
      /; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('refuses someone the provider signs in but the allow-list does not admit, and says why in the audit trail', async () => {
    const { done } = await signIn(dashboard(), 'out');
    expect(done.status).toBe(403);
    expect(await done.text()).toContain('not allowed into this dashboard');
    expect(done.headers.getSetCookie().some((line) => line.startsWith('dashboard_session='))).toBe(false);
    const [failure] = await auditOf('sign_in_failed');
    expect(failure).toMatchObject({
      actor_user_id: null,
      actor_label: 'otto@elsewhere.org',
      details: { reason: 'not admitted: neither an allowed e-mail domain nor an allowed group' },
    });
    const known = await storage.db.selectFrom('users').select('email').where('email', '=', 'otto@elsewhere.org').execute();
    expect(known).toEqual([]);
  });

  it('refuses a callback whose state was tampered with, or that no sign-in in this browser started', async () => {
    const app = dashboard();
    const start = await app.request(`${PUBLIC}/auth/sign-in`);
    const callback = new URL(await provider.signIn(start.headers.get('location') ?? '', 'eve'));
    callback.searchParams.set('state', 'forged-state-value');
    const tampered = await app.request(callback.href, { headers: { cookie: cookiesOf(start) } });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.getSetCookie()).toEqual([expect.stringMatching(/^dashboard_sign_in=; Max-Age=0; Path=\//)]);
    expect(tampered.headers.getSetCookie().some((line) => line.startsWith('dashboard_session='))).toBe(false);
    expect((await auditOf('sign_in_failed'))[0]?.details).toEqual({
      reason: expect.stringMatching(/^the provider's answer was refused: .*"state"/),
    });

    const foreign = await signIn(app, 'eve');
    const failures = (await auditOf('sign_in_failed')).length;
    const elsewhere = await app.request(foreign.callback);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.getSetCookie().some((line) => line.startsWith('dashboard_session='))).toBe(false);
    // Anyone can send that as often as they like: logged, kept out of the audit trail.
    expect(await auditOf('sign_in_failed')).toHaveLength(failures);
    expect(logged.at(-1)).toBe('Sign-in refused: no sign-in in progress in this browser (expired, or started elsewhere).');
  });

  it("records the provider's refusal (the user cancelled) without a session", async () => {
    const app = dashboard();
    const start = await app.request(`${PUBLIC}/auth/sign-in`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const refused = await app.request(`${PUBLIC}/auth/callback?error=access_denied&state=${state}`, {
      headers: { cookie: cookiesOf(start) },
    });
    expect(refused.status).toBe(403);
    expect((await auditOf('sign_in_failed'))[0]?.details).toEqual({ reason: 'the provider answered access_denied' });
  });

  it('uses a sign-in cookie once: five callbacks with one value give one sign-in and four refusals', async () => {
    const app = dashboard();
    const { start, callback, done } = await signIn(app, 'eve');
    const [signIns, failures] = [(await auditOf('sign_in')).length, (await auditOf('sign_in_failed')).length];
    const replays = [];
    for (let replay = 0; replay < 4; replay++) replays.push(await app.request(callback, { headers: { cookie: cookiesOf(start) } }));
    expect([done, ...replays].map((answer) => answer.status)).toEqual([303, 400, 400, 400, 400]);
    expect(replays.some((answer) => answer.headers.getSetCookie().some((line) => line.startsWith('dashboard_session=')))).toBe(false);
    expect(await auditOf('sign_in')).toHaveLength(signIns);
    // Refused before the provider is asked: no failed code exchange, no row.
    expect(await auditOf('sign_in_failed')).toHaveLength(failures);
    expect(logged.at(-1)).toBe('Sign-in refused: this sign-in was already used (its cookie came back a second time).');
  });

  it("uses a sign-in cookie once when the provider's answer is an error, too: one refusal, not five", async () => {
    const address = '198.51.100.9';
    const app = dashboard({ address });
    const start = await app.request(`${PUBLIC}/auth/sign-in`);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await refuse(app, start, 'access_denied')).status);
    expect(statuses).toEqual([403, 400, 400, 400, 400]);
    expect((await auditFrom(address)).map((row) => row.details)).toEqual([{ reason: 'the provider answered access_denied' }]);
  });

  it('limits failed sign-ins per address: 300 failed callbacks give one row with a count, and 429 past the fifth', async () => {
    const address = '198.51.100.7';
    const app = dashboard({ address });
    const hostile = `evil\r\n<script>alert(1)</script>${'A'.repeat(4_000)}`;
    const answers = [];
    for (let attempt = 0; attempt < 300; attempt++) answers.push(await refuse(app, await app.request(`${PUBLIC}/auth/sign-in`), hostile));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(5).fill(403), ...Array<number>(295).fill(429)]);
    const limited = answers[5];
    expect(limited?.headers.get('retry-after')).toBe('1');
    expect(limited?.headers.get('refresh')).toBe('1');
    expect(await limited?.text()).toContain('Sign-ins from your network failed too often in the last 15 minutes.');
    expect(await auditFrom(address)).toEqual([
      expect.objectContaining({
        action: 'sign_in_failed',
        actor_label: 'unknown',
        details: {
          reason: 'the provider answered with an error the standards do not define',
          repeats: 5,
          lastAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      }),
    ]);
  });

  it('holds a sign-in from an address past its limit, then lets the same callback go on when the wait is over', async () => {
    const address = '198.51.100.8';
    const app = dashboard({ address });
    for (let attempt = 0; attempt < 5; attempt++) await refuse(app, await app.request(`${PUBLIC}/auth/sign-in`), 'login_required');
    const start = await app.request(`${PUBLIC}/auth/sign-in`);
    const callback = await provider.signIn(start.headers.get('location') ?? '', 'eve');
    const held = await app.request(callback, { headers: { cookie: cookiesOf(start) } });
    expect(held.status).toBe(429);
    // The sign-in cookie stays for the page's own retry.
    expect(held.headers.getSetCookie()).toEqual([]);
    const before = clock.now;
    try {
      clock.now = before + 1_000;
      expect((await app.request(callback, { headers: { cookie: cookiesOf(start) } })).status).toBe(303);
    } finally {
      clock.now = before;
    }
    expect((await auditFrom(address)).map((row) => [row.action, row.details])).toEqual([
      ['sign_in', { role: 'editor' }],
      ['sign_in_failed', { reason: 'the provider answered login_required', repeats: 5, lastAt: expect.any(String) }],
    ]);
  });

  it("refuses a sign-in cookie ten minutes after its sign-in began, by the server's clock", async () => {
    const app = dashboard();
    const began = clock.now;
    try {
      const [late, inTime] = [await app.request(`${PUBLIC}/auth/sign-in`), await app.request(`${PUBLIC}/auth/sign-in`)];
      const callbackOf = (start: Response) => provider.signIn(start.headers.get('location') ?? '', 'eve');
      const [lateCallback, inTimeCallback] = await Promise.all([callbackOf(late), callbackOf(inTime)]);
      clock.now = began + 10 * 60_000 - 1;
      expect((await app.request(inTimeCallback, { headers: { cookie: cookiesOf(inTime) } })).status).toBe(303);
      clock.now = began + 10 * 60_000;
      const refused = await app.request(lateCallback, { headers: { cookie: cookiesOf(late) } });
      expect(refused.status).toBe(400);
      expect(refused.headers.getSetCookie().some((line) => line.startsWith('dashboard_session='))).toBe(false);
      expect(logged.at(-1)).toBe('Sign-in refused: the sign-in expired (it began over 10 minutes ago).');
    } finally {
      clock.now = began;
    }
  });

  /** Where each target sends the browser once signed in: the callback's Location. */
  async function returnsOf(app: Hono<ClientEnv>, targets: string[]): Promise<(string | null)[]> {
    return Promise.all(targets.map(async (target) => (await signIn(app, 'vic', target)).done.headers.get('location')));
  }

  it('never returns to another origin through dot segments: the target is judged by what it resolves to', async () => {
    const hostile = [
      '/.//evil.example/phish',
      '/..//evil.example/x',
      '/%2e//evil.example/',
      '/auth/../..//evil.example/',
      '/a/.././/evil.example/',
    ];
    expect(await returnsOf(dashboard(), hostile)).toEqual(hostile.map(() => '/'));
    expect(await returnsOf(dashboard(), ['/reports/../forecasts?weeks=13', '/reports/%2F/evil.example'])).toEqual([
      '/forecasts?weeks=13',
      '/reports/%2F/evil.example',
    ]);
  });

  it('never returns to another origin or into /auth/ after signing in', async () => {
    const hostile = [
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'http://localhost:8080.evil.example/',
      'javascript:alert(1)',
      '/auth/sign-out',
      '/%61uth/sign-in',
    ];
    expect(await returnsOf(dashboard(), hostile)).toEqual(hostile.map(() => '/'));
  });

  it('asks a page without a session to sign in and come back, and tells a script it is not signed in', async () => {
    const app = dashboard();
    const page = await app.request('/forecasts?weeks=13');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/auth/sign-in?return=%2Fforecasts%3Fweeks%3D13');
    for (const path of ['/api/v1/accounts', '/workspace/person']) {
      const api = await app.request(path);
      expect(api.status).toBe(401);
      expect(await api.json()).toMatchObject({ error: { type: 'authentication', code: 'not_signed_in' } });
    }
    expect((await app.request('/assets/index-abc123.js')).status).toBe(200);
    expect((await app.request('/index.html')).status).toBe(302);
    expect((await app.request('/theme-boot.js')).status).toBe(302);
    expect((await app.request('/missing.js')).status).toBe(302);
    expect((await app.request('/auth/anything-else')).status).toBe(404);
  });

  it('refuses a tampered, expired or idle session the same way', async () => {
    const app = dashboard();
    const { cookie } = await signIn(app, 'eve');
    const token = /dashboard_session=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const tampered = `dashboard_session=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await app.request('/api/v1/accounts', { headers: { cookie: tampered } })).status).toBe(401);
    const start = clock.now;
    try {
      clock.now = start + 8 * HOUR;
      expect((await app.request('/api/v1/accounts', { headers: { cookie } })).status).toBe(401);
      expect((await app.request('/', { headers: { cookie } })).status).toBe(302);
    } finally {
      clock.now = start;
    }
  });

  it(
    'signing out ends the session, is refused cross-site, and goes on (by a page: CSP form-action stops a redirect)' +
      " to the provider's sign-out with the ID token as hint",
    async () => {
      const app = dashboard();
      const { cookie } = await signIn(app, 'ada');
      const crossSites: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null', 'sec-fetch-site': 'cross-site' },
        {},
      ];
      for (const crossSite of crossSites) {
        expect((await app.request('/auth/sign-out', { method: 'POST', headers: { cookie, ...crossSite } })).status).toBe(403);
      }
      expect((await app.request('/api/v1/accounts', { headers: { cookie } })).status).toBe(200);

      const out = await app.request('/auth/sign-out', { method: 'POST', headers: { cookie, origin: PUBLIC } });
      expect(out.status).toBe(200);
      const page = await out.text();
      const end = new URL(/<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '');
      expect(page).toContain(`<a href="${end.href.replaceAll('&', '&amp;')}">`);
      expect(`${end.origin}${end.pathname}`).toBe(`${provider.issuer}/session/end`);
      expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/`);
      expect(end.searchParams.get('id_token_hint')).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(out.headers.getSetCookie()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^dashboard_session=; Max-Age=0; Path=\//)]),
      );
      expect((await app.request('/api/v1/accounts', { headers: { cookie } })).status).toBe(401);
      expect((await auditOf('sign_out'))[0]).toMatchObject({ actor_label: 'ada@example.com' });

      const ended = await fetch(end, { redirect: 'manual' });
      expect(ended.status).toBe(200);
      expect(await ended.text()).toContain(`${provider.issuer}/session/end/confirm`);
    },
  );

  it('a script signing out is told where to go', async () => {
    const app = dashboard();
    const { cookie } = await signIn(app, 'vic');
    const out = await app.request('/auth/sign-out', { method: 'POST', headers: { cookie, origin: PUBLIC, accept: 'application/json' } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ redirect: expect.stringMatching(new RegExp(`^${provider.issuer}/session/end\\?`)) });
  });

  it('with the database down: sign-in says so (503) before the round trip, the API answers storage_unavailable', async () => {
    const app = dashboard();
    const { cookie } = await signIn(app, 'vic');
    database = null;
    try {
      const signInPage = await app.request('/auth/sign-in');
      expect(signInPage.status).toBe(503);
      expect(signInPage.headers.get('refresh')).toBe('5');
      expect(await signInPage.text()).toContain('Signing in is not possible right now');
      const api = await app.request('/api/v1/accounts', { headers: { cookie } });
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: { type: 'server', code: 'storage_unavailable' } });
      expect((await app.request('/', { headers: { cookie } })).status).toBe(503);
    } finally {
      database = storage.db;
    }
  });

  it.each([
    ['closed (no database)', () => null],
    ['refusing connections', unreachableDatabase],
  ])(
    'with the database %s: a session checked less than 5 minutes ago still gets the figures; older, or unchecked, 503',
    async (_, outage) => {
      const app = dashboard();
      const { cookie } = await signIn(app, 'vic');
      const unchecked = (await signIn(app, 'eve')).cookie;
      expect((await app.request('/api/v1/accounts', { headers: { cookie } })).status).toBe(200);
      const checkedAt = clock.now;
      database = outage();
      try {
        clock.now = checkedAt + OUTAGE_GRACE_MS - 1;
        expect((await app.request('/api/v1/accounts', { headers: { cookie } })).status).toBe(200);
        expect((await app.request('/reports', { headers: { cookie } })).status).toBe(200);
        expect((await app.request('/api/v1/accounts', { headers: { cookie: unchecked } })).status).toBe(503);
        clock.now = checkedAt + OUTAGE_GRACE_MS;
        const late = await app.request('/api/v1/accounts', { headers: { cookie } });
        expect(late.status).toBe(503);
        expect(await late.json()).toMatchObject({ error: { code: 'storage_unavailable' } });
      } finally {
        database = storage.db;
        clock.now = checkedAt;
      }
    },
  );

  it('ADMIN_EMAILS makes a person admin at sign-in whatever their groups, audited and logged once', async () => {
    const app = dashboard({ settings: { ...identityConfig, adminEmails: ['vic@example.com'] } });
    const before = logged.length;
    for (const round of [1, 2]) {
      const { cookie } = await signIn(app, 'vic');
      const person = (await (await app.request('/workspace/person', { headers: { cookie } })).json()) as { id: string; role: string };
      expect([round, person.role]).toEqual([round, 'admin']);
    }
    const promotions = (await auditOf('role_changed')).filter((row) => row.actor_label === NAMED_ADMIN_ACTOR);
    expect(promotions).toEqual([
      expect.objectContaining({
        actor_user_id: null,
        details: { member: 'Vic Viewer', from: 'viewer', to: 'admin', setByAdmin: false, namedIn: 'ADMIN_EMAILS' },
        client_address: '192.0.2.10',
      }),
    ]);
    expect(logged.slice(before)).toContain('ADMIN_EMAILS: vic@example.com is admin now (was viewer).');
    // Off the list, the next sign-in maps the groups again.
    const { cookie } = await signIn(dashboard(), 'vic');
    expect(await (await dashboard().request('/workspace/person', { headers: { cookie } })).json()).toMatchObject({ role: 'viewer' });
  });

  it('keeps tokens and the client secret out of the audit trail and the log', async () => {
    const { done, callback } = await signIn(dashboard(), 'eve');
    const code = new URL(callback).searchParams.get('code') ?? '';
    const token = /dashboard_session=([\w-]+)/.exec(done.headers.getSetCookie().join(';'))?.[1] ?? '';
    const trail = JSON.stringify(await storage.db.selectFrom('audit_events').selectAll().execute()) + logged.join('\n');
    for (const secret of [code, token, provider.clientSecret, 'eyJ']) expect(trail).not.toContain(secret);
  });
});
