import { type Query, type QueryCache, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { apiKeys } from '../api/queries/query-keys.ts';
import { cashTodayQuery } from '../api/queries/summary-queries.ts';
import { today } from '../browser/page-meta.ts';

/** Views whose first load always asks for a summary in the workspace currency: the header reads its echo instead of asking. */
const VIEWS_ASKING_A_SUMMARY = new Set(['/transactions']);

/**
 * The workspace currency. The API has no workspace endpoint: a summary asked for no currency
 * echoes the workspace's, so any such answer in the cache tells it; otherwise the header asks
 * for today's cash, which the views that show it share.
 */
export function useWorkspaceCurrency(): string | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const echoed = useSyncExternalStore(subscribe, () => echoedCurrency(cache));
  const path = useRouterState({ select: (state) => state.location.pathname });
  const asked = useQuery({ ...cashTodayQuery(today()), enabled: !echoed && !VIEWS_ASKING_A_SUMMARY.has(path) });
  return echoed ?? asked.data?.currency;
}

/** The currency of any cached summary asked for none; undefined until one has answered. */
export function echoedCurrency(cache: QueryCache): string | undefined {
  return cache
    .findAll({ queryKey: apiKeys.resource('summary') })
    .map(workspaceCurrencyOf)
    .find(Boolean);
}

/** The currency a summary answered in, when it was asked for none. */
function workspaceCurrencyOf(query: Query): string | undefined {
  const [, , , params] = query.queryKey;
  const data = query.state.data;
  if (!isRecord(params) || params.currency !== undefined || !isRecord(data)) return undefined;
  return typeof data.currency === 'string' ? data.currency : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
