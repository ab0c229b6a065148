import { sql } from 'kysely';
import type { Kysely, UpdateObject } from 'kysely';
import { leaseOn } from '../jobs/lease-store.ts';
import type { Lease } from '../jobs/lease-store.ts';
import type { Database } from '../storage/schema.ts';
import { queueDeliveries } from './outbox.ts';
import type { Occurrence } from './outbox.ts';
import type { RuleRow } from './rule-store.ts';

/** A rule's check, held by one instance at a time. */
export type RuleChecks = Lease<Database, 'alert_rules'>;

export function ruleChecks(leaseMs: number): RuleChecks {
  return leaseOn<Database, 'alert_rules'>(
    { table: 'alert_rules', key: 'id', until: 'checking_until', by: 'checking_by', dueAt: 'next_run_at', failure: 'last_failure' },
    { leaseMs },
  );
}

/** The most overdue enabled rule nobody holds, now held by this instance. */
export function claimDueRule(db: Kysely<Database>, checks: RuleChecks, now: Date): Promise<RuleRow | undefined> {
  return checks.claim(db, now, (eb) => eb.and([eb('enabled', '=', true), eb('next_run_at', '<=', now)]));
}

export type CheckResult = {
  state: UpdateObject<Database, 'alert_rules'>;
  nextRunAt: Date;
  /** What the change announces, if anything. */
  occurrence: Occurrence | null;
};

/**
 * The new state, the next check and the deliveries it causes, in one transaction, only over the
 * version the check started from (which it moves on). A good check ends the failed one the page
 * showed. Returns how many deliveries were queued.
 */
export function commitCheck(db: Kysely<Database>, checks: RuleChecks, rule: RuleRow, result: CheckResult): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const applied = await checks.release(tx, rule.id, {
      set: { ...result.state, last_failure_at: null, state_version: sql<number>`state_version + 1` },
      failure: null,
      dueAt: result.nextRunAt,
      onlyIf: (eb) => eb('state_version', '=', rule.state_version),
    });
    if (!applied || result.occurrence === null) return 0;
    return queueDeliveries(tx, result.occurrence);
  });
}

/** A failed check: why, and when to check again. The state version stays: a failure changes nothing a transition is decided from. */
export async function recordCheckFailure(
  db: Kysely<Database>,
  checks: RuleChecks,
  rule: RuleRow,
  failure: { state: UpdateObject<Database, 'alert_rules'>; reason: string; nextRunAt: Date },
): Promise<void> {
  await checks.release(db, rule.id, {
    set: failure.state,
    failure: failure.reason,
    dueAt: failure.nextRunAt,
    onlyIf: (eb) => eb('state_version', '=', rule.state_version),
  });
}
