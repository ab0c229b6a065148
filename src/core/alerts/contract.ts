import { z } from 'zod/mini';
import { plainText } from '../plain-text.ts';
import { isMoney } from '../money.ts';
import { WORKSPACE_PREFIX } from '../workspace/contract.ts';

/**
 * Alerts and scheduled delivery (issue 33), as the server answers them and the browser reads
 * them. Editors keep the rules; anyone signed in reads them and subscribes to their e-mail.
 * Writes follow the workspace's rules (JSON, `X-CSRF-Token`, same origin, 16 KiB at most).
 */
export const alertPaths = {
  rules: `${WORKSPACE_PREFIX}/alerts`,
  rule: (id: string) => `${WORKSPACE_PREFIX}/alerts/${encodeURIComponent(id)}`,
  subscription: (id: string) => `${WORKSPACE_PREFIX}/alerts/${encodeURIComponent(id)}/subscription`,
  test: (id: string) => `${WORKSPACE_PREFIX}/alerts/${encodeURIComponent(id)}/test`,
  deliveries: `${WORKSPACE_PREFIX}/alert-deliveries`,
} as const;

const idSchema = z.uuid();

/*
 * Kinds are told apart with z.union, not z.discriminatedUnion: zod lives in the shell every view
 * loads, and discriminatedUnion alone adds 0.5 kB gzip to it (measured: shell 134.99 → 134.48 kB),
 * which /transactions' first figure cannot afford. The paths of the issues are the same (only the
 * option whose `kind` matches goes on), bar an unknown kind, reported at the union, not at `kind`.
 */
const timestampSchema = z.iso.datetime({ offset: true });

/** A positive amount in the workspace's currency, as the API writes money ("50000.00"). */
export const levelAmountSchema = z.string().check(
  z.maxLength(20),
  z.refine(
    (value) => isMoney(value) && !value.startsWith('-'),
    'An amount is written like 50000.00: digits, a point, two decimals, not negative.',
  ),
);

/** Zero, the team's minimum (the min_cash of the team default on /forecasts), or an amount. */
export const cashLevelSchema = z.union([
  z.strictObject({ kind: z.literal('zero') }),
  z.strictObject({ kind: z.literal('minimum') }),
  z.strictObject({ kind: z.literal('amount'), amount: levelAmountSchema }),
]);
export type CashLevel = z.infer<typeof cashLevelSchema>;

const dayCount = (most: number) => z.int().check(z.minimum(1), z.maximum(most));

/** 1. Projected cash under a level within N weeks, from the runway's own projection. */
export const projectedCashConditionSchema = z.strictObject({
  kind: z.literal('projected_cash'),
  level: cashLevelSchema,
  withinWeeks: dayCount(52),
  /** Late forecasts counted as arriving today, as the runway's setting of the same name. */
  countLate: z.boolean(),
});

export const balanceScopeSchema = z.union([
  z.strictObject({ kind: z.literal('total') }),
  z.strictObject({ kind: z.literal('account'), accountId: idSchema }),
  /** The accounts whose `group` is this name (spec 2.7). */
  z.strictObject({ kind: z.literal('group'), group: z.string().check(z.minLength(1), z.maxLength(200)) }),
]);
export type BalanceScope = z.infer<typeof balanceScopeSchema>;

/** 2. The balance of an account, a group or the total under (or over) an amount. */
export const balanceConditionSchema = z.strictObject({
  kind: z.literal('balance'),
  scope: balanceScopeSchema,
  when: z.enum(['under', 'over']),
  amount: levelAmountSchema,
});

/** 3. Bank data: any connection not `connected`, `connected` but not synced for N days, or consent expiring within N days. */
export const bankDataConditionSchema = z.strictObject({
  kind: z.literal('bank_data'),
  staleAfterDays: dayCount(90),
  consentWithinDays: dayCount(90),
});

/** 4. Receipts (or payments) late by more than N days above an amount, per counterparty or in total. */
export const lateItemsConditionSchema = z.strictObject({
  kind: z.literal('late_items'),
  direction: z.enum(['inflow', 'outflow']),
  lateByDays: dayCount(365),
  above: levelAmountSchema,
  per: z.enum(['counterparty', 'total']),
});

/** 5a. The month's board pack, on the Nth working day (Monday to Friday) at an hour, in the workspace's time zone. */
export const boardPackScheduleSchema = z.strictObject({
  kind: z.literal('board_pack'),
  workingDay: dayCount(10),
  hour: z.int().check(z.minimum(0), z.maximum(23)),
});

/** 5b. A weekly summary (cash, runway, late items, stale connections) on a day (1 Monday … 7 Sunday) at an hour. */
export const weeklySummaryScheduleSchema = z.strictObject({
  kind: z.literal('weekly_summary'),
  weekday: z.int().check(z.minimum(1), z.maximum(7)),
  hour: z.int().check(z.minimum(0), z.maximum(23)),
});

export const alertConditionSchema = z.union([
  projectedCashConditionSchema,
  balanceConditionSchema,
  bankDataConditionSchema,
  lateItemsConditionSchema,
  boardPackScheduleSchema,
  weeklySummaryScheduleSchema,
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
export type AlertKind = AlertCondition['kind'];
export type ScheduledCondition = z.infer<typeof boardPackScheduleSchema> | z.infer<typeof weeklySummaryScheduleSchema>;
export const SCHEDULED_KINDS = ['board_pack', 'weekly_summary'] as const satisfies readonly AlertKind[];

export function isScheduled(condition: AlertCondition): condition is ScheduledCondition {
  return condition.kind === 'board_pack' || condition.kind === 'weekly_summary';
}

export const WEBHOOK_URL_MAX = 2048;
const webhookUrlSchema = z
  .string()
  .check(z.maxLength(WEBHOOK_URL_MAX), z.regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, 'A webhook address is an http(s) URL.'));

/** One address: the local part and domain as SMTP takes them, nothing that could add a header. */
export const emailAddressSchema = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/, 'Not an e-mail address.'));

/**
 * Where a rule's messages go besides its subscribers' e-mail: an outside address (a board
 * member), a Slack or Teams incoming webhook, or a generic JSON webhook signed with HMAC-SHA256.
 * Whether a URL may point at a private or loopback address is the server's check, not the schema's.
 */
export const newDestinationSchema = z.union([
  z.strictObject({ kind: z.literal('email'), address: emailAddressSchema }),
  z.strictObject({ kind: z.literal('slack'), url: webhookUrlSchema }),
  z.strictObject({ kind: z.literal('teams'), url: webhookUrlSchema }),
  z.strictObject({ kind: z.literal('webhook'), url: webhookUrlSchema }),
]);
export type NewDestination = z.infer<typeof newDestinationSchema>;
export type DestinationKind = NewDestination['kind'];

/**
 * A destination as the server shows it. A webhook URL is a credential (anyone holding a Slack
 * hook can post to the channel): editors see it whole, others only its host. `signingSecret`
 * is the generic webhook's HMAC key, shown to editors only.
 */
export const destinationSchema = z.object({
  id: idSchema,
  kind: z.enum(['email', 'slack', 'teams', 'webhook']),
  target: z.string(),
  signingSecret: z.optional(z.string()),
});
export type Destination = z.infer<typeof destinationSchema>;

export const RULE_NAME_MAX = 120;
/** A name as typed, controls and bidi marks dropped (it becomes an e-mail subject and a chat line), trimmed. */
export const ruleNameSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(RULE_NAME_MAX * 2)),
    z.transform((name: string) => plainText(name).trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(RULE_NAME_MAX)),
);

export const MAX_DESTINATIONS = 10;
const destinationsCap = z.maxLength(MAX_DESTINATIONS, `A rule has at most ${MAX_DESTINATIONS} destinations.`);
/**
 * The most alert rules the workspace keeps, and one editor creates (issue 44): a rule past either is
 * 409 `limit_reached`. With MAX_DESTINATIONS each, the rules' list stays small.
 */
export const RULE_LIMITS = { perPerson: 50, all: 100 } as const;
/** Hours between repeats while a condition holds; null sends once when it starts and once when it ends. */
export const repeatHoursSchema = z.nullable(z.int().check(z.minimum(1), z.maximum(24 * 30)));

/** `POST /workspace/alerts` (editor). */
export const newRuleSchema = z.strictObject({
  name: ruleNameSchema,
  condition: alertConditionSchema,
  repeatEveryHours: z.optional(repeatHoursSchema),
  destinations: z.optional(z.array(newDestinationSchema).check(destinationsCap)),
  enabled: z.optional(z.boolean()),
});
export type NewRule = z.infer<typeof newRuleSchema>;

/** `PATCH /workspace/alerts/:id` (editor). `destinations` replaces the list; an existing one is kept by its id. */
export const ruleChangeSchema = z
  .strictObject({
    name: z.optional(ruleNameSchema),
    condition: z.optional(alertConditionSchema),
    repeatEveryHours: z.optional(repeatHoursSchema),
    destinations: z.optional(z.array(z.union([newDestinationSchema, z.strictObject({ id: idSchema })])).check(destinationsCap)),
    enabled: z.optional(z.boolean()),
  })
  .check(
    z.refine((change) => Object.keys(change).length > 0, 'Say what to change: name, condition, repeatEveryHours, destinations or enabled.'),
  );
export type RuleChange = z.infer<typeof ruleChangeSchema>;

/** `PUT /workspace/alerts/:id/subscription` (anyone signed in, for themselves). */
export const subscriptionSchema = z.strictObject({ subscribed: z.boolean() });

/** never_checked until the first evaluation; error when it could not be evaluated (the message says why). */
export const ruleStatusSchema = z.enum(['never_checked', 'ok', 'firing', 'error', 'scheduled', 'paused']);
export type RuleStatus = z.infer<typeof ruleStatusSchema>;

export const ruleStateSchema = z.object({
  status: ruleStatusSchema,
  /** When the condition started to hold (firing), else null. */
  since: z.nullable(timestampSchema),
  lastCheckedAt: z.nullable(timestampSchema),
  lastSentAt: z.nullable(timestampSchema),
  /** Next scheduled send (board pack, weekly summary), else null. */
  nextRunAt: z.nullable(timestampSchema),
  /** The last failed check, plainly worded, until a check succeeds. */
  lastFailure: z.nullable(z.object({ at: timestampSchema, message: z.string() })),
  /** Each channel's last failed send (e-mail, Slack, Teams, webhook), until that channel sends for the rule again; in that order. */
  channelFailures: z.array(z.object({ channel: z.enum(['email', 'slack', 'teams', 'webhook']), at: timestampSchema, message: z.string() })),
  /** The condition's current reading in words ("Lowest projected cash €12,400.00 on 14 Jan 2027"). */
  reading: z.nullable(z.string()),
});
export type RuleState = z.infer<typeof ruleStateSchema>;

export const alertRuleSchema = z.object({
  id: idSchema,
  name: z.string(),
  condition: alertConditionSchema,
  repeatEveryHours: z.nullable(z.int()),
  destinations: z.array(destinationSchema),
  enabled: z.boolean(),
  state: ruleStateSchema,
  subscriberCount: z.int(),
  /** Whether the asking user receives its e-mail. */
  subscribed: z.boolean(),
  createdBy: z.string(),
  updatedAt: timestampSchema,
  canEdit: z.boolean(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** What the server can deliver, so the page says plainly what will not happen. */
export const deliveryCapabilitiesSchema = z.object({
  /** SMTP is configured. */
  email: z.boolean(),
  /** A headless Chromium is configured: the board pack's PDF is attached, not only linked. */
  pdf: z.boolean(),
  /** Webhooks may point at private and loopback addresses (the operator allowed it). */
  privateWebhooks: z.boolean(),
  /** The IANA zone schedules are read in. */
  timeZone: z.string(),
});
export type DeliveryCapabilities = z.infer<typeof deliveryCapabilitiesSchema>;

export const ruleListSchema = z.object({ rules: z.array(alertRuleSchema), capabilities: deliveryCapabilitiesSchema });

/**
 * fired: the condition started; repeated: still holds after the interval; changed: an editor changed the condition
 * while it held, and the new one holds too; resolved: it ended (or no longer holds once changed); scheduled: a board
 * pack or summary; test: "send a test now".
 */
export const deliveryEventSchema = z.enum(['fired', 'repeated', 'changed', 'resolved', 'scheduled', 'test']);
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** pending: waiting for its first attempt or a retry; failed: given up after the last retry. */
export const deliveryStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliverySchema = z.object({
  id: idSchema,
  ruleId: z.nullable(idSchema),
  ruleName: z.string(),
  event: deliveryEventSchema,
  /** Its kind and where (an e-mail address, or a webhook's host). */
  channel: z.enum(['email', 'slack', 'teams', 'webhook']),
  recipient: z.string(),
  subject: z.string(),
  status: deliveryStatusSchema,
  attempts: z.int(),
  createdAt: timestampSchema,
  sentAt: z.nullable(timestampSchema),
  nextAttemptAt: z.nullable(timestampSchema),
  lastError: z.nullable(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** `GET /workspace/alert-deliveries`: newest first, a page at a time, for one rule or all. */
export const deliveryQuerySchema = z.strictObject({
  rule: z.optional(idSchema),
  before: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});
export type DeliveryQuery = z.infer<typeof deliveryQuerySchema>;
export const deliveryPageSchema = z.object({ deliveries: z.array(deliverySchema), next: z.nullable(z.string()) });

/** `POST /workspace/alerts/:id/test`: what was queued. */
export const testSentSchema = z.object({ queued: z.int() });
