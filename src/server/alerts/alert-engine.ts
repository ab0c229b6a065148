import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ApiReader } from '../../core/alerts/api-reader.ts';
import { isScheduled } from '../../core/alerts/contract.ts';
import type { DeliveryEvent } from '../../core/alerts/contract.ts';
import type { ComposeScheduled, ConditionReading, EvaluateCondition, EvaluationContext, ScheduledContent } from '../../core/alerts/evaluation.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { Attachment, Sender } from '../delivery/delivery-port.ts';
import { createTicker } from '../jobs/ticker.ts';
import type { Database } from '../storage/schema.ts';
import { ApiReadError } from './api-reader.ts';
import { sendDueDeliveries } from './delivery-sender.ts';
import { queueDeliveries } from './outbox.ts';
import type { NextRun, RuleRow } from './rule-store.ts';

export type AlertEngineOptions = {
  /** The open database, or null while it is not (the tick then does nothing). */
  db: () => Kysely<Database> | null;
  evaluateCondition: EvaluateCondition;
  composeScheduled: ComposeScheduled;
  nextRun: NextRun;
  send: Sender;
  read: ApiReader;
  /** The workspace's today (DEMO_TODAY in the demo). */
  today: () => IsoDate;
  /** min_cash of the team default on /forecasts, in cents, if set. */
  teamMinimum: () => Promise<bigint | null>;
  timeZone: string;
  locale: string;
  /** PUBLIC_URL, or the listening address once known: each message's link is resolved against it. */
  dashboardUrl: () => string;
  /** The board pack's workbook (and PDF) as files, and what the message must say of those missing; none by default. */
  scheduledAttachments?: (content: ScheduledContent) => Promise<ScheduledFiles>;
  /** ALERT_CHECK_MINUTES: how often a condition is checked. */
  checkEveryMs?: number;
  /** How often the engine wakes (± a fifth, so instances started together drift apart). */
  tickEveryMs?: number;
  /** How long a claim on a rule or a delivery holds before another instance may take it. */
  leaseMs?: number;
  maxChecksPerTick?: number;
  maxSendsPerTick?: number;
  /** Between two checks of one tick, so a hundred rules never read the API in a burst. */
  pauseBetweenChecksMs?: number;
  /** A send that has not answered by then counts as failed (and is retried): one hung transport never stalls the engine. */
  sendTimeoutMs?: number;
  /** Sent and failed deliveries (and their attachments) are forgotten after this many days. */
  deliveriesKeptDays?: number;
  log?: (line: string) => void;
};

/** `notes` go to the message's assumptions: "The PDF is not attached: …", said plainly beside the link. */
export type ScheduledFiles = { attachments: Attachment[]; notes: string[] };

export type AlertEngine = {
  start(): void;
  /** A rule was created, changed or tested: tick within a second rather than at the next minute, so its state and test show at once. */
  nudge(): void;
  /** Stops the timer and waits for a tick under way. */
  stop(): Promise<void>;
  tick(now?: Date): Promise<TickReport>;
};

export type TickReport = { checked: number; queued: number; sent: number; failed: number; postponed: boolean };

const MINUTE_MS = 60_000;
const DEFAULTS = { checkEveryMs: 15 * MINUTE_MS, tickEveryMs: MINUTE_MS, leaseMs: 5 * MINUTE_MS, maxChecksPerTick: 20, maxSendsPerTick: 50, pauseBetweenChecksMs: 1_000, sendTimeoutMs: 60_000, deliveriesKeptDays: 90 };
const FAILURE_MAX = 500;
/** How soon after a nudge the engine ticks: long enough for a burst of edits to be one tick. */
export const NUDGE_MS = 1_000;

type Settings = AlertEngineOptions & typeof DEFAULTS & { owner: string };

/**
 * Checks the rules that are due and sends what they cause, on every instance at once: a rule is
 * claimed (a lease, `FOR UPDATE SKIP LOCKED`) so one instance checks it, and a transition commits
 * only over the state version it was decided from, together with its deliveries, so two instances
 * never announce the same change twice. Deliveries wait in the database until sent.
 */
export function createAlertEngine(options: AlertEngineOptions): AlertEngine {
  const settings = settingsOf(options);
  const log = options.log ?? console.warn;
  // Set by stop(): a tick under way ends after the check in hand rather than run its other checks.
  let stopping = false;

  const tick = async (now: Date = new Date()): Promise<TickReport> => {
    const db = options.db();
    const report: TickReport = { checked: 0, queued: 0, sent: 0, failed: 0, postponed: false };
    if (db === null) return report;
    await checkDueRules(db, settings, now, report, () => stopping);
    const sent = await sendDueDeliveries(db, settings, now);
    await forgetOldDeliveries(db, settings, now);
    return { ...report, sent: sent.sent, failed: sent.failed };
  };
  const ticker = createTicker({
    everyMs: settings.tickEveryMs,
    tick: () => tick(),
    onError: (error) => log(`Alerts: the check failed: ${error instanceof Error ? error.message : String(error)}`),
  });

  return {
    tick,
    start() {
      stopping = false;
      ticker.start();
    },
    nudge: () => ticker.soon(NUDGE_MS),
    async stop() {
      stopping = true;
      await ticker.stop();
    },
  };
}

/** One rule at a time, one after another: claimed, evaluated, its transition written. A 429 ends the tick's checks. */
async function checkDueRules(db: Kysely<Database>, settings: Settings, now: Date, report: TickReport, stopping: () => boolean): Promise<void> {
  for (let count = 0; count < settings.maxChecksPerTick && !stopping(); count++) {
    const rule = await claimDueRule(db, settings, now);
    if (rule === undefined) return;
    const outcome = await checkRule(db, settings, rule, now);
    report.checked++;
    report.queued += outcome.queued;
    if (outcome.postponed) {
      report.postponed = true;
      return;
    }
    if (settings.pauseBetweenChecksMs > 0) await sleep(settings.pauseBetweenChecksMs);
  }
}

/** The most overdue enabled rule nobody holds, now held by this instance for `leaseMs`. */
function claimDueRule(db: Kysely<Database>, settings: Settings, now: Date): Promise<RuleRow | undefined> {
  return db
    .updateTable('alert_rules')
    .set({ checking_until: new Date(now.getTime() + settings.leaseMs), checking_by: settings.owner })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('alert_rules')
        .select('id')
        .where('enabled', '=', true)
        .where('next_run_at', '<=', now)
        .where((w) => w.or([w('checking_until', 'is', null), w('checking_until', '<=', now)]))
        .orderBy('next_run_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

type CheckOutcome = { queued: number; postponed: boolean };

async function checkRule(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date): Promise<CheckOutcome> {
  try {
    const context = await contextOf(settings, now);
    const condition = rule.condition;
    if (isScheduled(condition)) {
      const content = await settings.composeScheduled(condition, context);
      const files = settings.scheduledAttachments === undefined ? { attachments: [], notes: [] } : await settings.scheduledAttachments(content);
      const told = { ...content, message: { ...content.message, assumptions: [...content.message.assumptions, ...files.notes] } };
      return { queued: await sendScheduled(db, settings, rule, now, told, files.attachments), postponed: false };
    }
    return { queued: await transition(db, settings, rule, now, await settings.evaluateCondition(condition, context)), postponed: false };
  } catch (error) {
    return { queued: 0, postponed: await recordFailure(db, settings, rule, now, error) };
  }
}

async function contextOf(settings: Settings, now: Date): Promise<EvaluationContext> {
  return { today: settings.today(), now, timeZone: settings.timeZone, locale: settings.locale, teamMinimum: await settings.teamMinimum(), read: settings.read };
}

/**
 * ok→firing sends `fired` (so does the first check of a rule that already holds), firing→ok
 * `resolved`, still firing after `repeatEveryHours` since the last notice `repeated`.
 */
export function eventOf(rule: Pick<RuleRow, 'holds' | 'repeat_every_hours' | 'last_notified_at'>, holds: boolean, now: Date): DeliveryEvent | null {
  if (holds && rule.holds !== true) return 'fired';
  if (!holds) return rule.holds === true ? 'resolved' : null;
  if (rule.repeat_every_hours === null || rule.last_notified_at === null) return null;
  return now.getTime() - rule.last_notified_at.getTime() >= rule.repeat_every_hours * 60 * MINUTE_MS ? 'repeated' : null;
}

/** The new state and the deliveries it causes, in one transaction, only over the version the check started from. */
async function transition(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date, reading: ConditionReading): Promise<number> {
  const event = eventOf(rule, reading.holds, now);
  return db.transaction().execute(async (tx) => {
    const applied = await tx
      .updateTable('alert_rules')
      .set({
        status: reading.holds ? 'firing' : 'ok',
        holds: reading.holds,
        since: reading.holds ? (event === 'fired' ? now : rule.since) : null,
        last_checked_at: now,
        last_notified_at: event === 'fired' || event === 'repeated' ? now : reading.holds ? rule.last_notified_at : null,
        reading: reading.reading,
        last_message: JSON.stringify(reading.message),
        ...released(settings, now),
      })
      .where('id', '=', rule.id)
      .where('state_version', '=', rule.state_version)
      .executeTakeFirst();
    if (applied.numUpdatedRows === 0n || event === null) return 0;
    return queueDeliveries(tx, { rule, event, key: `${rule.id}:${rule.state_version + 1}:${event}`, occurredAt: now, message: reading.message, attachments: [] });
  });
}

async function sendScheduled(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date, content: ScheduledContent, attachments: Attachment[]): Promise<number> {
  if (!isScheduled(rule.condition)) return 0;
  const nextRunAt = settings.nextRun(rule.condition, now, settings.timeZone);
  return db.transaction().execute(async (tx) => {
    const applied = await tx
      .updateTable('alert_rules')
      .set({ status: 'scheduled', last_checked_at: now, reading: content.message.subject, last_message: JSON.stringify(content.message), ...released(settings, now), next_run_at: nextRunAt })
      .where('id', '=', rule.id)
      .where('state_version', '=', rule.state_version)
      .executeTakeFirst();
    if (applied.numUpdatedRows === 0n) return 0;
    return queueDeliveries(tx, { rule, event: 'scheduled', key: `${rule.id}:${rule.state_version + 1}:scheduled`, occurredAt: now, message: content.message, attachments });
  });
}

/** The lease given back, the next check set, the version moved on. */
function released(settings: Settings, now: Date) {
  return { checking_until: null, checking_by: null, next_run_at: new Date(now.getTime() + settings.checkEveryMs), state_version: sql<number>`state_version + 1` };
}

/**
 * An evaluation that failed shows `error` and its reason, and leaves whether the condition held
 * as it was: the next good check compares with that, so a failed read never "resolves" an alert.
 * Under a 429 the rule waits for the Retry-After (the team's budget is spent); true ends the tick's checks.
 */
async function recordFailure(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date, error: unknown): Promise<boolean> {
  const limited = error instanceof ApiReadError && error.status === 429;
  const waitMs = limited && error.retryAfterS !== null ? error.retryAfterS * 1000 : settings.checkEveryMs;
  const reason = limited ? `The API's request budget was spent; checked again in ${Math.ceil(waitMs / 1000)} s.` : `Could not be checked: ${error instanceof Error ? error.message : String(error)}`;
  await db
    .updateTable('alert_rules')
    .set({
      ...(limited ? {} : { status: 'error' as const, last_checked_at: now }),
      last_failure_at: now,
      last_failure: reason.slice(0, FAILURE_MAX),
      checking_until: null,
      checking_by: null,
      next_run_at: new Date(now.getTime() + waitMs),
    })
    .where('id', '=', rule.id)
    .where('state_version', '=', rule.state_version)
    .execute();
  if (!limited) settings.log?.(`Alerts: rule ${rule.id} could not be checked: ${reason}`);
  return limited;
}

/** The history keeps what was sent or given up for `deliveriesKeptDays`; what is pending stays until it leaves. */
async function forgetOldDeliveries(db: Kysely<Database>, settings: Settings, now: Date): Promise<void> {
  const before = new Date(now.getTime() - settings.deliveriesKeptDays * 24 * 60 * MINUTE_MS);
  await db.deleteFrom('alert_deliveries').where('status', '<>', 'pending').where('created_at', '<', before).execute();
}

function settingsOf(options: AlertEngineOptions): Settings {
  return {
    ...options,
    checkEveryMs: options.checkEveryMs ?? DEFAULTS.checkEveryMs,
    tickEveryMs: options.tickEveryMs ?? DEFAULTS.tickEveryMs,
    leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
    maxChecksPerTick: options.maxChecksPerTick ?? DEFAULTS.maxChecksPerTick,
    maxSendsPerTick: options.maxSendsPerTick ?? DEFAULTS.maxSendsPerTick,
    pauseBetweenChecksMs: options.pauseBetweenChecksMs ?? DEFAULTS.pauseBetweenChecksMs,
    sendTimeoutMs: options.sendTimeoutMs ?? DEFAULTS.sendTimeoutMs,
    deliveriesKeptDays: options.deliveriesKeptDays ?? DEFAULTS.deliveriesKeptDays,
    // Names this instance's leases.
    owner: randomUUID(),
  };
}
