import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { isScheduled } from '../../core/alerts/contract.ts';
import type { DeliveryEvent, ScheduledCondition } from '../../core/alerts/contract.ts';
import type {
  ComposeScheduled,
  ConditionReading,
  EvaluateCondition,
  EvaluationContext,
  ScheduledContent,
} from '../../core/alerts/evaluation.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { Attachment, Sender } from '../delivery/delivery-port.ts';
import { backOffAfter } from '../jobs/back-off.ts';
import { createTicker } from '../jobs/ticker.ts';
import type { Database } from '../storage/schema.ts';
import { claimDueRule, commitCheck, recordCheckFailure, ruleChecks } from './alert-engine-store.ts';
import type { RuleChecks } from './alert-engine-store.ts';
import { deliverySends, forgetDeliveriesBefore } from './delivery-sender-store.ts';
import type { DeliverySends } from './delivery-sender-store.ts';
import { sendDueDeliveries } from './delivery-sender.ts';
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
  /** The time now; tests pass their own. Each rule's check and each send is stamped with it as it happens. */
  clock?: () => Date;
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
  /** A round of checks and sends from `now` (the clock's time unless given), each stamped `now` plus the time the clock says passed since. */
  tick(now?: Date): Promise<TickReport>;
  /** A board pack or summary as it would leave now, its files attached: what a test of it sends. */
  composeNow(condition: ScheduledCondition, now?: Date): Promise<Composed>;
};

/** A scheduled send's content with its files, the notes on those missing added to its assumptions. */
export type Composed = { content: ScheduledContent; attachments: Attachment[] };

export type TickReport = { checked: number; queued: number; sent: number; failed: number; postponed: boolean };

const MINUTE_MS = 60_000;
const DEFAULTS = {
  checkEveryMs: 15 * MINUTE_MS,
  tickEveryMs: MINUTE_MS,
  leaseMs: 5 * MINUTE_MS,
  maxChecksPerTick: 20,
  maxSendsPerTick: 50,
  pauseBetweenChecksMs: 1_000,
  sendTimeoutMs: 60_000,
  deliveriesKeptDays: 90,
};
/** How soon after a nudge the engine ticks: long enough for a burst of edits to be one tick. */
export const NUDGE_MS = 1_000;

type Settings = AlertEngineOptions & typeof DEFAULTS & { clock: () => Date; checks: RuleChecks; sends: DeliverySends };

/**
 * Checks the rules that are due and sends what they cause, on every instance at once: a rule is
 * claimed (a lease, jobs/lease-store.ts) so one instance checks it, and a transition commits
 * only over the state version it was decided from, together with its deliveries, so two instances
 * never announce the same change twice. Deliveries wait in the database until sent.
 */
export function createAlertEngine(options: AlertEngineOptions): AlertEngine {
  const settings = settingsOf(options);
  const log = options.log ?? console.warn;
  // Set by stop(): a tick under way ends after the check in hand rather than run its other checks.
  let stopping = false;

  const tick = async (now: Date = settings.clock()): Promise<TickReport> => {
    const db = options.db();
    const report: TickReport = { checked: 0, queued: 0, sent: 0, failed: 0, postponed: false };
    if (db === null) return report;
    const timeOf = roundClock(now, settings.clock);
    await checkDueRules(db, settings, timeOf, report, () => stopping);
    const sent = await sendDueDeliveries(db, settings, timeOf);
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
    composeNow: (condition, now = settings.clock()) => composeWithFiles(settings, condition, now),
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

/**
 * The round's time: its start plus what the clock says passed since, so a rule checked a minute
 * into the round is checked then, not at the round's start.
 */
function roundClock(start: Date, clock: () => Date): () => Date {
  const startedAt = clock().getTime();
  return () => new Date(start.getTime() + clock().getTime() - startedAt);
}

/** One rule at a time, one after another: claimed, evaluated, its transition written, at its own time. A 429 ends the tick's checks. */
async function checkDueRules(
  db: Kysely<Database>,
  settings: Settings,
  timeOf: () => Date,
  report: TickReport,
  stopping: () => boolean,
): Promise<void> {
  for (let count = 0; count < settings.maxChecksPerTick && !stopping(); count++) {
    const now = timeOf();
    const rule = await claimDueRule(db, settings.checks, now);
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

type CheckOutcome = { queued: number; postponed: boolean };

async function checkRule(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date): Promise<CheckOutcome> {
  try {
    const condition = rule.condition;
    if (isScheduled(condition)) {
      const { content, attachments } = await composeWithFiles(settings, condition, now);
      return { queued: await sendScheduled(db, settings, rule, now, content, attachments), postponed: false };
    }
    const context = await contextOf(settings, now);
    return { queued: await transition(db, settings, rule, now, await settings.evaluateCondition(condition, context)), postponed: false };
  } catch (error) {
    return { queued: 0, postponed: await recordFailure(db, settings, rule, now, error) };
  }
}

async function composeWithFiles(settings: Settings, condition: ScheduledCondition, now: Date): Promise<Composed> {
  const content = await settings.composeScheduled(condition, await contextOf(settings, now));
  const files = settings.scheduledAttachments === undefined ? { attachments: [], notes: [] } : await settings.scheduledAttachments(content);
  const told = { ...content, message: { ...content.message, assumptions: [...content.message.assumptions, ...files.notes] } };
  return { content: told, attachments: files.attachments };
}

async function contextOf(settings: Settings, now: Date): Promise<EvaluationContext> {
  return {
    today: settings.today(),
    now,
    timeZone: settings.timeZone,
    locale: settings.locale,
    teamMinimum: await settings.teamMinimum(),
    read: settings.read,
  };
}

/**
 * ok→firing sends `fired` (so does the first check of a rule that already holds), firing→ok
 * `resolved`, still firing after `repeatEveryHours` since the last notice `repeated`. The first
 * check after an editor changed the condition of a firing rule closes that episode: `resolved`
 * when the new condition does not hold, `changed` (the new level, not a second `fired`) when it does.
 */
export function eventOf(
  rule: Pick<RuleRow, 'holds' | 'condition_changed' | 'repeat_every_hours' | 'last_notified_at'>,
  holds: boolean,
  now: Date,
): DeliveryEvent | null {
  if (rule.holds === true && rule.condition_changed) return holds ? 'changed' : 'resolved';
  if (holds && rule.holds !== true) return 'fired';
  if (!holds) return rule.holds === true ? 'resolved' : null;
  if (rule.repeat_every_hours === null || rule.last_notified_at === null) return null;
  return now.getTime() - rule.last_notified_at.getTime() >= rule.repeat_every_hours * 60 * MINUTE_MS ? 'repeated' : null;
}

/** The new state and the deliveries it causes, committed only over the version the check started from. */
function transition(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date, reading: ConditionReading): Promise<number> {
  const event = eventOf(rule, reading.holds, now);
  const state = {
    status: reading.holds ? ('firing' as const) : ('ok' as const),
    holds: reading.holds,
    since: reading.holds ? (event === 'fired' ? now : rule.since) : null,
    last_checked_at: now,
    last_notified_at: event === 'fired' || event === 'repeated' || event === 'changed' ? now : reading.holds ? rule.last_notified_at : null,
    condition_changed: false,
    reading: reading.reading,
    last_message: JSON.stringify(reading.message),
  };
  const message = rule.condition_changed && rule.holds === true ? afterChange(reading) : reading.message;
  const announced = { rule, occurredAt: now, message, attachments: [] };
  const occurrence = event === null ? null : { ...announced, event, key: occurrenceKey(rule, event) };
  return commitCheck(db, settings.checks, rule, { state, nextRunAt: nextCheckAt(settings, now), occurrence });
}

/** The reading of a changed condition says so first: its recipients were told of the old one. */
function afterChange(reading: ConditionReading): ConditionReading['message'] {
  const said = reading.holds
    ? "The alert's condition was changed, and the new one holds too."
    : "The alert's condition was changed, and the new one does not hold: this alert has ended.";
  return { ...reading.message, summary: `${said} ${reading.message.summary}` };
}

function sendScheduled(
  db: Kysely<Database>,
  settings: Settings,
  rule: RuleRow,
  now: Date,
  content: ScheduledContent,
  attachments: Attachment[],
): Promise<number> {
  if (!isScheduled(rule.condition)) return Promise.resolve(0);
  const { message } = content;
  const state = { status: 'scheduled' as const, last_checked_at: now, reading: message.subject, last_message: JSON.stringify(message) };
  const occurrence = { rule, event: 'scheduled' as const, key: occurrenceKey(rule, 'scheduled'), occurredAt: now, message, attachments };
  const nextRunAt = settings.nextRun(rule.condition, now, settings.timeZone);
  return commitCheck(db, settings.checks, rule, { state, nextRunAt, occurrence });
}

/** The same for every instance deciding the same change over the same version: its deliveries are queued once. */
function occurrenceKey(rule: RuleRow, event: DeliveryEvent): string {
  return `${rule.id}:${rule.state_version + 1}:${event}`;
}

function nextCheckAt(settings: Settings, now: Date): Date {
  return new Date(now.getTime() + settings.checkEveryMs);
}

/**
 * An evaluation that failed shows `error` and its reason, and leaves whether the condition held
 * as it was: the next good check compares with that, so a failed read never "resolves" an alert.
 * Under a 429 the rule waits for the Retry-After (the team's budget is spent); true ends the tick's checks.
 */
async function recordFailure(db: Kysely<Database>, settings: Settings, rule: RuleRow, now: Date, error: unknown): Promise<boolean> {
  const { rateLimited, waitMs } = backOffAfter(error, settings.checkEveryMs);
  const reason = rateLimited
    ? `The API's request budget was spent; checked again in ${Math.ceil(waitMs / 1000)} s.`
    : `Could not be checked: ${error instanceof Error ? error.message : String(error)}`;
  const state = { ...(rateLimited ? {} : { status: 'error' as const, last_checked_at: now }), last_failure_at: now };
  await recordCheckFailure(db, settings.checks, rule, { state, reason, nextRunAt: new Date(now.getTime() + waitMs) });
  if (!rateLimited) settings.log?.(`Alerts: rule ${rule.id} could not be checked: ${reason}`);
  return rateLimited;
}

/** The history keeps what was sent or given up for `deliveriesKeptDays`; what is pending stays until it leaves. */
function forgetOldDeliveries(db: Kysely<Database>, settings: Settings, now: Date): Promise<void> {
  return forgetDeliveriesBefore(db, new Date(now.getTime() - settings.deliveriesKeptDays * 24 * 60 * MINUTE_MS));
}

function settingsOf(options: AlertEngineOptions): Settings {
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  return {
    ...options,
    clock: options.clock ?? (() => new Date()),
    checkEveryMs: options.checkEveryMs ?? DEFAULTS.checkEveryMs,
    tickEveryMs: options.tickEveryMs ?? DEFAULTS.tickEveryMs,
    leaseMs,
    maxChecksPerTick: options.maxChecksPerTick ?? DEFAULTS.maxChecksPerTick,
    maxSendsPerTick: options.maxSendsPerTick ?? DEFAULTS.maxSendsPerTick,
    pauseBetweenChecksMs: options.pauseBetweenChecksMs ?? DEFAULTS.pauseBetweenChecksMs,
    sendTimeoutMs: options.sendTimeoutMs ?? DEFAULTS.sendTimeoutMs,
    deliveriesKeptDays: options.deliveriesKeptDays ?? DEFAULTS.deliveriesKeptDays,
    checks: ruleChecks(leaseMs),
    sends: deliverySends(leaseMs),
  };
}
