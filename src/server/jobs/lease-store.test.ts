import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStorage } from '../storage/open-storage.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { Database } from '../storage/schema.ts';
import { backOffAfter } from './back-off.ts';
import { FAILURE_MAX, leaseOn } from './lease-store.ts';
import type { RowFilter } from './lease-store.ts';

/** A job's table of its own: the lease knows only the columns it is given. */
type JobsTable = {
  id: string;
  due_at: Date | null;
  held_until: Date | null;
  held_by: string | null;
  failure: string | null;
  result: string | null;
};
type JobsDb = Database & { lease_test_jobs: JobsTable };

const T0 = new Date('2026-03-02T09:00:00Z');
const LEASE_MS = 5 * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const due =
  (now: Date): RowFilter<JobsDb, 'lease_test_jobs'> =>
  (eb) =>
    eb('due_at', '<=', now);
/** An instance's hold on the jobs: each has an owner id of its own. */
const instance = () =>
  leaseOn<JobsDb, 'lease_test_jobs'>(
    { table: 'lease_test_jobs', key: 'id', until: 'held_until', by: 'held_by', dueAt: 'due_at', failure: 'failure' },
    { leaseMs: LEASE_MS },
  );

describe('one lease for every background job, on PGlite', () => {
  let storage: Storage;
  let db: Kysely<JobsDb>;

  beforeAll(async () => {
    storage = await openStorage({ kind: 'embedded', dataDir: 'memory://' });
    db = storage.db.withTables<{ lease_test_jobs: JobsTable }>();
    await db.schema
      .createTable('lease_test_jobs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('due_at', 'timestamptz')
      .addColumn('held_until', 'timestamptz')
      .addColumn('held_by', 'text')
      .addColumn('failure', 'text')
      .addColumn('result', 'text')
      .execute();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await db.deleteFrom('lease_test_jobs').execute();
  });

  const addJob = (id: string, dueAt: Date) =>
    db.insertInto('lease_test_jobs').values({ id, due_at: dueAt, held_until: null, held_by: null, failure: null, result: null }).execute();
  const job = (id: string) => db.selectFrom('lease_test_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('gives a row to one instance only: two claiming together share the due rows out, and nothing not yet due', async () => {
    await addJob('later', at(-1_000));
    await addJob('sooner', at(-2_000));
    await addJob('tomorrow', at(24 * 3_600_000));
    const instances = [instance(), instance()] as const;
    expect(instances[0].owner).not.toBe(instances[1].owner);
    const claims = await Promise.all(instances.map((lease) => lease.claim(db, T0, due(T0))));
    expect(claims.map((row) => row?.id).sort()).toEqual(['later', 'sooner']);
    expect(claims.map((row) => [row?.held_by, row?.held_until])).toEqual(instances.map((lease) => [lease.owner, at(LEASE_MS)]));
    expect(await instances[0].claim(db, T0, due(T0))).toBeUndefined();

    await addJob('alone', at(-3_000));
    const race = await Promise.all(instances.map((lease) => lease.claim(db, T0, due(T0))));
    expect(race.filter((row) => row !== undefined).map((row) => row.id)).toEqual(['alone']);
  });

  it('claims the most overdue row first', async () => {
    await addJob('later', at(-1_000));
    await addJob('sooner', at(-2_000));
    const holder = instance();
    expect((await holder.claim(db, T0, due(T0)))?.id).toBe('sooner');
    expect((await holder.claim(db, T0, due(T0)))?.id).toBe('later');
  });

  it('lets another instance take a row whose holder died mid-run once its lease runs out, and refuses the late holder', async () => {
    await addJob('job', T0);
    const [crashed, survivor] = [instance(), instance()];
    expect(await crashed.claim(db, T0, due(T0))).toBeDefined();
    expect(await survivor.claim(db, at(LEASE_MS - 1), due(at(LEASE_MS - 1)))).toBeUndefined();
    const taken = await survivor.claim(db, at(LEASE_MS), due(at(LEASE_MS)));
    expect(taken).toMatchObject({ id: 'job', held_by: survivor.owner, held_until: at(2 * LEASE_MS) });

    expect(await crashed.renew(db, 'job', at(LEASE_MS + 1))).toBe(false);
    expect(await crashed.release(db, 'job', { set: { result: 'late' } })).toBe(false);
    expect(await job('job')).toMatchObject({ held_by: survivor.owner, held_until: at(2 * LEASE_MS), result: null });
  });

  it('renews a lease still held, and refuses a renewal once it has run out, even with no one else holding the row', async () => {
    await addJob('job', T0);
    const [holder, other] = [instance(), instance()];
    await holder.claim(db, T0, due(T0));
    expect(await holder.renew(db, 'job', at(4 * 60_000))).toBe(true);
    expect(await job('job')).toMatchObject({ held_by: holder.owner, held_until: at(4 * 60_000 + LEASE_MS) });
    expect(await other.claim(db, at(LEASE_MS), due(at(LEASE_MS)))).toBeUndefined();

    const expired = at(4 * 60_000 + LEASE_MS);
    expect(await holder.renew(db, 'job', expired)).toBe(false);
    expect(await job('job')).toMatchObject({ held_until: expired });
    expect(await other.claim(db, expired, due(expired))).toMatchObject({ held_by: other.owner });
  });

  it("releases with the run's results, leaves what it is not given, and refuses when its condition fails", async () => {
    await addJob('job', T0);
    const holder = instance();
    await holder.claim(db, T0, due(T0));
    expect(await holder.release(db, 'job', { set: { result: 'first' }, dueAt: at(60_000), failure: null })).toBe(true);
    expect(await job('job')).toEqual({ id: 'job', due_at: at(60_000), held_until: null, held_by: null, failure: null, result: 'first' });

    await holder.claim(db, at(60_000), due(at(60_000)));
    expect(await holder.release(db, 'job', { set: { result: 'second' }, onlyIf: (eb) => eb('result', '=', 'something else') })).toBe(false);
    expect(await job('job')).toMatchObject({ held_by: holder.owner, result: 'first' });
    expect(await holder.release(db, 'job', { onlyIf: (eb) => eb('result', '=', 'first') })).toBe(true);
    expect(await job('job')).toEqual({ id: 'job', due_at: at(60_000), held_until: null, held_by: null, failure: null, result: 'first' });
  });

  it(`keeps a failure's first ${FAILURE_MAX} characters`, async () => {
    await addJob('job', T0);
    const holder = instance();
    await holder.claim(db, T0, due(T0));
    const page = `The API answered 502: ${'<html>'.repeat(200)}`;
    await holder.release(db, 'job', { failure: page, dueAt: at(60_000) });
    expect((await job('job')).failure).toBe(page.slice(0, FAILURE_MAX));
  });

  it('after a 429, makes the row due again only when its Retry-After has passed', async () => {
    await addJob('job', T0);
    const holder = instance();
    await holder.claim(db, T0, due(T0));
    const limited = Object.assign(new Error('The API answered 429 to /accounts.'), { status: 429, retryAfterS: 120 });
    const backOff = backOffAfter(limited, 15 * 60_000);
    expect(backOff).toEqual({ rateLimited: true, waitMs: 120_000 });
    await holder.release(db, 'job', { failure: limited.message, dueAt: at(backOff.waitMs) });

    const other = instance();
    expect(await other.claim(db, at(119_999), due(at(119_999)))).toBeUndefined();
    expect(await other.claim(db, at(120_000), due(at(120_000)))).toMatchObject({ id: 'job', failure: limited.message });
  });
});
