import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, VIEW_LIMITS, VIEW_LINK_MAX, workspacePaths } from '../../core/workspace/contract.ts';
import type { Me, MemberList, Role, SavedView } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { addPerson, memoryStorage, PERSON_HEADER, personHeaderResolver, workspaceApp } from '../testing/workspace-fixture.ts';
import { csrfTokenOf } from './workspace-routes.ts';
import { writeGuard } from './write-guard.ts';

type ErrorBody = { error: { type: string; code: string; message: string; param: string | null } };

describe('the workspace API on PGlite', () => {
  let storage: Storage;
  let app: Hono;
  const people = new Map<string, Person>();

  beforeAll(async () => {
    storage = await memoryStorage();
    for (const [name, role] of [
      ['vera', 'viewer'],
      ['val', 'viewer'],
      ['eddie', 'editor'],
      ['ada', 'admin'],
    ] as const)
      people.set(name, await addPerson(storage.db, name, role));
    app = workspaceApp(() => storage.db, people);
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await storage.db.deleteFrom('saved_views').execute();
    await storage.db.deleteFrom('audit_events').execute();
    // As their last sign-ins left them: each role the one their groups map to.
    const mapped = sql<Role>`case subject when 'ada' then 'admin' when 'eddie' then 'editor' else 'viewer' end`;
    await storage.db.updateTable('users').set({ role: mapped, mapped_role: mapped, role_set_by_admin: false }).execute();
  });

  async function tokenOf(person: string): Promise<string> {
    const me = (await (await app.request(workspacePaths.me, { headers: { [PERSON_HEADER]: person } })).json()) as Me;
    return me.csrfToken;
  }

  function get(person: string, path: string): Promise<Response> {
    return Promise.resolve(app.request(path, { headers: { [PERSON_HEADER]: person } }));
  }

  async function send(
    person: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: {
        [PERSON_HEADER]: person,
        'X-CSRF-Token': await tokenOf(person),
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        ...headers,
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    };
    return app.request(path, init);
  }

  async function saved(person: string, view: Record<string, unknown>): Promise<SavedView> {
    const response = await send(person, 'POST', workspacePaths.views, {
      page: '/',
      name: 'View',
      link: '?range=13w',
      scope: 'mine',
      ...view,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as SavedView;
  }

  async function errorOf(response: Response) {
    const body = (await response.json()) as ErrorBody;
    return { status: response.status, type: body.error.type, code: body.error.code, param: body.error.param };
  }

  const views = async (person: string) => ((await (await get(person, workspacePaths.views)).json()) as { views: SavedView[] }).views;
  const auditLines = () => storage.db.selectFrom('audit_events').selectAll().orderBy('at').execute();
  const viewRows = () => storage.db.selectFrom('saved_views').selectAll().execute();

  describe('me', () => {
    it('says who is signed in, their role, a CSRF token, and no sign-out for a proxy user; no-store', async () => {
      const response = await get('eddie', workspacePaths.me);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const me = (await response.json()) as Me;
      expect(me).toEqual({
        user: { id: people.get('eddie')?.id, name: 'eddie', email: 'eddie@example.com', role: 'editor' },
        access: 'proxy',
        csrfToken: expect.stringMatching(/^[\w-]{43}$/),
        canSignOut: false,
      });
      expect(me.csrfToken).not.toBe(await tokenOf('vera'));
      expect(await tokenOf('eddie')).toBe(me.csrfToken);
    });

    it('answers 401 not_signed_in to no one, reads and writes alike', async () => {
      expect(await errorOf(await get('nobody', workspacePaths.views))).toMatchObject({
        status: 401,
        type: 'authentication',
        code: 'not_signed_in',
      });
      const write = await app.request(workspacePaths.views, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(await errorOf(write)).toMatchObject({ status: 401, code: 'not_signed_in' });
      expect(write.headers.get('cache-control')).toBe('no-store');
    });

    it('guards another write of a signed-in person (sign-out) with the same token: csrfTokenOf', async () => {
      const signOut = new Hono();
      signOut.post(
        '/auth/sign-out',
        writeGuard({
          overTls: () => false,
          expectedToken: csrfTokenOf(
            { db: () => storage.db },
            personHeaderResolver(() => storage.db, people),
          ),
        }),
        (c) => c.body(null, 204),
      );
      const attempt = async (token: string) =>
        (await signOut.request('/auth/sign-out', { method: 'POST', headers: { [PERSON_HEADER]: 'vera', 'X-CSRF-Token': token } })).status;
      expect(await attempt(await tokenOf('vera'))).toBe(204);
      expect(await attempt(await tokenOf('val'))).toBe(403);
    });

    it('keeps one CSRF key, made once, in workspace_secrets', async () => {
      await tokenOf('vera');
      const secrets = await storage.db.selectFrom('workspace_secrets').select('name').execute();
      expect(secrets).toEqual([{ name: 'csrf-token-key' }]);
    });
  });

  describe('saved views', () => {
    it('a viewer saves their own view: 201, owner and editor named, canEdit, audited with what, where and from where', async () => {
      const view = await saved('vera', { name: 'My weeks', page: '/forecasts' });
      expect(view).toMatchObject({
        page: '/forecasts',
        name: 'My weeks',
        link: '?range=13w',
        scope: 'mine',
        teamDefault: false,
        owner: { name: 'vera' },
        updatedBy: 'vera',
        canEdit: true,
      });
      expect(await auditLines()).toEqual([
        expect.objectContaining({
          action: 'view_created',
          actor_user_id: people.get('vera')?.id,
          actor_label: 'vera',
          target: view.id,
          client_address: '192.0.2.1',
          details: { name: 'My weeks', page: '/forecasts', scope: 'mine', teamDefault: false, replacedDefault: null },
        }),
      ]);
    });

    it('a viewer may not save a team view nor a team default: 403 forbidden_role naming editor, nothing stored', async () => {
      for (const body of [{ scope: 'team' }, { scope: 'team', teamDefault: true }, { scope: 'mine', teamDefault: true }]) {
        const response = await send('vera', 'POST', workspacePaths.views, { page: '/', name: 'Board', link: '', ...body });
        const error = (await response.clone().json()) as ErrorBody;
        expect(await errorOf(response)).toMatchObject({ status: 403, type: 'authentication', code: 'forbidden_role' });
        expect(error.error.message).toContain('editor');
      }
      expect(await viewRows()).toEqual([]);
      expect(await auditLines()).toEqual([]);
    });

    it('lists my views and the team views, never another user\u2019s own', async () => {
      const mine = await saved('vera', { name: 'Mine' });
      const theirs = await saved('val', { name: 'Theirs' });
      const team = await saved('eddie', { name: 'Team', scope: 'team' });
      const listed = await views('vera');
      expect(listed.map((view) => view.id).sort()).toEqual([mine.id, team.id].sort());
      expect(listed.find((view) => view.id === team.id)?.canEdit).toBe(false);
      expect((await views('eddie')).find((view) => view.id === team.id)?.canEdit).toBe(true);
      expect(listed.map((view) => view.id)).not.toContain(theirs.id);
    });

    it('caps views (VIEW_LIMITS): the 51st own view and the 51st team view are 409 limit_reached; the list stays under 1 MB', async () => {
      const longest = `?${'x'.repeat(VIEW_LINK_MAX - 1)}`;
      const stored = (owner: string, scope: 'mine' | 'team', count: number) =>
        storage.db
          .insertInto('saved_views')
          .values(
            Array.from({ length: count }, (_, index) => {
              const id = people.get(owner)?.id ?? '';
              return { owner_user_id: id, scope, page: '/', name: `${scope} ${index}`, link: longest, created_by: id, updated_by: id };
            }),
          )
          .execute();
      await stored('vera', 'mine', VIEW_LIMITS.ownPerPerson);
      await stored('eddie', 'team', VIEW_LIMITS.team);
      const body = { page: '/', name: 'One more', link: '', scope: 'mine' };
      const own = await send('vera', 'POST', workspacePaths.views, body);
      expect(await errorOf(own.clone())).toMatchObject({ status: 409, code: 'limit_reached' });
      expect(((await own.json()) as ErrorBody).error.message).toBe(
        'You keep 50 saved views of your own, the most one person may: delete one to save another.',
      );
      const team = await send('eddie', 'POST', workspacePaths.views, { ...body, scope: 'team' });
      expect(((await team.json()) as ErrorBody).error).toMatchObject({
        code: 'limit_reached',
        message: 'The team keeps 50 team views, the most a workspace may: delete one to save another.',
      });
      // Another person still has room of their own, and a view deleted makes room again.
      expect((await send('val', 'POST', workspacePaths.views, body)).status).toBe(201);
      expect(
        (await send('vera', 'DELETE', workspacePaths.view((await views('vera')).find((view) => view.scope === 'mine')!.id))).status,
      ).toBe(204);
      expect((await send('vera', 'POST', workspacePaths.views, body)).status).toBe(201);
      const list = await get('vera', workspacePaths.views);
      expect((await list.clone().text()).length).toBeLessThan(1_000_000);
      expect(((await list.json()) as { views: SavedView[] }).views).toHaveLength(VIEW_LIMITS.ownPerPerson + VIEW_LIMITS.team);
      expect((await auditLines()).filter((line) => line.action === 'view_created')).toHaveLength(2);
    });

    it('caps the saved views of the whole workspace at 5,000 (409 limit_reached)', async () => {
      await sql`insert into saved_views (owner_user_id, scope, page, name, link, created_by, updated_by)
        select users.id, 'mine', '/', 'View ' || n, '', users.id, users.id from users, generate_series(1, ${VIEW_LIMITS.all}) as n
        where users.subject = 'val'`.execute(storage.db);
      const refused = await send('vera', 'POST', workspacePaths.views, { page: '/', name: 'One more', link: '', scope: 'mine' });
      expect(((await refused.json()) as ErrorBody).error).toMatchObject({
        code: 'limit_reached',
        message: 'The workspace keeps 5,000 saved views, the most it may: delete some to save more.',
      });
    });

    it("answers another user's own view as not found (PATCH and DELETE), exactly like a missing one, and leaves it", async () => {
      const theirs = await saved('val', { name: 'Theirs' });
      await storage.db.deleteFrom('audit_events').execute();
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect(await errorOf(await send('vera', 'PATCH', workspacePaths.view(id), { name: 'Stolen' }))).toMatchObject({
          status: 404,
          type: 'not_found',
          code: 'view_not_found',
        });
        expect(await errorOf(await send('ada', 'DELETE', workspacePaths.view(id)))).toMatchObject({ status: 404, code: 'view_not_found' });
      }
      expect((await viewRows()).map((row) => row.name)).toEqual(['Theirs']);
      expect(await auditLines()).toEqual([]);
    });

    it('a viewer may not rename, mark or delete a team view (403); an editor may, each change audited with from and to', async () => {
      const team = await saved('eddie', { name: 'Board', scope: 'team' });
      for (const [method, body] of [
        ['PATCH', { name: 'Mine now' }],
        ['PATCH', { teamDefault: true }],
        ['DELETE', undefined],
      ] as const) {
        expect(await errorOf(await send('vera', method, workspacePaths.view(team.id), body))).toMatchObject({
          status: 403,
          code: 'forbidden_role',
        });
      }
      const changed = await send('ada', 'PATCH', workspacePaths.view(team.id), { name: 'Board pack', link: '?range=q' });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ name: 'Board pack', link: '?range=q', updatedBy: 'ada', owner: { name: 'eddie' } });
      expect((await auditLines()).at(-1)).toMatchObject({
        action: 'view_changed',
        actor_label: 'ada',
        details: {
          name: 'Board pack',
          page: '/',
          scope: 'team',
          changes: { name: { from: 'Board', to: 'Board pack' }, link: { from: '?range=13w', to: '?range=q' } },
        },
      });
      expect((await send('eddie', 'DELETE', workspacePaths.view(team.id))).status).toBe(204);
      expect(await viewRows()).toEqual([]);
      expect((await auditLines()).at(-1)).toMatchObject({
        action: 'view_deleted',
        actor_label: 'eddie',
        target: team.id,
        details: { name: 'Board pack', scope: 'team' },
      });
    });

    it('an editor demoted to viewer can no longer change the team view they saved', async () => {
      const team = await saved('eddie', { name: 'Board', scope: 'team' });
      await storage.db.updateTable('users').set({ role: 'viewer' }).where('subject', '=', 'eddie').execute();
      expect(await errorOf(await send('eddie', 'DELETE', workspacePaths.view(team.id)))).toMatchObject({
        status: 403,
        code: 'forbidden_role',
      });
    });

    it('keeps one team default per page: a new default replaces the old in the same change, and says which', async () => {
      const first = await saved('eddie', { name: 'First', scope: 'team', teamDefault: true });
      const second = await saved('ada', { name: 'Second', scope: 'team', teamDefault: true });
      const other = await saved('eddie', { name: 'Elsewhere', page: '/reports', scope: 'team', teamDefault: true });
      const defaults = (await views('vera')).filter((view) => view.teamDefault).map((view) => view.id);
      expect(defaults.sort()).toEqual([second.id, other.id].sort());
      expect(defaults).not.toContain(first.id);
      expect((await auditLines()).find((line) => line.target === second.id)?.details).toMatchObject({ replacedDefault: 'First' });
      const back = await send('eddie', 'PATCH', workspacePaths.view(first.id), { teamDefault: true });
      expect(await back.json()).toMatchObject({ teamDefault: true });
      expect((await views('vera')).filter((view) => view.teamDefault && view.page === '/').map((view) => view.id)).toEqual([first.id]);
    });

    it('refuses a team default on an own view with 400, param teamDefault', async () => {
      const mine = await saved('eddie', { name: 'Mine' });
      expect(await errorOf(await send('eddie', 'PATCH', workspacePaths.view(mine.id), { teamDefault: true }))).toMatchObject({
        status: 400,
        code: 'invalid_body',
        param: 'teamDefault',
      });
      expect(
        await errorOf(
          await send('eddie', 'POST', workspacePaths.views, { page: '/', name: 'x', link: '', scope: 'mine', teamDefault: true }),
        ),
      ).toMatchObject({ status: 400, param: 'teamDefault' });
    });

    it.each([
      ['a name of the wrong type', { page: '/', name: 42, link: '', scope: 'mine' }, 'name'],
      ['an unknown page', { page: '/admin', name: 'x', link: '', scope: 'mine' }, 'page'],
      ['a link to elsewhere', { page: '/', name: 'x', link: 'https://evil.example/?a', scope: 'mine' }, 'link'],
      ['an unknown field', { page: '/', name: 'x', link: '', scope: 'mine', owner: 'someone-else' }, 'owner'],
      ['a missing field', { page: '/', name: 'x', link: '' }, 'scope'],
      ['an empty name once controls are dropped', { page: '/', name: ' \u202e ', link: '', scope: 'mine' }, 'name'],
      ['a list instead of an object', [], null],
      ['no body at all', undefined, null],
    ])('refuses %s with 400 invalid_body naming the field, nothing stored', async (_label, body, param) => {
      expect(await errorOf(await send('eddie', 'POST', workspacePaths.views, body))).toMatchObject({
        status: 400,
        type: 'invalid_request',
        code: 'invalid_body',
        param,
      });
      expect(await viewRows()).toEqual([]);
      expect(await auditLines()).toEqual([]);
    });

    it('refuses an empty change and an unknown field in a change', async () => {
      const mine = await saved('vera', {});
      expect(await errorOf(await send('vera', 'PATCH', workspacePaths.view(mine.id), {}))).toMatchObject({
        status: 400,
        code: 'invalid_body',
      });
      expect(await errorOf(await send('vera', 'PATCH', workspacePaths.view(mine.id), { scope: 'team' }))).toMatchObject({
        status: 400,
        param: 'scope',
      });
    });

    it('refuses each forged or malformed write before it reaches the database', async () => {
      const body = { page: '/', name: 'x', link: '', scope: 'mine' };
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, body, { Origin: 'https://evil.example' }))).toMatchObject({
        status: 403,
        code: 'cross_site_request',
      });
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, body, { 'Sec-Fetch-Site': 'cross-site' }))).toMatchObject({
        status: 403,
        code: 'cross_site_request',
      });
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, body, { 'X-CSRF-Token': await tokenOf('val') }))).toMatchObject(
        { status: 403, code: 'csrf_token_invalid' },
      );
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, body, { 'X-CSRF-Token': '' }))).toMatchObject({
        status: 403,
        code: 'csrf_token_invalid',
      });
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, body, { 'Content-Type': 'text/plain' }))).toMatchObject({
        status: 415,
        code: 'json_required',
      });
      expect(
        await errorOf(await send('vera', 'POST', workspacePaths.views, { ...body, link: `?${'a'.repeat(MAX_BODY_BYTES)}` })),
      ).toMatchObject({ status: 413, code: 'body_too_large' });
      expect(await errorOf(await send('vera', 'POST', workspacePaths.views, '{"page": "/",'))).toMatchObject({
        status: 400,
        code: 'invalid_body',
      });
      expect(await viewRows()).toEqual([]);
      expect(await auditLines()).toEqual([]);
    });
  });

  describe('reads another site asks for', () => {
    it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site: %s with 403 cross_site_request, as /api does', async (site) => {
      for (const path of [workspacePaths.me, workspacePaths.views, workspacePaths.audit]) {
        const response = await app.request(path, { headers: { [PERSON_HEADER]: 'ada', 'Sec-Fetch-Site': site } });
        expect(await errorOf(response)).toMatchObject({ status: 403, code: 'cross_site_request' });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });

    it.each([['same-origin'], ['none'], [undefined]])('serves Sec-Fetch-Site: %s (the app, a typed address, a script)', async (site) => {
      const response = await app.request(workspacePaths.views, {
        headers: { [PERSON_HEADER]: 'vera', ...(site && { 'Sec-Fetch-Site': site }) },
      });
      expect(response.status).toBe(200);
    });
  });

  describe('members and roles', () => {
    it('lists the members to an admin only (403 forbidden_role naming admin to others)', async () => {
      const response = await get('ada', workspacePaths.members);
      expect(response.status).toBe(200);
      const { members } = (await response.json()) as { members: { name: string; role: string; roleSetByAdmin: boolean }[] };
      expect(members.map((member) => [member.name, member.role])).toEqual([
        ['ada', 'admin'],
        ['eddie', 'editor'],
        ['val', 'viewer'],
        ['vera', 'viewer'],
      ]);
      for (const person of ['vera', 'eddie']) {
        const refused = await get(person, workspacePaths.members);
        expect(await errorOf(refused.clone())).toMatchObject({ status: 403, code: 'forbidden_role' });
        expect(((await refused.json()) as ErrorBody).error.message).toContain('admin');
      }
    });

    it('answers the members a page at a time (100 at most, by name), the next by its cursor, none skipped or twice', async () => {
      // Names shared by several (the id orders them), a name with the cursor's own characters, and names past ASCII.
      await sql`insert into users (issuer, subject, display_name)
        select 'paging', 'p' || n, (array['Émile', 'zoë', 'Bob "|" Bar', 'bob', 'Zed'])[n % 5 + 1] || ' ' || (n % 40)
        from generate_series(1, 246) as n`.execute(storage.db);
      try {
        const all = await sql<{ id: string }>`select id from users order by display_name, id`.execute(storage.db);
        const seen: string[] = [];
        let search = '';
        for (const expected of [100, 100, 50]) {
          const page = (await (await get('ada', `${workspacePaths.members}${search}`)).json()) as MemberList;
          expect(page.members).toHaveLength(expected);
          seen.push(...page.members.map((member) => member.id));
          if (expected === 50) expect(page.next).toBeNull();
          search = `?after=${page.next ?? ''}`;
        }
        expect(seen).toEqual(all.rows.map((row) => row.id));
        const small = (await (await get('ada', `${workspacePaths.members}?limit=7`)).json()) as MemberList;
        expect(small.members.map((member) => member.id)).toEqual(seen.slice(0, 7));
        expect(await errorOf(await get('ada', `${workspacePaths.members}?limit=101`))).toMatchObject({ status: 400, param: 'limit' });
        expect(await errorOf(await get('ada', `${workspacePaths.members}?after=forged`))).toMatchObject({ status: 400, param: 'after' });
      } finally {
        await storage.db.deleteFrom('users').where('issuer', '=', 'paging').execute();
      }
    });

    it('an admin changes a role: kept as set by an admin, audited with from and to; null hands it back to the mapping at once', async () => {
      const vera = people.get('vera')?.id ?? '';
      const response = await send('ada', 'PUT', workspacePaths.memberRole(vera), { role: 'editor' });
      expect(await response.json()).toMatchObject({ id: vera, role: 'editor', roleSetByAdmin: true });
      expect((await auditLines()).at(-1)).toMatchObject({
        action: 'role_changed',
        actor_label: 'ada',
        target: vera,
        details: { member: 'vera', from: 'viewer', to: 'editor', setByAdmin: true },
      });
      expect(await (await send('ada', 'PUT', workspacePaths.memberRole(vera), { role: null })).json()).toMatchObject({
        role: 'viewer',
        roleSetByAdmin: false,
      });
      expect((await auditLines()).at(-1)).toMatchObject({ details: { from: 'editor', to: null, setByAdmin: false, mappedTo: 'viewer' } });
    });

    it('an editor may not change roles, nor a viewer their own', async () => {
      expect(
        await errorOf(await send('eddie', 'PUT', workspacePaths.memberRole(people.get('vera')?.id ?? ''), { role: 'admin' })),
      ).toMatchObject({ status: 403, code: 'forbidden_role' });
      expect(
        await errorOf(await send('vera', 'PUT', workspacePaths.memberRole(people.get('vera')?.id ?? ''), { role: 'admin' })),
      ).toMatchObject({ status: 403, code: 'forbidden_role' });
      expect(await auditLines()).toEqual([]);
    });

    it('the last admin cannot be demoted (409 last_admin, nothing changed); with a second admin, they can', async () => {
      const ada = people.get('ada')?.id ?? '';
      expect(await errorOf(await send('ada', 'PUT', workspacePaths.memberRole(ada), { role: 'viewer' }))).toMatchObject({
        status: 409,
        code: 'last_admin',
      });
      expect(await auditLines()).toEqual([]);
      await send('ada', 'PUT', workspacePaths.memberRole(people.get('eddie')?.id ?? ''), { role: 'admin' });
      expect((await send('ada', 'PUT', workspacePaths.memberRole(ada), { role: 'viewer' })).status).toBe(200);
    });

    it('judges the role a member will have: a hand-back to groups that map below admin is leaving admin (409 last_admin)', async () => {
      // The scenario: ada makes eddie admin and steps down; eddie hands his role back to his groups (editor).
      const [ada, eddie] = [people.get('ada')?.id ?? '', people.get('eddie')?.id ?? ''];
      expect((await send('ada', 'PUT', workspacePaths.memberRole(eddie), { role: 'admin' })).status).toBe(200);
      expect((await send('ada', 'PUT', workspacePaths.memberRole(ada), { role: 'viewer' })).status).toBe(200);
      const refused = await send('eddie', 'PUT', workspacePaths.memberRole(eddie), { role: null });
      expect(await errorOf(refused.clone())).toMatchObject({ status: 409, code: 'last_admin' });
      expect(((await refused.json()) as ErrorBody).error.message).toBe(
        'This is the last admin, and their groups would make them editor: make someone else admin first.',
      );
      expect(await storage.db.selectFrom('users').select(['subject', 'role']).where('role', '=', 'admin').execute()).toEqual([
        { subject: 'eddie', role: 'admin' },
      ]);
      // Ada's own groups map to admin: handing hers back gives a second admin, and then eddie may go back to his.
      expect(await (await send('eddie', 'PUT', workspacePaths.memberRole(ada), { role: null })).json()).toMatchObject({ role: 'admin' });
      expect(await (await send('eddie', 'PUT', workspacePaths.memberRole(eddie), { role: null })).json()).toMatchObject({ role: 'editor' });
    });

    it('keeps a member ADMIN_EMAILS names admin: lowering them, or handing them back to their groups, is 409 named_admin', async () => {
      const named = workspaceApp(() => storage.db, people, { adminEmails: ['eddie@example.com'] });
      const eddie = people.get('eddie')?.id ?? '';
      await storage.db.updateTable('users').set({ role: 'admin', email: 'Eddie@Example.com' }).where('id', '=', eddie).execute();
      const token = await tokenOf('ada');
      for (const role of ['editor', null]) {
        const response = await named.request(workspacePaths.memberRole(eddie), {
          method: 'PUT',
          headers: { [PERSON_HEADER]: 'ada', 'X-CSRF-Token': token, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
          body: JSON.stringify({ role }),
        });
        expect(await errorOf(response.clone())).toMatchObject({ status: 409, code: 'named_admin' });
        expect(((await response.json()) as ErrorBody).error.message).toBe(
          "Eddie@Example.com is named in ADMIN_EMAILS: the server's configuration keeps them admin. Take them off that list first.",
        );
      }
      await storage.db.updateTable('users').set({ email: null }).where('id', '=', eddie).execute();
    });

    it('refuses an unknown role, an unknown field, and an unknown member', async () => {
      const vera = people.get('vera')?.id ?? '';
      expect(await errorOf(await send('ada', 'PUT', workspacePaths.memberRole(vera), { role: 'owner' }))).toMatchObject({
        status: 400,
        param: 'role',
      });
      expect(await errorOf(await send('ada', 'PUT', workspacePaths.memberRole(vera), { role: 'admin', until: 'tomorrow' }))).toMatchObject({
        status: 400,
        param: 'until',
      });
      expect(
        await errorOf(await send('ada', 'PUT', workspacePaths.memberRole('00000000-0000-4000-8000-000000000000'), { role: 'admin' })),
      ).toMatchObject({ status: 404, code: 'member_not_found' });
    });
  });

  describe('each change and its audit line, in one transaction', () => {
    async function failOn(table: 'saved_views' | 'audit_events', work: () => Promise<void>): Promise<void> {
      await sql`
        create function fail_write() returns trigger language plpgsql
        as $$ begin raise exception 'refused by the test'; end $$
      `.execute(storage.db);
      await sql`
        create trigger fail_write before insert or update or delete on ${sql.table(table)}
        for each row execute function fail_write()
      `.execute(storage.db);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        await work();
        expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused by the test'));
      } finally {
        logged.mockRestore();
        await sql`drop trigger fail_write on ${sql.table(table)}`.execute(storage.db);
        await sql`drop function fail_write()`.execute(storage.db);
      }
    }

    it('a view that fails to save leaves no audit line', async () => {
      await failOn('saved_views', async () => {
        expect((await send('eddie', 'POST', workspacePaths.views, { page: '/', name: 'x', link: '', scope: 'team' })).status).toBe(500);
      });
      expect(await auditLines()).toEqual([]);
    });

    it('an audit line that fails to write leaves the view unsaved, unchanged, undeleted, and the role as it was', async () => {
      const team = await saved('eddie', { name: 'Standing', scope: 'team', teamDefault: true });
      await failOn('audit_events', async () => {
        expect(
          (
            await send('eddie', 'POST', workspacePaths.views, {
              page: '/',
              name: 'New default',
              link: '',
              scope: 'team',
              teamDefault: true,
            })
          ).status,
        ).toBe(500);
        expect((await send('eddie', 'PATCH', workspacePaths.view(team.id), { name: 'Renamed' })).status).toBe(500);
        expect((await send('eddie', 'DELETE', workspacePaths.view(team.id))).status).toBe(500);
        expect((await send('ada', 'PUT', workspacePaths.memberRole(people.get('vera')?.id ?? ''), { role: 'admin' })).status).toBe(500);
      });
      expect((await viewRows()).map((row) => [row.name, row.is_team_default])).toEqual([['Standing', true]]);
      expect((await storage.db.selectFrom('users').select('role').where('subject', '=', 'vera').executeTakeFirstOrThrow()).role).toBe(
        'viewer',
      );
    });
  });
});
