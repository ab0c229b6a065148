import { randomUUID } from 'node:crypto';
import { expressionBuilder, sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, RawBuilder, Selectable, SelectType, SqlBool, UpdateObject } from 'kysely';

/** A failure as a row keeps it: enough to read, never the whole page an upstream answered. */
export const FAILURE_MAX = 500;

export function failureText(text: string): string {
  return text.slice(0, FAILURE_MAX);
}

/** The columns of a table whose values are `Value`s. */
type ColumnOf<Row, Value> = { [C in keyof Row & string]: SelectType<Row[C]> extends Value ? C : never }[keyof Row & string] & string;

/** Where a table keeps its rows' leases: named once, by the table's own store. */
export type LeaseColumns<DB, TB extends keyof DB & string> = {
  table: TB;
  key: ColumnOf<DB[TB], string | number>;
  /** Held until when, and by which instance: both null while the row is free. */
  until: ColumnOf<DB[TB], Date | null>;
  by: ColumnOf<DB[TB], string | null>;
  /** When the row is next due: the most overdue is claimed first. */
  dueAt: ColumnOf<DB[TB], Date | null>;
  /** Why its last run failed, in words. */
  failure: ColumnOf<DB[TB], string | null>;
};

export type RowFilter<DB, TB extends keyof DB> = (eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>;

/** What a run leaves as it gives its lease back; what it leaves out stays as it was. */
export type Release<DB, TB extends keyof DB> = {
  /** When the row is next due; null when never again. */
  dueAt?: Date | null;
  /** Why the run failed (cut to FAILURE_MAX), or null for a run that did not. */
  failure?: string | null;
  /** The run's other results, written in the same statement. */
  set?: UpdateObject<DB, TB>;
  /** What else must still hold for the results to count (the version the run started from). */
  onlyIf?: RowFilter<DB, TB>;
};

type Key = string | number;

/**
 * One job's hold on the rows of one table, for every instance at once: an instance claims a due
 * row nobody holds for `leaseMs`, renews it while the work goes on, and releases it with its
 * results. An instance that dies mid-run holds the row only until its lease runs out: then its
 * renewals are refused, and once another instance has taken the row its releases too, so late
 * results never overwrite another's.
 */
export type Lease<DB, TB extends keyof DB & string> = {
  /** Names this instance in the rows it holds. */
  owner: string;
  /** The most overdue row that is `wanted` and free (never waiting for one another instance is taking), now held. */
  claim(db: Kysely<DB>, now: Date, wanted: RowFilter<DB, TB>): Promise<Selectable<DB[TB]> | undefined>;
  /** Another `leaseMs` from `now`; refused (false) once the lease has run out, taken over or not. */
  renew(db: Kysely<DB>, key: Key, now: Date): Promise<boolean>;
  /** The row freed with the run's results; refused (false) once another instance has taken it, or when `onlyIf` fails. */
  release(db: Kysely<DB>, key: Key, outcome?: Release<DB, TB>): Promise<boolean>;
};

export function leaseOn<DB, TB extends keyof DB & string>(
  columns: LeaseColumns<DB, TB>,
  options: { leaseMs: number; owner?: string },
): Lease<DB, TB> {
  const owner = options.owner ?? randomUUID();
  const table = sql.table(columns.table);
  const key = sql.ref(columns.key);
  const until = sql.ref(columns.until);
  const by = sql.ref(columns.by);
  const heldUntil = (now: Date) => new Date(now.getTime() + options.leaseMs);
  const where = (filter: RowFilter<DB, TB>) => filter(expressionBuilder<DB, TB>());

  return {
    owner,
    async claim(db, now, wanted) {
      // SKIP LOCKED: a row another instance is claiming this moment is passed over, not waited for.
      const { rows } = await sql<Selectable<DB[TB]>>`
        update ${table} set ${until} = ${heldUntil(now)}, ${by} = ${owner}
        where ${key} in (
          select ${key} from ${table}
          where ${where(wanted)} and (${until} is null or ${until} <= ${now})
          order by ${sql.ref(columns.dueAt)} limit 1
          for update skip locked)
        returning *`.execute(db);
      return rows[0];
    },
    async renew(db, id, now) {
      const { rows } = await sql`
        update ${table} set ${until} = ${heldUntil(now)}
        where ${key} = ${id} and ${by} = ${owner} and ${until} > ${now}
        returning ${key}`.execute(db);
      return rows.length > 0;
    },
    async release(db, id, outcome = {}) {
      const also = outcome.onlyIf === undefined ? sql`true` : where(outcome.onlyIf);
      const { rows } = await sql`
        update ${table} set ${assignments(releasedValues(columns, outcome))}
        where ${key} = ${id} and ${by} = ${owner} and ${also}
        returning ${key}`.execute(db);
      return rows.length > 0;
    },
  };
}

function releasedValues<DB, TB extends keyof DB & string>(columns: LeaseColumns<DB, TB>, outcome: Release<DB, TB>): Map<string, unknown> {
  const values = new Map<string, unknown>(Object.entries(outcome.set ?? {}));
  values.set(columns.until, null).set(columns.by, null);
  if (outcome.dueAt !== undefined) values.set(columns.dueAt, outcome.dueAt);
  if (outcome.failure !== undefined) values.set(columns.failure, outcome.failure === null ? null : failureText(outcome.failure));
  return values;
}

/** `column = value, …` but for what is undefined; SQL (`state_version + 1`) is written as SQL, any other value is a parameter. */
function assignments(values: Map<string, unknown>): RawBuilder<unknown> {
  const set = [...values].filter(([, value]) => value !== undefined);
  return sql.join(set.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
}
