import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspacePaths } from '../../core/workspace/contract.ts';
import type { AuditEvent } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { addPerson, memoryStorage, PERSON_HEADER, workspaceApp } from '../testing/workspace-fixture.ts';
import { RETENTION_EVERY_MS } from './audit-retention.ts';

type Page = { events: AuditEvent[]; next: string | null; keptForDays: number };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the audit trail on PGlite', () => {
  let storage: Storage;
  let app: Hono;
  // The database prunes by its own now(): the test's clock starts at the same moment.
  let clock = Date.now();
  const people = new Map<string, Person>();

  beforeAll(async () => {
    storage = await memoryStorage();
    people.set('ada', await addPerson(storage.db, 'ada', 'admin'));
    people.set('eddie', await addPerson(storage.db, 'eddie', 'editor'));
    app = workspaceApp(() => storage.db, people, { auditRetentionDays: 30, now: () => clock });
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await storage.db.deleteFrom('audit_events').execute();
    clock += RETENTION_EVERY_MS;
  });

  async function addEvent(at: string, action: string, actor: string, details: Record<string, unknown> = {}): Promise<void> {
    await storage.db
      .insertInto('audit_events')
      .values({ at: new Date(at), action, actor_label: actor, details: JSON.stringify(details), client_address: '198.51.100.4' })
      .execute();
  }

  async function page(query: string, person = 'ada'): Promise<Response> {
    return app.request(`${workspacePaths.audit}${query}`, { headers: { [PERSON_HEADER]: person } });
  }

  const recent = (daysAgo: number, hour = 0) => new Date(clock - daysAgo * DAY_MS + hour * 3_600_000).toISOString();

  it('is for admins only: 403 forbidden_role to an editor, for the page and the CSV', async () => {
    expect((await page('', 'eddie')).status).toBe(403);
    const csv = await app.request(workspacePaths.auditCsv, { headers: { [PERSON_HEADER]: 'eddie' } });
    expect(csv.status).toBe(403);
  });

  it('reads newest first, in pages that follow each other without a gap or a repeat, even among events of the same instant', async () => {
    const sameInstant = recent(1);
    for (let index = 0; index < 5; index += 1) await addEvent(sameInstant, 'view_created', `user${index}`);
    await addEvent(recent(2), 'sign_in', 'early');
    await addEvent(recent(0.5), 'sign_out', 'late');
    const seen: AuditEvent[] = [];
    let next: string | null = '';
    let pages = 0;
    while (next !== null) {
      const response = await page(`?limit=2${next === '' ? '' : `&before=${next}`}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as Page;
      expect(body.keptForDays).toBe(30);
      seen.push(...body.events);
      next = body.next;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((event) => event.id)).size).toBe(7);
    expect(seen[0]).toMatchObject({ actor: 'late', action: 'sign_out', from: '198.51.100.4' });
    expect(seen.at(-1)).toMatchObject({ actor: 'early' });
  });

  it('filters by action, by actor (any part of the name, wildcards taken literally), and by whole UTC days', async () => {
    await addEvent('2026-11-20T23:59:59Z', 'view_created', 'Ada Lovelace');
    await addEvent('2026-11-21T00:00:00Z', 'view_deleted', 'Ada Lovelace');
    await addEvent('2026-11-22T12:00:00Z', 'view_created', 'Eddie 100%');
    const actors = async (query: string) =>
      ((await (await page(query)).json()) as Page).events.map((event) => `${event.actor} ${event.action}`);
    expect(await actors('?action=view_created')).toEqual(['Eddie 100% view_created', 'Ada Lovelace view_created']);
    expect(await actors('?actor=lovelace')).toEqual(['Ada Lovelace view_deleted', 'Ada Lovelace view_created']);
    expect(await actors('?actor=100%25')).toEqual(['Eddie 100% view_created']);
    expect(await actors('?actor=_')).toEqual([]);
    expect(await actors('?from=2026-11-21&to=2026-11-21')).toEqual(['Ada Lovelace view_deleted']);
    expect(await actors('?to=2026-11-20')).toEqual(['Ada Lovelace view_created']);
  });

  it.each([
    ['an unknown parameter', '?user=ada', 'user'],
    ['an unknown action', '?action=dropped_table', 'action'],
    ['a date that is not one', '?from=yesterday', 'from'],
    ['a limit too large', '?limit=501', 'limit'],
    ['a cursor we did not give out', '?before=MjAyNi0xMS0yNw', 'before'],
  ])('refuses %s with 400 naming it', async (_label, query, param) => {
    const response = await page(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; param: string } }).error).toMatchObject({ code: 'invalid_query', param });
  });

  it('forgets events older than AUDIT_RETENTION_DAYS when read, at most once an hour', async () => {
    await addEvent(recent(31), 'sign_in', 'too old');
    await addEvent(recent(29), 'sign_in', 'kept');
    const actors = async () => ((await (await page('')).json()) as Page).events.map((event) => event.actor);
    expect(await actors()).toEqual(['kept']);
    await addEvent(recent(40), 'sign_in', 'old, written since');
    expect(await actors()).toEqual(['kept', 'old, written since']);
    clock += RETENTION_EVERY_MS;
    expect(await actors()).toEqual(['kept']);
  });

  it('downloads the filtered trail as CSV: an attachment named with the date, formulas defused, details as JSON', async () => {
    await addEvent('2026-11-26T09:30:00Z', 'view_created', '=HYPERLINK("https://evil.example","Open")', { name: '@SUM(A1)', page: '/' });
    await addEvent('2026-11-26T09:00:00Z', 'sign_in', 'ada');
    const response = await app.request(`${workspacePaths.auditCsv}?action=view_created`, { headers: { [PERSON_HEADER]: 'ada' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-trail-${new Date(clock).toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('At (UTC),Actor,Action,Target,Details,From');
    expect(lines[1]).toBe(
      `2026-11-26T09:30:00.000Z,"'=HYPERLINK(""https://evil.example"",""Open"")"` +
        `,view_created,,"{""name"":""@SUM(A1)"",""page"":""/""}",198.51.100.4`,
    );
    expect(lines).toHaveLength(3);
  });
});
