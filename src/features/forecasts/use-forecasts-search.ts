import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { today } from '../../browser/page-meta.ts';
import { PHONE_WIDTH, useMediaQuery } from '../../browser/use-media-query.ts';
import { forecastsSearchState } from '../../core/views/forecasts/forecasts-search-state.ts';

/** The forecast view's URL, with its defaults applied: the one source of the view's state. */
export function useForecastsSearch() {
  const search = useSearch({ from: '/forecasts' });
  // On a phone seven day columns leave a forecast one or two letters: the list reads better.
  const defaultView = useMediaQuery(PHONE_WIDTH) ? 'list' : 'calendar';
  const state = useMemo(() => forecastsSearchState(search, today()), [search]);
  return {
    ...state,
    view: search.view ?? defaultView,
    /** What a link without `view` shows on this screen: the calendar, or the list on a phone. */
    defaultView,
  };
}
