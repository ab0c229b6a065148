import { useSearch } from '@tanstack/react-router';
import type { ForecastFilters } from '../../api/queries/forecast-queries.ts';
import { today } from '../../lib/page-meta.ts';
import { runwaySettings } from './runway-search.ts';
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
    ...runwaySettings(search),
  };
}
