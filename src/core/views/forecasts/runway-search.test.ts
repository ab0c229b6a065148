import { describe, expect, it } from 'vitest';
import type { SearchContext } from '../../url-state/parse-search.ts';
import { parseViewSearch } from '../../url-state/filter-search.ts';
import { parseSearchString, stringifySearch } from '../../url-state/search-codec.ts';
import { forecastsSearchFields } from './forecasts-search.ts';
import { runwaySettings } from './runway-search.ts';

/** The links here do not depend on the day they are read. */
const CONTEXT: SearchContext = { today: '2026-11-20' };

const settingsOf = (link: string) => runwaySettings(parseViewSearch(forecastsSearchFields, parseSearchString(link), CONTEXT).search);

describe('runwaySettings', () => {
  it('leaves late forecasts out unless the link counts them', () => {
    expect(settingsOf('')).toEqual({ horizon: 3, minCash: null, countLate: false });
    expect(settingsOf('?overdue=include&horizon=6&min_cash=50000').countLate).toBe(true);
  });

  it('still opens the links written when late forecasts were counted by default', () => {
    const { search, notices } = parseViewSearch(forecastsSearchFields, parseSearchString('?overdue=exclude&horizon=12'), CONTEXT);
    expect(notices).toEqual([]);
    expect(runwaySettings(search)).toEqual({ horizon: 12, minCash: null, countLate: false });
  });

  it('round-trips the settings a reader chose', () => {
    const link = '?horizon=6&min_cash=50000.50&overdue=include';
    const { search } = parseViewSearch(forecastsSearchFields, parseSearchString(link), CONTEXT);
    expect(stringifySearch(search)).toBe(link);
    expect(runwaySettings(search)).toEqual({ horizon: 6, minCash: 5_000_050n, countLate: true });
  });

  it('drops an unknown value and says so, keeping the prudent default', () => {
    const { search, notices } = parseViewSearch(forecastsSearchFields, parseSearchString('?overdue=yes'), CONTEXT);
    expect(notices.map((notice) => notice.param)).toEqual(['overdue']);
    expect(runwaySettings(search).countLate).toBe(false);
  });
});
