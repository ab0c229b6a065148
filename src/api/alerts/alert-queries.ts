import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  alertPaths,
  alertRuleSchema,
  deliveryPageSchema,
  type NewRule,
  type RuleChange,
  ruleListSchema,
  testSentSchema,
} from '../../core/alerts/contract.ts';
import type { z } from 'zod/mini';
import { workspaceKeys } from '../workspace/workspace-queries.ts';
import { workspaceGet, workspaceWrite } from '../workspace/workspace-fetch.ts';

/** Under the workspace's keys, so signing out forgets them with the rest; a rule write invalidates `all`. */
export const alertKeys = {
  all: () => [...workspaceKeys.all, 'alerts'] as const,
  rules: () => [...alertKeys.all(), 'rules'] as const,
  deliveries: (ruleId: string | undefined) => [...alertKeys.all(), 'deliveries', ruleId ?? 'all'] as const,
};

type RuleList = z.infer<typeof ruleListSchema>;
type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/** Soon after a change the engine checks within seconds: the page follows closely then, and calmly after. */
const SOON_MS = 3_000;
const CALM_MS = 60_000;

/** While a rule waits for its first check, every few seconds; else every minute. */
export function rulesRefreshMs(list: RuleList | undefined): number {
  return list?.rules.some((rule) => rule.enabled && rule.state.status === 'never_checked') ? SOON_MS : CALM_MS;
}

/** While a delivery is due to leave within the minute, every few seconds; else every minute. */
export function deliveriesRefreshMs(pages: readonly DeliveryPage[] | undefined, now = Date.now()): number {
  const dueSoon = (pages ?? []).some((page) =>
    page.deliveries.some(
      (delivery) => delivery.status === 'pending' && Date.parse(delivery.nextAttemptAt ?? delivery.createdAt) - now < CALM_MS,
    ),
  );
  return dueSoon ? SOON_MS : CALM_MS;
}

/** The rules with their state, and what the server can deliver. */
export const alertRulesQuery = () =>
  queryOptions({
    queryKey: alertKeys.rules(),
    queryFn: ({ signal }) => workspaceGet(alertPaths.rules, ruleListSchema, signal),
    refetchInterval: (query) => rulesRefreshMs(query.state.data),
  });

/** The history's query string: one rule or all, older than the cursor. */
export function deliverySearch(query: { rule?: string | undefined; before?: string | undefined }): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const search = new URLSearchParams(entries).toString();
  return search ? `?${search}` : '';
}

/** The delivery history, newest first, a page at a time by the server's cursor. */
export const deliveriesQuery = (ruleId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: alertKeys.deliveries(ruleId),
    queryFn: ({ signal, pageParam }) =>
      workspaceGet(`${alertPaths.deliveries}${deliverySearch({ rule: ruleId, before: pageParam })}`, deliveryPageSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchInterval: (query) => deliveriesRefreshMs(query.state.data?.pages),
  });

export const createRule = (csrfToken: string, rule: NewRule) =>
  workspaceWrite(alertPaths.rules, { method: 'POST', csrfToken, body: rule }, alertRuleSchema);

export const changeRule = (csrfToken: string, id: string, change: RuleChange) =>
  workspaceWrite(alertPaths.rule(id), { method: 'PATCH', csrfToken, body: change }, alertRuleSchema);

export const deleteRule = (csrfToken: string, id: string) => workspaceWrite(alertPaths.rule(id), { method: 'DELETE', csrfToken }, null);

/** For the signed-in user themselves. */
export const setSubscription = (csrfToken: string, id: string, subscribed: boolean) =>
  workspaceWrite(alertPaths.subscription(id), { method: 'PUT', csrfToken, body: { subscribed } }, null);

/** How many test deliveries were queued. */
export const sendTest = (csrfToken: string, id: string) =>
  workspaceWrite(alertPaths.test(id), { method: 'POST', csrfToken }, testSentSchema);
