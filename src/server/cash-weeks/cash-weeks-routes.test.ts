import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { cashWeeksPaths, NOTE_LIMITS, NOTE_MAX, VERSION_LIMITS } from '../../core/cash-weeks/contract.ts';
import type { ForecastVersion, Note, NoteList, VersionList, VersionSummary } from '../../core/cash-weeks/contract.ts';
import type { BuildVersion } from '../../core/cash-weeks/version-builder.ts';
import { ApiReadError } from '../api-reader/api-reader.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { cashWeeksApp, versionContentFor } from '../testing/cash-weeks-fixture.ts';
import { addPerson, memoryStorage, PERSON_HEADER } from '../testing/workspace-fixture.ts';
import { SAVE_COOLDOWN_S } from './cash-weeks-routes.ts';
import { insertVersion, VERSIONS_KEPT_DAYS } from './version-store.ts';

type ErrorBody = { error: { type: string; code: string; message: string; param: string | null } };

const NOW = new Date('2026-03-02T09:00:00Z');
const NEXT_RUN = new Date('2026-03-09T06:00:00Z');
const TODAY = '2026-03-02';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const noApi: ApiReader = { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) };

describe('the forecast-version and note routes on PGlite', () => {
  let storage: Storage;
  let app: Hono;
  let tokenOf: (person: Person) => Promise<string>;
  const people = new Map<string, Person>();
  const builder: { build: BuildVersion; calls: number } = { build: () => Promise.resolve(versionContentFor(TODAY)), calls: 0 };
  const scheduleRuns: { weekday: number; hour: number }[] = [];
  const clock = { now: NOW };

  beforeAll(async () => {
    storage = await memoryStorage();
    for (const [name, role] of [
      ['vera', 'viewer'],
      ['eddie', 'editor'],
    ] as const)
      people.set(name, await addPerson(storage.db, name, role));
    ({ app, tokenOf } = cashWeeksApp(storage.db, people, {
      buildVersion: (context) => {
        builder.calls++;
        return builder.build(context);
      },
      read: noApi,
      today: () => TODAY,
      nextRun: (schedule) => {
        scheduleRuns.push(schedule);
        return NEXT_RUN;
      },
      timeZone: 'Europe/Paris',
      prune: () => Promise.resolve(),
      now: () => clock.now,
    }));
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    builder.build = () => Promise.resolve(versionContentFor(TODAY));
    builder.calls = 0;
    clock.now = NOW;
    for (const table of ['forecast_versions', 'notes', 'version_schedule', 'audit_events'] as const)
      await storage.db.deleteFrom(table).execute();
  });

  const person = (name: string) => people.get(name) ?? expect.unreachable(name);

  function get(name: string, path: string): Promise<Response> {
    return Promise.resolve(app.request(path, { headers: { [PERSON_HEADER]: name } }));
  }

  async function send(name: string, method: string, path: string, body?: unknown): Promise<Response> {
    return app.request(path, {
      method,
      headers: {
        [PERSON_HEADER]: name,
        'X-CSRF-Token': await tokenOf(person(name)),
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }

  async function errorOf(response: Response) {
    const body = (await response.json()) as ErrorBody;
    return { status: response.status, code: body.error.code, param: body.error.param };
  }

  const auditLines = () => storage.db.selectFrom('audit_events').selectAll().orderBy('at').execute();
  const count = async (table: 'forecast_versions' | 'notes') =>
    Number(
      (
        await storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a version for an editor: 201 with its cells and items, listed for a viewer, read whole by id, audited', async () => {
    const response = await send('eddie', 'POST', cashWeeksPaths.versions);
    expect(response.status).toBe(201);
    const saved = (await response.json()) as ForecastVersion;
    expect(saved).toMatchObject({ kind: 'saved', takenBy: 'eddie', takenAt: NOW.toISOString(), ...versionContentFor(TODAY) });

    const list = (await (await get('vera', cashWeeksPaths.versions)).json()) as { versions: VersionSummary[]; keptForDays: number };
    expect(list).toEqual({
      versions: [{ id: saved.id, takenAt: saved.takenAt, takenBy: 'eddie', kind: 'saved', firstWeek: TODAY, currency: 'EUR' }],
      keptForDays: VERSIONS_KEPT_DAYS,
      next: null,
    });
    expect(await (await get('vera', cashWeeksPaths.version(saved.id))).json()).toEqual(saved);
    expect((await auditLines()).map((line) => [line.action, line.target, line.details])).toEqual([
      ['forecast_version_saved', saved.id, { firstWeek: TODAY }],
    ]);
  });

  it('lists versions newest first within the weeks asked for', async () => {
    builder.build = () => Promise.resolve(versionContentFor('2026-02-23'));
    await send('eddie', 'POST', cashWeeksPaths.versions);
    builder.build = () => Promise.resolve(versionContentFor(TODAY));
    clock.now = later(SAVE_COOLDOWN_S);
    await send('eddie', 'POST', cashWeeksPaths.versions);
    const weeks = async (search: string) =>
      ((await (await get('vera', `${cashWeeksPaths.versions}${search}`)).json()) as { versions: VersionSummary[] }).versions.map(
        (v) => v.firstWeek,
      );
    expect(await weeks('')).toEqual([TODAY, '2026-02-23']);
    expect(await weeks('?to=2026-02-28')).toEqual(['2026-02-23']);
    expect(await weeks('?from=2026-03-01')).toEqual([TODAY]);
    expect((await errorOf(await get('vera', `${cashWeeksPaths.versions}?from=yesterday`))).param).toBe('from');
  });

  it('answers the versions a page at a time (100 at most, newest first), the next by its cursor, none skipped or twice', async () => {
    // Ties on purpose: five versions a microsecond, three weeks among them, so two share a time and a week.
    await sql`insert into forecast_versions (taken_at, taken_by, kind, first_week, currency, opening, cells, items)
      select timestamptz '2026-03-01 09:00:00+00' + (n / 5) * interval '1 microsecond', 'eddie', 'saved',
        date '2026-03-02' - (n % 3) * 7, 'EUR', '0.00', '[]', '[]'
      from generate_series(1, 250) as n`.execute(storage.db);
    const all = await sql<{ id: string }>`select id from forecast_versions order by taken_at desc, first_week desc, id desc`.execute(
      storage.db,
    );
    const seen: string[] = [];
    let search = '';
    for (const expected of [100, 100, 50]) {
      const page = (await (await get('vera', `${cashWeeksPaths.versions}${search}`)).json()) as VersionList;
      expect(page.versions).toHaveLength(expected);
      expect(page.keptForDays).toBe(VERSIONS_KEPT_DAYS);
      seen.push(...page.versions.map((version) => version.id));
      if (expected === 50) expect(page.next).toBeNull();
      search = `?after=${page.next ?? ''}`;
    }
    expect(seen).toEqual(all.rows.map((row) => row.id));
    // The window and the page together: the weeks asked for, a page of them, then the rest of them.
    const first = (await (await get('vera', `${cashWeeksPaths.versions}?from=2026-03-02&limit=60`)).json()) as VersionList;
    const rest = (await (await get('vera', `${cashWeeksPaths.versions}?from=2026-03-02&after=${first.next ?? ''}`)).json()) as VersionList;
    expect([...first.versions, ...rest.versions].map((version) => version.firstWeek)).toEqual(Array(83).fill(TODAY));
    expect(rest.next).toBeNull();
    expect(await errorOf(await get('vera', `${cashWeeksPaths.versions}?limit=101`))).toMatchObject({ status: 400, param: 'limit' });
    expect(await errorOf(await get('vera', `${cashWeeksPaths.versions}?after=forged`))).toMatchObject({ status: 400, param: 'after' });
  });

  it(
    'caps the versions saved in a week (VERSION_LIMITS): one person’s 21st and the team’s 51st are 409 limit_reached,' +
      ' before the API is read; the weekly and rebuilt versions and other weeks do not count',
    async () => {
      const stored = (authorId: string | null, count: number, week: string, kind = 'saved') =>
        sql`insert into forecast_versions (taken_at, taken_by, taken_by_user_id, kind, first_week, currency, opening, cells, items)
          select timestamptz '2026-03-02 07:00:00+00' - n * interval '1 second', 'someone', ${authorId}, ${kind}, ${week}::date,
            'EUR', '0.00', '[]', '[]'
          from generate_series(1, ${count}) as n`.execute(storage.db);
      await stored(person('eddie').id, VERSION_LIMITS.savedPerPersonWeek, TODAY);
      const mine = await send('eddie', 'POST', cashWeeksPaths.versions);
      expect(await errorOf(mine.clone())).toEqual({ status: 409, code: 'limit_reached', param: null });
      expect(((await mine.json()) as ErrorBody).error.message).toBe(
        'You saved 20 versions in the week of 2026-03-02, the most one person may: save again from Monday 2026-03-09.',
      );
      await storage.db.deleteFrom('forecast_versions').execute();
      await stored(null, VERSION_LIMITS.savedPerWeek, TODAY);
      const all = await send('eddie', 'POST', cashWeeksPaths.versions);
      expect(((await all.json()) as ErrorBody).error).toMatchObject({
        code: 'limit_reached',
        message: 'The team saved 50 versions in the week of 2026-03-02, the most a week may: save again from Monday 2026-03-09.',
      });
      expect(builder.calls).toBe(0);
      expect(await auditLines()).toEqual([]);

      await storage.db.deleteFrom('forecast_versions').execute();
      await stored(person('eddie').id, VERSION_LIMITS.savedPerWeek, '2026-02-23');
      await stored(null, 1, TODAY, 'scheduled');
      await stored(null, 1, TODAY, 'reconstructed');
      expect((await send('eddie', 'POST', cashWeeksPaths.versions)).status).toBe(201);
    },
  );

  it(
    'refuses a save within a minute of the last saved or scheduled version:' +
      ' 429 version_saved_recently with Retry-After, no API read, nothing stored',
    async () => {
      expect((await send('eddie', 'POST', cashWeeksPaths.versions)).status).toBe(201);
      clock.now = later(20);
      const again = await send('eddie', 'POST', cashWeeksPaths.versions);
      expect(await errorOf(again.clone())).toEqual({ status: 429, code: 'version_saved_recently', param: null });
      expect(again.headers.get('Retry-After')).toBe('40');
      expect(((await again.json()) as ErrorBody).error.message).toMatch(/next version can be saved in 40 s/);
      expect(builder.calls).toBe(1);
      expect(await count('forecast_versions')).toBe(1);

      await storage.db.deleteFrom('forecast_versions').execute();
      await insertVersion(storage.db, {
        content: versionContentFor(TODAY),
        kind: 'scheduled',
        takenAt: later(30),
        takenBy: 'Weekly schedule',
        takenByUserId: null,
      });
      clock.now = later(89);
      expect((await errorOf(await send('eddie', 'POST', cashWeeksPaths.versions))).code).toBe('version_saved_recently');
      clock.now = later(90);
      expect((await send('eddie', 'POST', cashWeeksPaths.versions)).status).toBe(201);
      expect(builder.calls).toBe(2);
    },
  );

  it('builds once when two saves arrive together: the second is refused while the first reads the API', async () => {
    let release: () => void = () => undefined;
    const building = new Promise<void>((resolve) => {
      builder.build = () => {
        resolve();
        return new Promise((done) => (release = () => done(versionContentFor(TODAY))));
      };
    });
    const first = send('eddie', 'POST', cashWeeksPaths.versions);
    await building;
    const second = await send('eddie', 'POST', cashWeeksPaths.versions);
    release();
    expect((await first).status).toBe(201);
    expect(await errorOf(second)).toEqual({ status: 429, code: 'version_saved_recently', param: null });
    expect(builder.calls).toBe(1);
    expect(await count('forecast_versions')).toBe(1);
  });

  it('refuses a viewer saving a version (403 naming editor) without reading the API or storing anything', async () => {
    const response = await send('vera', 'POST', cashWeeksPaths.versions);
    expect(await errorOf(response)).toEqual({ status: 403, code: 'forbidden_role', param: null });
    expect(builder.calls).toBe(0);
    expect(await count('forecast_versions')).toBe(0);
    expect(await auditLines()).toEqual([]);
  });

  it(
    'answers 503 upstream_unavailable and stores nothing when the API cannot be read;' +
      ' under a 429 it says the budget is spent, with Retry-After',
    async () => {
      builder.build = () => Promise.reject(new ApiReadError('The API answered 500 to /forecasts.', 500));
      const failed = await send('eddie', 'POST', cashWeeksPaths.versions);
      expect(await errorOf(failed)).toEqual({ status: 503, code: 'upstream_unavailable', param: null });

      builder.build = () => Promise.reject(new ApiReadError('The API answered 429 to /forecasts.', 429, 42));
      const limited = await send('eddie', 'POST', cashWeeksPaths.versions);
      expect(limited.status).toBe(503);
      expect(limited.headers.get('Retry-After')).toBe('42');
      expect(((await limited.json()) as ErrorBody).error.message).toMatch(/budget .* spent.* 42 s/);
      expect(await count('forecast_versions')).toBe(0);
      expect(await auditLines()).toEqual([]);
    },
  );

  it('answers 404 version_not_found for an unknown id or one that is not an id', async () => {
    expect((await errorOf(await get('vera', cashWeeksPaths.version('7d8e9f00-1111-4222-8333-944455556666')))).code).toBe(
      'version_not_found',
    );
    expect((await errorOf(await get('vera', cashWeeksPaths.version('nope')))).code).toBe('version_not_found');
  });

  it(
    'gives Monday 07:00 until an editor sets the schedule,' + ' which takes effect at its next run and is audited; a viewer may not',
    async () => {
      expect(await (await get('vera', cashWeeksPaths.schedule)).json()).toEqual({ weekday: 1, hour: 7, timeZone: 'Europe/Paris' });
      expect((await errorOf(await send('vera', 'PUT', cashWeeksPaths.schedule, { weekday: 5, hour: 16 }))).code).toBe('forbidden_role');
      expect((await errorOf(await send('eddie', 'PUT', cashWeeksPaths.schedule, { weekday: 8, hour: 16 }))).param).toBe('weekday');

      const response = await send('eddie', 'PUT', cashWeeksPaths.schedule, { weekday: 5, hour: 16 });
      expect(await response.json()).toEqual({ weekday: 5, hour: 16, timeZone: 'Europe/Paris' });
      expect(await (await get('vera', cashWeeksPaths.schedule)).json()).toEqual({ weekday: 5, hour: 16, timeZone: 'Europe/Paris' });
      const row = await storage.db.selectFrom('version_schedule').selectAll().executeTakeFirstOrThrow();
      expect(row.next_run_at).toEqual(NEXT_RUN);
      expect(scheduleRuns.at(-1)).toEqual({ weekday: 5, hour: 16 });
      expect((await auditLines()).map((line) => [line.action, line.details])).toEqual([
        ['forecast_version_schedule_changed', { from: { weekday: 1, hour: 7 }, to: { weekday: 5, hour: 16 } }],
      ]);
    },
  );

  it('keeps a note as plain text: hostile markup stays text, hidden controls go, line breaks stay', async () => {
    const text = 'Castellan pays late <script>alert(1)</script>\u202e\u0007\nsee <a href="javascript:x">this</a>';
    const response = await send('eddie', 'POST', cashWeeksPaths.notes, { target: { kind: 'week', week: TODAY }, text });
    expect(response.status).toBe(201);
    const note = (await response.json()) as Note;
    expect(note).toMatchObject({
      target: { kind: 'week', week: TODAY },
      text: 'Castellan pays late <script>alert(1)</script>\nsee <a href="javascript:x">this</a>',
      author: 'eddie',
      updatedBy: 'eddie',
      canEdit: true,
    });
    const seen = (await (await get('vera', cashWeeksPaths.notes)).json()) as { notes: Note[] };
    expect(seen.notes).toEqual([{ ...note, canEdit: false }]);
  });

  it('refuses a note of 2,001 characters (2,000 is fine) and a viewer adding one, storing nothing', async () => {
    const tooLong = await send('eddie', 'POST', cashWeeksPaths.notes, {
      target: { kind: 'month', month: '2026-03' },
      text: 'x'.repeat(2001),
    });
    expect(await errorOf(tooLong)).toEqual({ status: 400, code: 'invalid_body', param: 'text' });
    const byViewer = await send('vera', 'POST', cashWeeksPaths.notes, { target: { kind: 'month', month: '2026-03' }, text: 'Fine' });
    expect(await errorOf(byViewer)).toEqual({ status: 403, code: 'forbidden_role', param: null });
    expect(await count('notes')).toBe(0);
    expect(
      (await send('eddie', 'POST', cashWeeksPaths.notes, { target: { kind: 'month', month: '2026-03' }, text: 'x'.repeat(2000) })).status,
    ).toBe(201);
  });

  it('finds the notes whose target touches the window, and a forecast note always', async () => {
    const targets = [
      { kind: 'week', week: '2026-02-23' },
      { kind: 'month', month: '2026-04' },
      { kind: 'category', categoryId: '5b0c6c1e-2f0a-4d8e-9d1e-0c9d7a1b2c3d', from: '2026-01-01', to: '2026-03-31' },
      { kind: 'forecast', forecastId: '0f7a2c54-6a1b-4c1d-8e2f-3a4b5c6d7e8f' },
    ];
    for (const target of targets)
      expect((await send('eddie', 'POST', cashWeeksPaths.notes, { target, text: target.kind })).status).toBe(201);
    const kinds = async (search: string) =>
      ((await (await get('vera', `${cashWeeksPaths.notes}${search}`)).json()) as { notes: Note[] }).notes.map((note) => note.text);
    // The week of 23 February runs to 1 March.
    expect(await kinds('?from=2026-03-01&to=2026-03-31')).toEqual(['week', 'category', 'forecast']);
    expect(await kinds('?from=2026-04-01')).toEqual(['month', 'forecast']);
    expect(await kinds('')).toEqual(['week', 'month', 'category', 'forecast']);
  });

  it('answers the notes a page at a time (100 at most, oldest first), each page under 1 MB, the next by its cursor', async () => {
    const eddie = person('eddie').id;
    const longest = 'x'.repeat(NOTE_MAX);
    await storage.db
      .insertInto('notes')
      .values(
        Array.from({ length: 250 }, (_, index) => ({
          target_kind: 'forecast' as const,
          target: JSON.stringify({ kind: 'forecast', forecastId: '0f7a2c54-6a1b-4c1d-8e2f-3a4b5c6d7e8f' }),
          starts_on: null,
          ends_on: null,
          text: `${index} ${longest}`.slice(0, NOTE_MAX),
          author: 'eddie',
          author_user_id: eddie,
          updated_by: 'eddie',
          created_at: new Date(NOW.getTime() + index),
        })),
      )
      .execute();
    const seen: string[] = [];
    let search = '?from=2026-03-01&to=2026-03-31';
    for (const expected of [100, 100, 50]) {
      const response = await get('vera', `${cashWeeksPaths.notes}${search}`);
      const text = await response.text();
      expect(text.length).toBeLessThan(1_000_000);
      const page = JSON.parse(text) as NoteList;
      expect(page.notes).toHaveLength(expected);
      seen.push(...page.notes.map((note) => note.text.split(' ')[0] ?? ''));
      search = `?from=2026-03-01&to=2026-03-31&after=${page.next ?? ''}`;
      if (expected === 50) expect(page.next).toBeNull();
    }
    expect(seen).toEqual(Array.from({ length: 250 }, (_, index) => String(index)));
    const small = (await (await get('vera', `${cashWeeksPaths.notes}?limit=7`)).json()) as NoteList;
    expect(small.notes).toHaveLength(7);
    expect(await errorOf(await get('vera', `${cashWeeksPaths.notes}?limit=101`))).toMatchObject({ status: 400, param: 'limit' });
    expect(await errorOf(await get('vera', `${cashWeeksPaths.notes}?after=forged`))).toMatchObject({ status: 400, param: 'after' });
  });

  it('caps the notes (NOTE_LIMITS): one person’s 1,001st and the workspace’s 5,001st are 409 limit_reached', async () => {
    const body = { target: { kind: 'week', week: '2026-02-23' }, text: 'One more' };
    const stored = (authorId: string | null, count: number) =>
      sql`insert into notes (target_kind, target, starts_on, ends_on, text, author, author_user_id, updated_by)
        select 'week', '{"kind":"week","week":"2026-02-23"}', '2026-02-23', '2026-03-01', 'Note ' || n, 'someone', ${authorId}, 'someone'
        from generate_series(1, ${count}) as n`.execute(storage.db);
    await stored(person('eddie').id, NOTE_LIMITS.perPerson);
    const mine = await send('eddie', 'POST', cashWeeksPaths.notes, body);
    expect(await errorOf(mine.clone())).toMatchObject({ status: 409, code: 'limit_reached' });
    expect(((await mine.json()) as ErrorBody).error.message).toBe(
      'You wrote 1,000 of the notes the workspace keeps, the most one person may: delete old ones to add more.',
    );
    await storage.db.deleteFrom('notes').execute();
    await stored(null, NOTE_LIMITS.all);
    const all = await send('eddie', 'POST', cashWeeksPaths.notes, body);
    expect(((await all.json()) as ErrorBody).error).toMatchObject({
      code: 'limit_reached',
      message: 'The workspace keeps 5,000 notes, the most it may: delete old ones to add more.',
    });
    expect(await count('notes')).toBe(NOTE_LIMITS.all);
    expect(await auditLines()).toEqual([]);
  });

  it('lets an editor change and delete a note, each audited with the text cut to 200 characters; 404 note_not_found after', async () => {
    const note = (await (
      await send('eddie', 'POST', cashWeeksPaths.notes, { target: { kind: 'week', week: TODAY }, text: 'a'.repeat(300) })
    ).json()) as Note;
    expect((await errorOf(await send('vera', 'PATCH', cashWeeksPaths.note(note.id), { text: 'mine' }))).code).toBe('forbidden_role');
    const changed = await send('eddie', 'PATCH', cashWeeksPaths.note(note.id), { text: 'Paid on the 4th' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Note).text).toBe('Paid on the 4th');
    expect((await errorOf(await send('vera', 'DELETE', cashWeeksPaths.note(note.id)))).code).toBe('forbidden_role');
    expect((await send('eddie', 'DELETE', cashWeeksPaths.note(note.id))).status).toBe(204);
    expect((await errorOf(await send('eddie', 'DELETE', cashWeeksPaths.note(note.id)))).code).toBe('note_not_found');
    expect((await errorOf(await send('eddie', 'PATCH', cashWeeksPaths.note('not-an-id'), { text: 'x' }))).code).toBe('note_not_found');

    const lines = await auditLines();
    expect(lines.map((line) => line.action)).toEqual(['note_created', 'note_changed', 'note_deleted']);
    expect(lines[0]?.details).toEqual({ target: { kind: 'week', week: TODAY }, text: 'a'.repeat(200) });
    expect(lines[1]?.details).toEqual({ target: { kind: 'week', week: TODAY }, from: 'a'.repeat(200), to: 'Paid on the 4th' });
    expect(lines[2]?.details).toEqual({ target: { kind: 'week', week: TODAY }, text: 'Paid on the 4th' });
  });

  it('refuses a write without the CSRF token before anything is read or stored', async () => {
    const response = await app.request(cashWeeksPaths.versions, {
      method: 'POST',
      headers: {
        [PERSON_HEADER]: 'eddie',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
    });
    expect(response.status).toBe(403);
    expect(builder.calls).toBe(0);
  });

  it('refuses a note sent cross-site, over 16 KiB, or as malformed JSON, storing nothing', async () => {
    const headers = { [PERSON_HEADER]: 'eddie', 'X-CSRF-Token': await tokenOf(person('eddie')), 'Content-Type': 'application/json' };
    const note = JSON.stringify({ target: { kind: 'week', week: '2026-11-16' }, text: 'VAT refund delayed' });
    const crossSite = await app.request(cashWeeksPaths.notes, {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: note,
    });
    expect(await errorOf(crossSite)).toMatchObject({ status: 403, code: 'cross_site_request' });
    const sameOrigin = { ...headers, Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
    const tooBig = await app.request(cashWeeksPaths.notes, {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ target: { kind: 'week', week: '2026-11-16' }, text: 'x'.repeat(20_000) }),
    });
    expect(await errorOf(tooBig)).toMatchObject({ status: 413, code: 'body_too_large' });
    const malformed = await app.request(cashWeeksPaths.notes, { method: 'POST', headers: sameOrigin, body: '{"target": ' });
    expect(await errorOf(malformed)).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await count('notes')).toBe(0);
  });

  it('refuses a schedule or a save sent cross-site, and a schedule over 16 KiB or as malformed JSON, changing nothing', async () => {
    const headers = { [PERSON_HEADER]: 'eddie', 'X-CSRF-Token': await tokenOf(person('eddie')), 'Content-Type': 'application/json' };
    const crossSite = { ...headers, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const schedule = JSON.stringify({ weekday: 5, hour: 16 });
    expect(await errorOf(await app.request(cashWeeksPaths.schedule, { method: 'PUT', headers: crossSite, body: schedule }))).toMatchObject({
      status: 403,
      code: 'cross_site_request',
    });
    expect(await errorOf(await app.request(cashWeeksPaths.versions, { method: 'POST', headers: crossSite }))).toMatchObject({
      status: 403,
      code: 'cross_site_request',
    });
    const sameOrigin = { ...headers, Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
    const tooBig = await app.request(cashWeeksPaths.schedule, {
      method: 'PUT',
      headers: sameOrigin,
      body: JSON.stringify({ weekday: 5, hour: 16, pad: 'x'.repeat(20_000) }),
    });
    expect(await errorOf(tooBig)).toMatchObject({ status: 413, code: 'body_too_large' });
    const malformed = await app.request(cashWeeksPaths.schedule, { method: 'PUT', headers: sameOrigin, body: '{"weekday": ' });
    expect(await errorOf(malformed)).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await (await get('vera', cashWeeksPaths.schedule)).json()).toMatchObject({ weekday: 1, hour: 7 });
    expect(builder.calls).toBe(0);
    expect(await count('forecast_versions')).toBe(0);
    expect(await auditLines()).toEqual([]);
  });
});
