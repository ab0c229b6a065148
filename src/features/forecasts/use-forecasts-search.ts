import { useSearch } from '@tanstack/react-router';
import type { ForecastFilters } from '../../api/queries/forecast-queries.ts';
import { parseMoney } from '../../api/money.ts';
import { today } from '../../lib/page-meta.ts';
import type { RunwayHorizon } from '../../components/runway/use-cash-runway.ts';
import { monthOf } from './month-grid.ts';

/** The forecast view's URL, with its defaults applied: the one source of the view's state. */
export function useForecastsSearch() {
  const search = useSearch({ from: '/forecasts' });
  const filters: ForecastFilters = {
    category_id: search.category_id,
    counterparty_id: search.counterparty_id,
    label_id: search.label_id,
    direction: search.direction,
    status: search.status,
  };
  return {
    month: search.month ?? monthOf(today()),
    view: search.view ?? 'calendar',
    status: search.status,
    filters,
    horizon: Number(search.horizon ?? '3') as RunwayHorizon,
    minCash: search.min_cash === undefined ? null : parseMoney(search.min_cash),
    includeOverdue: search.overdue !== 'exclude',
  };
}
