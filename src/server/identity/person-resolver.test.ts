import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessControl } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import type { Storage } from '../storage/open-storage.ts';
import { StorageUnavailable } from '../storage/storage-unavailable.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';
import { createPersonResolver } from './person-resolver.ts';
import { createSessionStore } from './session-store.ts';

const identity: IdentityConfig = {
  roles: { adminGroups: ['it'], editorGroups: ['finance'], defaultRole: 'viewer' },
  admission: { emailDomains: [], groups: [] },
  passwordRole: 'editor',
  proxyGroupsHeader: 'X-Forwarded-Groups',
  sessionIdleMs: 3_600_000,
  sessionMaxMs: 86_400_000,
  adminEmails: [],
};

const proxy: AccessControl = { kind: 'trusted-proxy', proxyAddresses: ['10.0.0.2'], proxySecret: null, userHeader: 'X-Forwarded-User' };

describe('createPersonResolver without OIDC', () => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await memoryStorage();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  async function resolve(access: AccessControl, headers: Record<string, string> = {}, config = identity): Promise<unknown> {
    const personOf = createPersonResolver({
      access,
      identity: config,
      db: async () => storage.db,
      overHttps: () => false,
      sessions: createSessionStore({ idleMs: 1, maxMs: 1 }),
    });
    const app = new Hono();
    app.get('/', async (c) => c.json(await personOf(c)));
    const response = await app.request('/', { headers });
    return response.json();
  }

  it('on loopback without access control: "This computer", an admin, the same row every time', async () => {
    const first = await resolve({ kind: 'none' });
    expect(first).toMatchObject({ name: 'This computer', email: null, role: 'admin', access: 'local', sessionKey: 'local:this-computer' });
    expect(await resolve({ kind: 'none' })).toEqual(first);
  });

  it('with the shared password: one "Team" identity with PASSWORD_ROLE', async () => {
    expect(await resolve({ kind: 'password', password: 'pw' })).toMatchObject({
      name: 'Team',
      role: 'editor',
      access: 'password',
      sessionKey: 'password:team',
    });
    expect(await resolve({ kind: 'password', password: 'pw' }, {}, { ...identity, passwordRole: 'viewer' })).toMatchObject({
      name: 'Team',
      role: 'viewer',
    });
  });

  it('behind the trusted proxy: its user, with the role the groups header maps to; nobody without a user', async () => {
    expect(await resolve(proxy, { 'X-Forwarded-User': 'ann@example.com', 'X-Forwarded-Groups': 'sales, finance' })).toMatchObject({
      name: 'ann@example.com',
      email: 'ann@example.com',
      role: 'editor',
      access: 'proxy',
      sessionKey: 'proxy:ann@example.com',
    });
    expect(await resolve(proxy, { 'X-Forwarded-User': 'bo', 'X-Forwarded-Groups': 'it' })).toMatchObject({
      name: 'bo',
      email: null,
      role: 'admin',
    });
    expect(await resolve(proxy, { 'X-Forwarded-User': 'cy' })).toMatchObject({ role: 'viewer' });
    expect(await resolve(proxy, { 'X-Forwarded-User': 'cy' }, { ...identity, proxyGroupsHeader: null })).toMatchObject({ role: 'viewer' });
    expect(await resolve(proxy, {})).toBeNull();
  });

  it('throws StorageUnavailable when a person is needed and the database is not there', async () => {
    const personOf = createPersonResolver({
      access: { kind: 'none' },
      identity,
      db: async () => null,
      overHttps: () => false,
      sessions: createSessionStore({ idleMs: 1, maxMs: 1 }),
    });
    const app = new Hono();
    let thrown: unknown;
    app.get('/', async (c) => {
      thrown = await personOf(c).catch((error: unknown) => error);
      return c.text('figures still served');
    });
    expect(await (await app.request('/')).text()).toBe('figures still served');
    expect(thrown).toBeInstanceOf(StorageUnavailable);
  });
});
