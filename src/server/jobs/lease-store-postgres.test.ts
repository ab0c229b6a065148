import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../storage/schema.ts';
import { findPostgresBinDir } from '../testing/postgres-server.ts';
import { twoInstancesOnPostgres, type TwoInstances } from '../testing/postgres-instances.ts';
import { leaseOn } from './lease-store.ts';
import type { Lease } from './lease-store.ts';

const binDir = findPostgresBinDir();
const title =
  binDir === null
    ? 'one lease, two instances on one real PostgreSQL (SKIPPED: no initdb/pg_ctl found; apt-get install postgresql)'
    : 'one lease, two instances on one real PostgreSQL';

type JobsTable = { id: string; due_at: Date; held_until: Date | null; held_by: string | null; failure: string | null; runs: number };
type JobsDb = Database & { lease_test_jobs: JobsTable };
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const JOBS = 40;
const newJob = (id: string, dueAt: Date) => ({ id, due_at: dueAt, held_until: null, held_by: null, failure: null, runs: 0 });
const lease = () =>
  leaseOn<JobsDb, 'lease_test_jobs'>(
    { table: 'lease_test_jobs', key: 'id', until: 'held_until', by: 'held_by', dueAt: 'due_at', failure: 'failure' },
    { leaseMs: 60_000 },
  );

describe.skipIf(binDir === null)(title, () => {
  let instances: TwoInstances | undefined;
  let one: Kysely<JobsDb>;
  let other: Kysely<JobsDb>;

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres(binDir ?? '');
    one = instances.one.db.withTables<{ lease_test_jobs: JobsTable }>();
    other = instances.other.db.withTables<{ lease_test_jobs: JobsTable }>();
    await one.schema
      .createTable('lease_test_jobs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('due_at', 'timestamptz', (column) => column.notNull())
      .addColumn('held_until', 'timestamptz')
      .addColumn('held_by', 'text')
      .addColumn('failure', 'text')
      .addColumn('runs', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }, 90_000);

  afterAll(() => instances?.stop(), 30_000);

  beforeEach(async () => {
    await one.deleteFrom('lease_test_jobs').execute();
  });

  it('runs each due row once, the two claiming at the same moment on their own connections, and both take part', async () => {
    const rows = Array.from({ length: JOBS }, (_, index) => newJob(`job-${String(index).padStart(2, '0')}`, at(-index * 1_000)));
    await one.insertInto('lease_test_jobs').values(rows).execute();
    // Each instance claims, runs and releases until nothing is left, four workers apiece.
    const drain = async (db: Kysely<JobsDb>, jobs: Lease<JobsDb, 'lease_test_jobs'>, ran: string[]) => {
      const next = () => jobs.claim(db, T0, (eb) => eb('runs', '=', 0));
      for (let job = await next(); job !== undefined; job = await next()) {
        ran.push(job.id);
        await jobs.release(db, job.id, { set: { runs: job.runs + 1 } });
      }
    };
    const workers = (db: Kysely<JobsDb>, ran: string[]) => {
      const jobs = lease();
      return Array.from({ length: 4 }, () => drain(db, jobs, ran));
    };
    const ranByOne: string[] = [];
    const ranByOther: string[] = [];
    await Promise.all([...workers(one, ranByOne), ...workers(other, ranByOther)]);

    expect([...ranByOne, ...ranByOther].sort()).toEqual(rows.map((row) => row.id));
    expect(ranByOne.length > 0 && ranByOther.length > 0).toBe(true);
    const stored = await one.selectFrom('lease_test_jobs').select(['runs', 'held_by']).execute();
    expect(stored.every((row) => row.runs === 1 && row.held_by === null)).toBe(true);
    console.info(`Two instances, four workers each, ${JOBS} jobs: ${ranByOne.length} + ${ranByOther.length} runs.`);
  }, 60_000);

  it('passes over a row another instance is claiming this moment rather than wait for it (SKIP LOCKED)', async () => {
    await one
      .insertInto('lease_test_jobs')
      .values([newJob('first', at(-2_000)), newJob('second', at(-1_000))])
      .execute();
    const [holding, passing] = [lease(), lease()];
    const held = opening();
    const claimedInside = opening();
    let claimedFirst: string | undefined;
    // The first instance's claim stays uncommitted, its row locked, until the second has claimed.
    const claiming = one.transaction().execute(async (tx) => {
      claimedFirst = (await holding.claim(tx, T0, (eb) => eb('runs', '=', 0)))?.id;
      claimedInside.open();
      await held.opened;
    });
    await claimedInside.opened;
    const passed = await passing.claim(other, T0, (eb) => eb('runs', '=', 0));
    held.open();
    await claiming;
    expect([claimedFirst, passed?.id]).toEqual(['first', 'second']);
  });
});

/** A promise the test resolves by hand. */
function opening(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
