import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { isScheduled } from '../../core/alerts/contract.ts';
import type {
  AlertCondition,
  AlertRule,
  Destination,
  DestinationKind,
  NewDestination,
  NewRule,
  RuleChange,
  ScheduledCondition,
} from '../../core/alerts/contract.ts';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import type { AlertChannelFailuresTable, AlertDestinationsTable, AlertRulesTable, Database } from '../storage/schema.ts';
import { webhookHost } from './webhook-address.ts';

export type RuleRow = Selectable<AlertRulesTable>;
export type DestinationRow = Selectable<AlertDestinationsTable>;
type ChannelFailureRow = Selectable<AlertChannelFailuresTable>;

const CHANNELS = ['email', 'slack', 'teams', 'webhook'] as const satisfies readonly DestinationKind[];

/** When a scheduled rule next sends: the Nth working day or the weekday at its hour, in `timeZone` (helper A's arithmetic). */
export type NextRun = (condition: ScheduledCondition, after: Date, timeZone: string) => Date;

/** When the engine first takes a new (or changed, or re-enabled) rule: a condition at once, a schedule at its next run. */
export function firstRunAt(condition: AlertCondition, now: Date, nextRun: NextRun, timeZone: string): Date {
  return isScheduled(condition) ? nextRun(condition, now, timeZone) : now;
}

/** Every rule as `person` may see it, oldest first. */
export async function listRules(db: Kysely<Database>, person: Person): Promise<AlertRule[]> {
  const rows = await db.selectFrom('alert_rules').selectAll().orderBy('created_at').orderBy('id').execute();
  return rulesAsSeen(db, rows, person);
}

export async function ruleAsSeen(db: Kysely<Database>, row: RuleRow, person: Person): Promise<AlertRule> {
  const [rule] = await rulesAsSeen(db, [row], person);
  if (rule === undefined) throw new Error('A rule read back went missing.');
  return rule;
}

/** The rule, locked for this transaction; null for no such rule. */
export async function lockedRule(db: Kysely<Database>, id: string): Promise<RuleRow | null> {
  return (await db.selectFrom('alert_rules').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
}

/** A new rule by `author`, with its destinations in the order given. */
/** How many rules `userId` created that the workspace still keeps, and how many it keeps in all. */
export async function ruleCounts(db: Kysely<Database>, userId: string): Promise<{ mine: number; all: number }> {
  const row = await db
    .selectFrom('alert_rules')
    .select((eb) => [eb.fn.countAll<string>().filterWhere('created_by', '=', userId).as('mine'), eb.fn.countAll<string>().as('all')])
    .executeTakeFirstOrThrow();
  return { mine: Number(row.mine), all: Number(row.all) };
}

export async function insertRule(
  db: Kysely<Database>,
  rule: NewRule,
  author: Pick<Person, 'id' | 'name'>,
  nextRunAt: Date,
): Promise<RuleRow> {
  const row = await db
    .insertInto('alert_rules')
    .values({
      name: rule.name,
      condition: JSON.stringify(rule.condition),
      repeat_every_hours: rule.repeatEveryHours ?? null,
      enabled: rule.enabled ?? true,
      created_by: author.id,
      created_by_label: author.name,
      updated_by: author.id,
      status: isScheduled(rule.condition) ? 'scheduled' : 'never_checked',
      next_run_at: nextRunAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const destinations = rule.destinations ?? [];
  if (destinations.length > 0)
    await db
      .insertInto('alert_destinations')
      .values(destinations.map((destination, index) => destinationValues(row.id, index, destination)))
      .execute();
  return row;
}

/**
 * A new condition starts its state afresh (never checked, or the next scheduled run), and the
 * version bump voids a check of the old condition still under way, but for an episode still
 * open: a firing rule stays firing, marked `condition_changed`, until its next check, due now,
 * says "resolved" or "changed" (the routes close one changed into a schedule at once). Enabling
 * again takes it up at its next run, not a run missed while it was paused.
 */
export async function updateRule(
  db: Kysely<Database>,
  before: RuleRow,
  change: RuleChange,
  nextRunAt: Date,
  updatedBy: string,
): Promise<RuleRow> {
  const condition = change.condition ?? before.condition;
  const conditionChanged = change.condition !== undefined && JSON.stringify(change.condition) !== JSON.stringify(before.condition);
  const enabledAgain = change.enabled === true && !before.enabled;
  const restart = conditionChanged ? restartOf(before, condition, nextRunAt) : enabledAgain ? { next_run_at: nextRunAt } : {};
  return db
    .updateTable('alert_rules')
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(conditionChanged && { condition: JSON.stringify(condition) }),
      ...(change.repeatEveryHours !== undefined && { repeat_every_hours: change.repeatEveryHours }),
      ...(change.enabled !== undefined && { enabled: change.enabled }),
      ...restart,
      updated_by: updatedBy,
      updated_at: new Date(),
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function restartOf(before: RuleRow, condition: AlertCondition, nextRunAt: Date) {
  const common = { reading: null, last_message: null, next_run_at: nextRunAt, state_version: before.state_version + 1 };
  if (before.holds === true && !isScheduled(condition)) return { ...common, condition_changed: true };
  return {
    ...common,
    status: isScheduled(condition) ? ('scheduled' as const) : ('never_checked' as const),
    holds: null,
    since: null,
    last_notified_at: null,
    condition_changed: false,
  };
}

/** Whether the change ends an open episode that no check will close: a firing rule changed into a schedule. */
export function endsEpisode(before: RuleRow, after: RuleRow): boolean {
  return before.holds === true && !isScheduled(before.condition) && isScheduled(after.condition);
}

export async function deleteRule(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('alert_rules').where('id', '=', id).execute();
}

/** The list as given: kept ones by id in their new place, new ones added, the rest removed. Returns what the audit says (kinds only). */
export async function replaceDestinations(
  db: Kysely<Database>,
  ruleId: string,
  wanted: NonNullable<RuleChange['destinations']>,
  kept: DestinationRow[],
): Promise<{ added: string[]; removed: string[] }> {
  const existing = await destinationsOf(db, ruleId);
  const keptIds = new Set(kept.map((row) => row.id));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  if (removed.length > 0)
    await db
      .deleteFrom('alert_destinations')
      .where(
        'id',
        'in',
        removed.map((row) => row.id),
      )
      .execute();
  const added: string[] = [];
  for (const [position, destination] of wanted.entries()) {
    if ('id' in destination) await db.updateTable('alert_destinations').set({ position }).where('id', '=', destination.id).execute();
    else {
      await db
        .insertInto('alert_destinations')
        .values(destinationValues(ruleId, position, destination))
        .execute();
      added.push(destination.kind);
    }
  }
  return { added, removed: removed.map((row) => row.kind) };
}

async function rulesAsSeen(db: Kysely<Database>, rows: RuleRow[], person: Person): Promise<AlertRule[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [destinations, counts, failures] = await Promise.all([
    db.selectFrom('alert_destinations').selectAll().where('rule_id', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('alert_subscriptions')
      .select(['rule_id', sql<string>`count(*)`.as('count'), sql<boolean>`bool_or(user_id = ${person.id})`.as('mine')])
      .where('rule_id', 'in', ids)
      .groupBy('rule_id')
      .execute(),
    db.selectFrom('alert_channel_failures').selectAll().where('rule_id', 'in', ids).execute(),
  ]);
  const canEdit = roleAtLeast(person.role, 'editor');
  return rows.map((row) => {
    const count = counts.find((entry) => entry.rule_id === row.id);
    const own = destinations
      .filter((destination) => destination.rule_id === row.id)
      .map((destination) => destinationAsSeen(destination, canEdit));
    const failed = failures.filter((failure) => failure.rule_id === row.id);
    return toAlertRule(row, own, { count: Number(count?.count ?? 0), mine: count?.mine === true }, canEdit, failed);
  });
}

function toAlertRule(
  row: RuleRow,
  destinations: Destination[],
  subscribers: { count: number; mine: boolean },
  canEdit: boolean,
  failures: ChannelFailureRow[],
): AlertRule {
  return {
    id: row.id,
    name: row.name,
    condition: row.condition,
    repeatEveryHours: row.repeat_every_hours,
    destinations,
    enabled: row.enabled,
    state: {
      status: row.enabled ? row.status : 'paused',
      since: iso(row.since),
      lastCheckedAt: iso(row.last_checked_at),
      lastSentAt: iso(row.last_sent_at),
      nextRunAt: isScheduled(row.condition) && row.enabled ? iso(row.next_run_at) : null,
      lastFailure: row.last_failure_at === null ? null : { at: row.last_failure_at.toISOString(), message: row.last_failure ?? '' },
      channelFailures: CHANNELS.flatMap((channel) =>
        failures
          .filter((failure) => failure.channel === channel)
          .map((failure) => ({ channel, at: failure.failed_at.toISOString(), message: failure.message })),
      ),
      reading: row.reading,
    },
    subscriberCount: subscribers.count,
    subscribed: subscribers.mine,
    createdBy: row.created_by_label,
    updatedAt: row.updated_at.toISOString(),
    canEdit,
  };
}

/** A webhook URL is a credential: editors see it whole with its signing secret, others its host only. */
function destinationAsSeen(row: DestinationRow, canEdit: boolean): Destination {
  if (row.kind === 'email') return { id: row.id, kind: row.kind, target: row.target };
  if (!canEdit) return { id: row.id, kind: row.kind, target: webhookHost(row.target) };
  return { id: row.id, kind: row.kind, target: row.target, ...(row.signing_secret !== null && { signingSecret: row.signing_secret }) };
}

/** What the delivery history shows of a destination: the address, or the webhook's host. */
export function shownRecipient(row: Pick<DestinationRow, 'kind' | 'target'>): string {
  return row.kind === 'email' ? row.target : webhookHost(row.target);
}

export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

export function destinationsOf(db: Kysely<Database>, ruleId: string): Promise<DestinationRow[]> {
  return db.selectFrom('alert_destinations').selectAll().where('rule_id', '=', ruleId).orderBy('position').execute();
}

/** A new destination's row; a generic webhook gets its signing key here, never from the client. */
export function destinationValues(ruleId: string, position: number, destination: NewDestination) {
  if (destination.kind === 'email')
    return { rule_id: ruleId, position, kind: destination.kind, target: destination.address, signing_secret: null };
  const signingSecret = destination.kind === 'webhook' ? randomBytes(32).toString('base64url') : null;
  return { rule_id: ruleId, position, kind: destination.kind, target: destination.url, signing_secret: signingSecret };
}
