import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { filtersBeyondWindow } from '../../api/filter-params.ts';
import type { ForecastFilters } from '../../api/queries/forecast-queries.ts';
import { today } from '../../lib/page-meta.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { runwaySettings } from './runway-search.ts';
import { monthOf } from './month-grid.ts';

/** Narrower than this, seven day columns leave a forecast one or two letters: the list reads better. */
const NARROW = '(max-width: 640px)';

/** The forecast view's URL, with its defaults applied: the one source of the view's state. */
export function useForecastsSearch() {
  const search = useSearch({ from: '/forecasts' });
  const defaultView = useMediaQuery(NARROW) ? 'list' : 'calendar';
  // The view steps by month: a window carried over from another view does not narrow it.
  const filters = useMemo((): ForecastFilters => ({ ...filtersBeyondWindow('forecasts', search), status: search.status }), [search]);
  return {
    month: search.month ?? monthOf(today()),
    view: search.view ?? defaultView,
    /** What a link without `view` shows on this screen: the calendar, or the list on a phone. */
    defaultView,
    status: search.status,
    filters,
    ...runwaySettings(search),
  };
}
