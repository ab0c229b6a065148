import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import {
  deliveryQuerySchema,
  isScheduled,
  newRuleSchema,
  RULE_LIMITS,
  ruleChangeSchema,
  subscriptionSchema,
} from '../../core/alerts/contract.ts';
import type { DeliveryCapabilities, NewDestination, RuleChange, ScheduledCondition } from '../../core/alerts/contract.ts';
import type { Attachment } from '../delivery/delivery-port.ts';
import { errorResponse } from '../http/error-envelope.ts';
import type { Person } from '../identity/person.ts';
import { inTransaction } from '../storage/audit-trail-store.ts';
import { lockForCount } from '../storage/cap-lock-store.ts';
import type { Database } from '../storage/schema.ts';
import { requireRole, validBody, validQuery } from '../workspace/route-guards.ts';
import { invalidField, limitReached, NO_STORE, notFound } from '../workspace/workspace-errors.ts';
import { audit } from '../workspace/workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from '../workspace/workspace-env.ts';
import { deliveryPage, parseDeliveryCursor } from './delivery-history-store.ts';
import { queueDeliveries } from './outbox.ts';
import { failPendingDeliveries } from './outbox-store.ts';
import {
  deleteRule,
  destinationsOf,
  endsEpisode,
  firstRunAt,
  insertRule,
  listRules,
  lockedRule,
  replaceDestinations,
  ruleAsSeen,
  ruleCounts,
  updateRule,
} from './rule-store.ts';
import type { DestinationRow, NextRun, RuleRow } from './rule-store.ts';
import { hasEmail, subscribe, unsubscribe } from './subscription-store.ts';
import { webhookAddressProblem } from './webhook-address.ts';

export type AlertRouteOptions = {
  /** What the server can deliver; `privateWebhooks` (ALERT_WEBHOOKS_ALLOW_PRIVATE) lets a webhook name a private address. */
  capabilities: DeliveryCapabilities;
  nextRun: NextRun;
  now?: () => Date;
  /** Told after a rule is created, changed or tested (the engine then checks within a second). */
  changed?: () => void;
  /** A board pack or summary as it would leave now, with its files: a test of one sends that (the engine's composeNow). */
  composeNow?: (condition: ScheduledCondition) => Promise<{ message: AlertMessage; attachments: Attachment[] }>;
};

const ruleIdSchema = z.uuid();
const DEFAULT_PAGE = 50;

/**
 * `/alerts` and `/alert-deliveries`, inside the workspace's routes (they find the person signed
 * in and every write past the write guard): anyone signed in reads the rules and subscribes
 * themselves; editors keep the rules. Webhook URLs and secrets never reach the audit trail.
 */
export function alertRoutes(deps: WorkspaceDeps, options: AlertRouteOptions): Hono<WorkspaceEnv> {
  const now = options.now ?? (() => new Date());
  const { timeZone, privateWebhooks } = options.capabilities;
  const app = new Hono<WorkspaceEnv>();
  // `/alerts/*` matches `/alerts` too: creating, changing and testing are its POSTs and PATCHes.
  app.use('/alerts/*', async (c, next) => {
    await next();
    if ((c.req.method === 'POST' || c.req.method === 'PATCH') && c.res.status < 300) options.changed?.();
  });

  app.get('/alerts', async (c) => c.json({ rules: await listRules(deps.db(), c.get('person')), capabilities: options.capabilities }, 200));

  app.post('/alerts', requireRole('editor'), validBody(newRuleSchema), async (c) => {
    const rule = c.req.valid('json');
    const refused = await refusedWebhook(rule.destinations ?? [], privateWebhooks);
    if (refused !== null) return refused;
    const row = await inTransaction(deps.db(), async (tx) => {
      const full = await ruleCapReached(tx, c.get('person'));
      if (full !== null) return full;
      const inserted = await insertRule(tx, rule, c.get('person'), firstRunAt(rule.condition, now(), options.nextRun, timeZone));
      await audit(tx, c, deps, {
        action: 'alert_created',
        target: inserted.id,
        details: {
          name: inserted.name,
          kind: rule.condition.kind,
          destinations: (rule.destinations ?? []).map((d) => d.kind),
          enabled: inserted.enabled,
        },
      });
      return inserted;
    });
    if (row instanceof Response) return row;
    return c.json(await ruleAsSeen(deps.db(), row, c.get('person')), 201);
  });

  app.patch('/alerts/:id', requireRole('editor'), validBody(ruleChangeSchema), async (c) => {
    const change = c.req.valid('json');
    const refused = await refusedWebhook(change.destinations ?? [], privateWebhooks);
    if (refused !== null) return refused;
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const before = await ruleForUpdate(tx, c);
      if (before === null) return ruleNotFound();
      const kept = await keptDestinations(tx, before.id, change);
      if (kept instanceof Response) return kept;
      const after = await updateRule(
        tx,
        before,
        change,
        firstRunAt(change.condition ?? before.condition, now(), options.nextRun, timeZone),
        c.get('person').id,
      );
      const destinations = change.destinations === undefined ? null : await replaceDestinations(tx, before.id, change.destinations, kept);
      if (endsEpisode(before, after))
        await queueDeliveries(tx, {
          rule: after,
          event: 'resolved',
          key: `${after.id}:${after.state_version}:resolved`,
          occurredAt: now(),
          message: endedByChange(after),
          attachments: [],
        });
      await audit(tx, c, deps, {
        action: 'alert_changed',
        target: after.id,
        details: { name: after.name, changes: changedFields(before, after), ...(destinations !== null && { destinations }) },
      });
      return after;
    });
    if (outcome instanceof Response) return outcome;
    return c.json(await ruleAsSeen(deps.db(), outcome, c.get('person')), 200);
  });

  app.delete('/alerts/:id', requireRole('editor'), async (c) => {
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const rule = await ruleForUpdate(tx, c);
      if (rule === null) return ruleNotFound();
      // What was still waiting to leave for it stops here, rather than after the rule is gone.
      await failPendingDeliveries(tx, rule.id, 'The rule was deleted before this could be sent.');
      await deleteRule(tx, rule.id);
      await audit(tx, c, deps, { action: 'alert_deleted', target: rule.id, details: { name: rule.name, kind: rule.condition.kind } });
      return rule;
    });
    return outcome instanceof Response ? outcome : c.body(null, 204);
  });

  app.put('/alerts/:id/subscription', validBody(subscriptionSchema), async (c) => {
    const { subscribed } = c.req.valid('json');
    const person = c.get('person');
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const rule = await ruleForUpdate(tx, c);
      if (rule === null) return ruleNotFound();
      if (subscribed && !(await hasEmail(tx, person.id))) return noEmail();
      const changed = subscribed ? await subscribe(tx, rule.id, person.id) : await unsubscribe(tx, rule.id, person.id);
      if (changed)
        await audit(tx, c, deps, {
          action: subscribed ? 'alert_subscribed' : 'alert_unsubscribed',
          target: rule.id,
          details: { name: rule.name },
        });
      return { subscribed };
    });
    return outcome instanceof Response ? outcome : c.json(outcome, 200);
  });

  app.post('/alerts/:id/test', requireRole('editor'), async (c) => {
    // Composed before the rule is locked: a board pack reads the API and may print its PDF for a minute.
    const scheduled = await scheduledTest(await ruleForUpdate(deps.db(), c), options);
    if (scheduled instanceof Response) return scheduled;
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const rule = await ruleForUpdate(tx, c);
      if (rule === null) return ruleNotFound();
      const queued = await queueDeliveries(tx, {
        rule,
        event: 'test',
        key: `test:${randomUUID()}`,
        occurredAt: now(),
        message: scheduled?.message ?? rule.last_message ?? notCheckedYet(rule),
        attachments: scheduled?.attachments ?? [],
      });
      await audit(tx, c, deps, { action: 'alert_test_sent', target: rule.id, details: { name: rule.name, queued } });
      return { queued };
    });
    return outcome instanceof Response ? outcome : c.json(outcome, 202);
  });

  app.get('/alert-deliveries', validQuery(deliveryQuerySchema), async (c) => {
    const { rule, before, limit } = c.req.valid('query');
    const cursor = before === undefined ? undefined : parseDeliveryCursor(before);
    if (cursor === null) return invalidField('before', 'Not a cursor this server gave.');
    return c.json(
      await deliveryPage(
        deps.db(),
        { ...(rule !== undefined && { rule }), ...(cursor !== undefined && { before: cursor }) },
        limit ?? DEFAULT_PAGE,
      ),
      200,
    );
  });

  return app;
}

/** The 409 of a rule past one of RULE_LIMITS, or null while there is room; new rules take turns from here to their commit. */
async function ruleCapReached(tx: Kysely<Database>, person: Person): Promise<Response | null> {
  await lockForCount(tx, 'alert_rules');
  const counts = await ruleCounts(tx, person.id);
  if (counts.mine >= RULE_LIMITS.perPerson)
    return limitReached(`You created ${RULE_LIMITS.perPerson} alert rules, the most one person may: delete one to add another.`);
  if (counts.all >= RULE_LIMITS.all)
    return limitReached(`The workspace keeps ${RULE_LIMITS.all} alert rules, the most it may: delete one to add another.`);
  return null;
}

/** The rule named in the path, locked for this transaction; null for no such rule (or no such id). */
async function ruleForUpdate(db: Kysely<Database>, c: Context<WorkspaceEnv>): Promise<RuleRow | null> {
  const id = c.req.param('id') ?? '';
  if (!ruleIdSchema.safeParse(id).success) return null;
  return lockedRule(db, id);
}

/** The existing destinations a change keeps by id; an id of another rule's (or none) is refused. */
async function keptDestinations(db: Kysely<Database>, ruleId: string, change: RuleChange): Promise<DestinationRow[] | Response> {
  if (change.destinations === undefined) return [];
  const existing = await destinationsOf(db, ruleId);
  const kept: DestinationRow[] = [];
  for (const [index, destination] of change.destinations.entries()) {
    if (!('id' in destination)) continue;
    const row = existing.find((candidate) => candidate.id === destination.id);
    if (row === undefined) return invalidField(`destinations.${index}.id`, 'This rule has no destination with this id.');
    kept.push(row);
  }
  return kept;
}

/** From and to of each field that changed (a condition whole: its levels and scope hold no credential). */
function changedFields(before: RuleRow, after: RuleRow): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (before.name !== after.name) changes.name = { from: before.name, to: after.name };
  if (JSON.stringify(before.condition) !== JSON.stringify(after.condition))
    changes.condition = { from: before.condition, to: after.condition };
  if (before.repeat_every_hours !== after.repeat_every_hours)
    changes.repeatEveryHours = { from: before.repeat_every_hours, to: after.repeat_every_hours };
  if (before.enabled !== after.enabled) changes.enabled = { from: before.enabled, to: after.enabled };
  return changes;
}

async function refusedWebhook(destinations: readonly (NewDestination | { id: string })[], allowPrivate: boolean): Promise<Response | null> {
  for (const [index, destination] of destinations.entries()) {
    if (!('url' in destination)) continue;
    const problem = await webhookAddressProblem(destination.url, allowPrivate);
    if (problem !== null)
      return errorResponse(
        400,
        { type: 'invalid_request', code: 'webhook_address_refused', message: problem, param: `destinations.${index}.url` },
        NO_STORE,
      );
  }
  return null;
}

/**
 * A test of a board pack or summary is the real one, as it would leave now (the last complete month's pack, its
 * workbook and PDF attached), never a stand-in; null for a condition, whose test sends its last reading.
 */
async function scheduledTest(
  rule: RuleRow | null,
  options: AlertRouteOptions,
): Promise<{ message: AlertMessage; attachments: Attachment[] } | Response | null> {
  if (rule === null || !isScheduled(rule.condition) || options.composeNow === undefined) return null;
  try {
    return await options.composeNow(rule.condition);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return errorResponse(
      502,
      { type: 'server', code: 'test_not_composed', message: `The test could not be composed, so nothing was sent: ${reason}`, param: null },
      NO_STORE,
    );
  }
}

/** A test of a rule never checked yet: it says what it is, so no one takes it for an alert ("Test: " is the headline's). */
function notCheckedYet(rule: RuleRow): AlertMessage {
  return {
    subject: rule.name,
    summary: `This is a test of the alert "${rule.name}". It has not been checked yet; once it has, a test sends its current reading.`,
    figures: [],
    table: null,
    assumptions: [],
    link: '/alerts',
    linkLabel: 'Open the alerts',
  };
}

/** A firing rule changed into a schedule watches its condition no more: those told it started are told it ended. */
function endedByChange(rule: RuleRow): AlertMessage {
  return {
    subject: rule.name,
    summary: `The alert "${rule.name}" was changed into a scheduled message: it no longer watches its condition, so this alert has ended.`,
    figures: [],
    table: null,
    assumptions: [],
    link: '/alerts',
    linkLabel: 'Open the alerts',
  };
}

function ruleNotFound(): Response {
  return notFound('alert_not_found', 'There is no such alert.');
}

function noEmail(): Response {
  return errorResponse(
    400,
    {
      type: 'invalid_request',
      code: 'no_email',
      message: 'Your account has no e-mail address, so there is nowhere to send this alert.',
      param: null,
    },
    NO_STORE,
  );
}
