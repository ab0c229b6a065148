import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';

const external = { API_BASE_URL: 'https://api.example.com/v1', API_KEY: 'sk_live_secret' };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse');
}

describe('loadConfig', () => {
  it('defaults to the embedded demo API on 127.0.0.1:8080', () => {
    expect(loadConfig({})).toEqual({
      upstream: { kind: 'demo' },
      timeoutMs: 15000,
      cacheTtlS: 30,
      cacheStaleMaxS: 600,
      cacheMaxBytes: 64 * 1024 * 1024,
      maxBodyBytes: 16 * 1024 * 1024,
      maxRateLimit: 10_000,
      exposeCacheState: false,
      pinnedToday: null,
      port: 8080,
      host: '127.0.0.1',
      allowedHosts: [],
      access: { kind: 'none' },
      identity: {
        roles: { adminGroups: [], editorGroups: [], defaultRole: 'viewer' },
        admission: { emailDomains: [], groups: [] },
        passwordRole: 'editor',
        proxyGroupsHeader: null,
        sessionIdleMs: 480 * 60_000,
        sessionMaxMs: 168 * 3_600_000,
        adminEmails: [],
      },
      trustedProxies: [],
      redisUrl: null,
      storage: { kind: 'embedded', dataDir: './data' },
      alerts: {
        smtp: null,
        allowPrivateWebhooks: false,
        checkMinutes: 15,
        chromiumPath: null,
        publicUrl: null,
        locale: 'en-GB',
      },
      workspace: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      auditRetentionDays: 400,
      operators: { token: null, allow: [] },
      warnings: [],
    });
  });

  it('takes TRUSTED_PROXY_ADDRESSES as the proxies believed about the browser, with a password too', () => {
    const config = loadConfig({ DASHBOARD_PASSWORD: 'correct horse', TRUSTED_PROXY_ADDRESSES: '10.0.0.2, ::1' });
    expect(config.access).toEqual({ kind: 'password', password: 'correct horse' });
    expect(config.trustedProxies).toEqual(['10.0.0.2', '::1']);
  });

  it('reads who may read /metrics and whose X-Request-Id is kept, and refuses a short token or a name for an address', () => {
    const config = loadConfig({ METRICS_TOKEN: 'prometheus-token-5d8e1a', METRICS_ALLOW: '10.0.0.7, ::1' });
    expect(config.operators).toEqual({ token: 'prometheus-token-5d8e1a', allow: ['10.0.0.7', '::1'] });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 printable ASCII characters without spaces.',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars and a space' })).toThrow('METRICS_TOKEN must be');
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow('METRICS_ALLOW must list IP addresses.');
  });

  it('takes a redis:// or rediss:// REDIS_URL, and warns when workspace data would cross a network unprotected', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/0', warnings: [] });
    expect(loadConfig({ REDIS_URL: 'rediss://:a-password@cache.internal:6380' }).warnings).toEqual([]);
    const warnings = loadConfig({ REDIS_URL: 'redis://cache.internal:6379' }).warnings;
    expect(warnings.join(' ')).toMatch(/in clear.*no password/s);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL is not a redis:// or rediss:// URL.');
  });

  it('keeps the workspace in ./data (or DATA_DIR) unless DATABASE_URL names a PostgreSQL', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'embedded', dataDir: './data' });
    expect(loadConfig({ DATA_DIR: '/var/lib/cashflow', DATABASE_URL: '' }).storage).toEqual({
      kind: 'embedded',
      dataDir: '/var/lib/cashflow',
    });
    const url = 'postgresql://dash:s3cret-pw@127.0.0.1:5432/cashflow';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ storage: { kind: 'postgres', url }, warnings: [] });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.internal/cashflow' })).toThrow(
      'DATABASE_URL is not a postgres:// or postgresql:// URL.',
    );
  });

  it('keeps the audit trail AUDIT_RETENTION_DAYS days (400 unless set), and refuses less than a day or a fraction', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '' }).auditRetentionDays).toBe(400);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow('AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500.');
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '7.5' })).toThrow('AUDIT_RETENTION_DAYS must be');
  });

  it('warns when DATABASE_URL crosses the network without TLS, and never quotes its password', () => {
    const remote = 'postgres://dash:s3cret-pw@db.internal:5432/cashflow';
    expect(loadConfig({ DATABASE_URL: remote }).warnings).toEqual([expect.stringMatching(/another machine without sslmode=require/)]);
    expect(loadConfig({ DATABASE_URL: remote }).warnings.join(' ')).not.toContain('s3cret-pw');
    expect(loadConfig({ DATABASE_URL: `${remote}?sslmode=require` }).warnings).toEqual([]);
    expect(loadConfig({ DATABASE_URL: `${remote}?sslmode=verify-full` }).warnings).toEqual([]);
    expect(loadConfig({ DATABASE_URL: 'postgresql://dash@localhost/cashflow' }).warnings).toEqual([]);
  });

  it('never echoes a refused DATABASE_URL, which may hold the password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://dash:s3cret-pw@db.internal/cashflow' })).toThrow(
      /^DATABASE_URL is not a postgres:\/\/ or postgresql:\/\/ URL\.$/,
    );
  });

  it('reads an external upstream and the tuning variables', () => {
    const config = loadConfig({ ...external, PORT: '9000', UPSTREAM_TIMEOUT_MS: '500', CACHE_TTL_S: '0' });
    expect(config).toMatchObject({
      upstream: { kind: 'external', baseUrl: 'https://api.example.com/v1', apiKey: 'sk_live_secret' },
      port: 9000,
      timeoutMs: 500,
      cacheTtlS: 0,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ API_BASE_URL: '', API_KEY: '', PORT: '', DASHBOARD_PASSWORD: '' })).toMatchObject({
      upstream: { kind: 'demo' },
      port: 8080,
    });
  });

  it.each([
    [{ API_BASE_URL: 'https://api.example.com/v1' }, /API_BASE_URL is set but API_KEY is not/],
    [{ ...external, API_BASE_URL: 'not a url' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'ftp://api.example.com/v1' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'javascript:alert(1)' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'https://user:pw@api.example.com/v1' }, /must not contain credentials/],
    [{ ...external, API_BASE_URL: 'https://api.example.com/v1?x=1' }, /query string/],
    [{ ...external, API_KEY: 'two words' }, /API_KEY must be printable ASCII without spaces/],
    [{ ...external, API_KEY: 'sk_live_clé' }, /API_KEY must be printable ASCII without spaces/],
    [{ ...external, API_BASE_URL: 'https://api.example.com/v1/../admin' }, /must not contain "\." or "\.\." path segments/],
    [{ ...external, API_BASE_URL: 'https://api.example.com/v1/%2E%2e/admin' }, /path segments/],
    [{ ...external, API_BASE_URL: 'https://api.example.com/./v1' }, /path segments/],
    [{ ...external, API_BASE_URL: 'http://api.example.com/v1' }, /plain http:\/\/ to another machine.*ALLOW_INSECURE_UPSTREAM=1/],
    [{ ...external, API_BASE_URL: 'http://10.0.0.5/v1' }, /plain http:\/\//],
    [{ HOST: '0.0.0.0' }, /HOST=0.0.0.0 is not a loopback address .*DASHBOARD_PASSWORD.*TRUST_PROXY_AUTH=1/],
    [
      { HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'short pw 11', ALLOWED_HOSTS: 'cash.example.com' },
      /DASHBOARD_PASSWORD must be at least 12 characters/,
    ],
    [{ HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'correct horse battery' }, /set ALLOWED_HOSTS/],
    [
      { HOST: '0.0.0.0', TRUST_PROXY_AUTH: '1', ALLOWED_HOSTS: 'cash.example.com' },
      /TRUST_PROXY_AUTH=1 needs a way to recognise the proxy/,
    ],
    [{ TRUST_PROXY_AUTH: '1' }, /TRUST_PROXY_AUTH=1 needs a way to recognise the proxy/],
    [{ TRUST_PROXY_AUTH: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.1, proxy.local' }, /TRUSTED_PROXY_ADDRESSES must list IP addresses/],
    [{ TRUST_PROXY_AUTH: '1', TRUSTED_PROXY_SECRET: 'too short' }, /TRUSTED_PROXY_SECRET must be at least 16 characters/],
    [{ ALLOWED_HOSTS: 'https://cash.example.com' }, /ALLOWED_HOSTS must list host names/],
    [{ ALLOWED_HOSTS: 'cash.example.com/path' }, /ALLOWED_HOSTS must list host names/],
    [{ HOST: '::' }, /HOST=:: is not a loopback address/],
    [{ HOST: '192.168.1.10', TRUST_PROXY_AUTH: '0' }, /not a loopback address/],
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ DASHBOARD_TODAY: '2026-02-30' }, /DASHBOARD_TODAY must be a calendar date like 2026-11-20/],
    [{ DASHBOARD_TODAY: 'today' }, /DASHBOARD_TODAY must be a calendar date/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, /UPSTREAM_TIMEOUT_MS must be a whole number/],
    [{ UPSTREAM_MAX_RATE_LIMIT: '60' }, /UPSTREAM_MAX_RATE_LIMIT must be a whole number of requests a minute from 120/],
    [{ UPSTREAM_MAX_RATE_LIMIT: '1e308' }, /UPSTREAM_MAX_RATE_LIMIT must be a whole number/],
    [{ CACHE_TTL_S: '-1' }, /CACHE_TTL_S must be a number of seconds/],
    [{ TRUST_PROXY_AUTH: 'yes' }, /TRUST_PROXY_AUTH must be 1 or 0/],
  ])('refuses %j', (env, message) => {
    const text = refusal(env);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
    expect(text).not.toContain('sk_live_secret');
  });

  it('allows another address with a long password or a recognisable proxy, and the host names browsers use', () => {
    const withPassword = loadConfig({
      HOST: '0.0.0.0',
      DASHBOARD_PASSWORD: 'correct horse',
      ALLOWED_HOSTS: 'Cash.Example.com, 192.168.1.10:8080',
    });
    expect(withPassword.access).toEqual({ kind: 'password', password: 'correct horse' });
    expect(withPassword.allowedHosts).toEqual(['cash.example.com', '192.168.1.10:8080']);
    expect(
      loadConfig({ HOST: '0.0.0.0', TRUST_PROXY_AUTH: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.2', ALLOWED_HOSTS: 'cash.example.com' }).access,
    ).toEqual({
      kind: 'trusted-proxy',
      proxyAddresses: ['10.0.0.2'],
      proxySecret: null,
      userHeader: 'X-Forwarded-User',
    });
    expect(
      loadConfig({ TRUST_PROXY_AUTH: '1', TRUSTED_PROXY_SECRET: 'a-long-shared-secret', TRUSTED_PROXY_USER_HEADER: 'X-Auth-Request-Email' })
        .access,
    ).toEqual({ kind: 'trusted-proxy', proxyAddresses: [], proxySecret: 'a-long-shared-secret', userHeader: 'X-Auth-Request-Email' });
  });

  it('warns, in one line, that a listener beyond loopback has no TLS of its own', () => {
    const { warnings } = loadConfig({ HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'correct horse', ALLOWED_HOSTS: 'cash.example.com' });
    expect(warnings).toEqual([expect.stringMatching(/^Listening on 0\.0\.0\.0 without TLS: .*reverse proxy/)]);
    expect(loadConfig({ HOST: 'localhost' }).warnings).toEqual([]);
  });

  it('accepts the bracketed form of an IPv6 host and listens on the bare address', () => {
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('::1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('applies the password on loopback too when one is set, however short', () => {
    expect(loadConfig({ DASHBOARD_PASSWORD: 'pw' }).access.kind).toBe('password');
  });
});

describe('loadConfig with an identity provider (OIDC)', () => {
  const oidc = {
    OIDC_ISSUER: 'https://login.example.com/realms/finance',
    OIDC_CLIENT_ID: 'dashboard',
    OIDC_CLIENT_SECRET: 'oidc-s3cret-value',
    PUBLIC_URL: 'https://cash.example.com/',
  };

  it('reads the provider, the public origin, the groups claim and the scopes', () => {
    expect(loadConfig({ ...oidc, OIDC_GROUPS_CLAIM: 'roles', OIDC_SCOPES: 'openid email groups' }).access).toEqual({
      kind: 'oidc',
      oidc: {
        issuer: 'https://login.example.com/realms/finance',
        clientId: 'dashboard',
        clientSecret: 'oidc-s3cret-value',
        publicUrl: 'https://cash.example.com',
        groupsClaim: 'roles',
        scopes: ['openid', 'email', 'groups'],
      },
    });
    expect(loadConfig(oidc).access).toMatchObject({ oidc: { groupsClaim: 'groups', scopes: ['openid', 'profile', 'email'] } });
    // Discovery compares the issuer with the provider's own, trailing slash included.
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'https://auth.example.com/application/o/cash/' }).access).toMatchObject({
      oidc: { issuer: 'https://auth.example.com/application/o/cash/' },
    });
  });

  it('warns at start when group settings meet a provider that, as the README says, will not send groups as configured', () => {
    const roles = { ROLE_ADMIN_GROUPS: 'finance-admins', ROLE_EDITOR_GROUPS: 'finance' };
    const warningsOf = (env: Record<string, string>) => loadConfig({ ...oidc, ...env }).warnings;
    expect(warningsOf({ ...roles, OIDC_ISSUER: 'https://acme.okta.com' })).toEqual([
      'ROLE_ADMIN_GROUPS, ROLE_EDITOR_GROUPS set, but Okta sends its groups claim only when the groups scope is asked:' +
        ' add groups to OIDC_SCOPES (now "openid profile email"); as it stands no group gives anyone a role or admission,' +
        ' so nobody becomes admin through one.',
    ]);
    expect(warningsOf({ ...roles, OIDC_ISSUER: 'https://acme.okta.com', OIDC_SCOPES: 'openid profile email groups' })).toEqual([]);
    // A custom server's claim names the scopes that bring it: left to the warning at sign-in.
    expect(warningsOf({ ...roles, OIDC_ISSUER: 'https://acme.okta.com/oauth2/default' })).toEqual([]);
    expect(warningsOf({ ALLOWED_GROUPS: 'staff', OIDC_ISSUER: 'https://accounts.google.com' })).toEqual([
      expect.stringMatching(/^ALLOWED_GROUPS set, but Google sends no groups claim at all/),
    ]);
    expect(warningsOf({ ...roles, OIDC_ISSUER: 'https://acme.eu.auth0.com/' })).toEqual([
      expect.stringMatching(/^ROLE_ADMIN_GROUPS, ROLE_EDITOR_GROUPS set, but Auth0 never sends a claim named groups/),
    ]);
    expect(
      warningsOf({ ...roles, OIDC_ISSUER: 'https://acme.eu.auth0.com/', OIDC_GROUPS_CLAIM: 'https://cash.example.com/roles' }),
    ).toEqual([]);
    // Keycloak and Entra send groups without a scope of their own; without group settings nothing is missed.
    expect(warningsOf(roles)).toEqual([]);
    expect(warningsOf({ OIDC_ISSUER: 'https://accounts.google.com' })).toEqual([]);
  });

  it('counts as access control beyond loopback', () => {
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0', ALLOWED_HOSTS: 'cash.example.com' }).access.kind).toBe('oidc');
  });

  it("answers to PUBLIC_URL's host without listing it in ALLOWED_HOSTS: the provider sends every browser back there", () => {
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0' }).allowedHosts).toEqual(['cash.example.com']);
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0', ALLOWED_HOSTS: 'cash.example.com,cash-eu.example.com' }).allowedHosts).toEqual([
      'cash.example.com',
      'cash-eu.example.com',
    ]);
    expect(
      loadConfig({ HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'a long enough password', ALLOWED_HOSTS: 'cash.example.com' }).allowedHosts,
    ).toEqual(['cash.example.com']);
  });

  it('reads the role mapping, the admission lists, the password role, the proxy groups header, the session timeouts and ADMIN_EMAILS', () => {
    const config = loadConfig({
      ROLE_ADMIN_GROUPS: 'finance-admins, it',
      ROLE_EDITOR_GROUPS: 'finance',
      DEFAULT_ROLE: 'editor',
      ALLOWED_EMAIL_DOMAINS: 'Example.com,example.org',
      ALLOWED_GROUPS: 'staff',
      PASSWORD_ROLE: 'viewer',
      AUTH_PROXY_GROUPS_HEADER: 'X-Forwarded-Groups',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '12',
      ADMIN_EMAILS: ' Ana@Example.com, rescue@example.org ',
    });
    expect(config.identity).toEqual({
      roles: { adminGroups: ['finance-admins', 'it'], editorGroups: ['finance'], defaultRole: 'editor' },
      admission: { emailDomains: ['example.com', 'example.org'], groups: ['staff'] },
      passwordRole: 'viewer',
      proxyGroupsHeader: 'X-Forwarded-Groups',
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      adminEmails: ['ana@example.com', 'rescue@example.org'],
    });
    expect(refusal({ DEFAULT_ROLE: 'owner' })).toMatch(/^DEFAULT_ROLE /);
    expect(refusal({ ADMIN_EMAILS: 'ana@example.com; bo@example.com' })).toBe(
      'ADMIN_EMAILS must list e-mail addresses (ana@example.com), separated by commas.',
    );
    expect(refusal({ ALLOWED_EMAIL_DOMAINS: '@example.com' })).toBe(
      'ALLOWED_EMAIL_DOMAINS must list domain names (example.com, without @).',
    );
    expect(refusal({ SESSION_IDLE_MINUTES: '0' })).toMatch(/^SESSION_IDLE_MINUTES must be a whole number of minutes/);
  });

  it('refuses a half-configured provider, and never quotes the client secret', () => {
    const refusals = [
      refusal({ OIDC_CLIENT_ID: 'dashboard', OIDC_CLIENT_SECRET: 'oidc-s3cret-value' }),
      refusal({ ...oidc, OIDC_CLIENT_ID: '' }),
      refusal({ ...oidc, OIDC_CLIENT_SECRET: '' }),
      refusal({ ...oidc, PUBLIC_URL: '' }),
      refusal({ ...oidc, PUBLIC_URL: 'http://cash.example.com' }),
      refusal({ ...oidc, PUBLIC_URL: 'https://cash.example.com/dashboard' }),
      refusal({ ...oidc, OIDC_ISSUER: 'http://login.example.com' }),
      refusal({ ...oidc, OIDC_SCOPES: 'email profile' }),
    ];
    expect(refusals).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set but OIDC_ISSUER is not/),
      expect.stringMatching(/^OIDC_ISSUER is set: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/),
      expect.stringMatching(/^OIDC_ISSUER is set: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/),
      expect.stringMatching(/^OIDC_ISSUER is set: set PUBLIC_URL/),
      expect.stringMatching(/^PUBLIC_URL must be https:\/\//),
      expect.stringMatching(/^PUBLIC_URL must be an origin only/),
      expect.stringMatching(/^OIDC_ISSUER must be https:\/\//),
      'OIDC_SCOPES must include openid.',
    ]);
    for (const message of refusals) expect(message).not.toContain('oidc-s3cret-value');
  });

  it('allows plain http:// for a provider and a dashboard on this machine (tests, trials)', () => {
    const local = loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000', PUBLIC_URL: 'http://localhost:8080' });
    expect(local.access).toMatchObject({ oidc: { issuer: 'http://127.0.0.1:9000', publicUrl: 'http://localhost:8080' } });
  });

  it('is one way in: not with the shared password or the trusted proxy', () => {
    const message = 'OIDC_ISSUER cannot be combined with DASHBOARD_PASSWORD or TRUST_PROXY_AUTH: choose one way to sign in.';
    expect(refusal({ ...oidc, DASHBOARD_PASSWORD: 'long enough password' })).toBe(message);
    expect(refusal({ ...oidc, TRUST_PROXY_AUTH: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.2' })).toBe(message);
  });
});
