import { Hono } from 'hono';
import { invalidParameter, periodTooLong } from '../errors.ts';
import { isCurrency, type CurrencyCode } from '../fx.ts';
import { QueryParams } from '../params.ts';
import type { DemoStore } from '../store.ts';
import { computeSummary } from '../summary/compute.ts';
import { GROUP_BYS } from '../summary/groups.ts';
import { countPeriods, INTERVALS, type Interval } from '../summary/periods.ts';
import { readTransactionFilters } from './transaction-filters.ts';

/** docs/api-assumptions.md: a window of more periods than this is period_too_long. */
export const MAX_PERIODS = 366;

/** docs/api-assumptions.md: the spec leaves open whether `interval` is required; it defaults to a month. */
export const DEFAULT_INTERVAL: Interval = 'month';

/** GET /transactions/summary (spec 4.5). */
export function summaryRoutes(store: DemoStore): Hono {
  return new Hono().get('/', (c) => {
    const search = new URL(c.req.url).searchParams;
    const query = new QueryParams(search);
    const { from, to, filter } = readTransactionFilters(query, store);
    if (from === undefined) throw invalidParameter('from', 'from is required: the window is always explicit');
    if (to === undefined) throw invalidParameter('to', 'to is required: the window is always explicit');
    const interval = query.oneOf('interval', INTERVALS) ?? DEFAULT_INTERVAL;
    if (search.getAll('group_by').length > 1) throw invalidParameter('group_by', 'group_by takes one dimension at most');
    const groupBy = query.oneOf('group_by', GROUP_BYS);
    const currency = readCurrency(query, store.workspace.currency);
    if (countPeriods(from, to, interval) > MAX_PERIODS) throw periodTooLong(MAX_PERIODS, interval);
    return c.json(computeSummary(store, { from, to, interval, groupBy, currency, filter }));
  });
}

function readCurrency(query: QueryParams, fallback: CurrencyCode): CurrencyCode {
  const value = query.raw('currency');
  if (value === undefined) return fallback;
  if (!isCurrency(value)) throw invalidParameter('currency', `currency must be a code the workspace has rates for (EUR, USD, GBP, CHF)`);
  return value;
}
