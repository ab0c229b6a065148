import { describe, expect, it } from 'vitest';
import type { SearchContext } from '../../url-state/parse-search.ts';
import { parseViewSearch } from '../../url-state/filter-search.ts';
import { parseSearchString, stringifySearch } from '../../url-state/search-codec.ts';
import { cashWeeksSearchFields } from './cash-weeks-search.ts';
import { cashWeeksSettings, toggledExpand } from './cash-weeks-settings.ts';

const CONTEXT: SearchContext = { today: '2026-11-27' };
const A = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
const B = '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c';

const parse = (link: string) => parseViewSearch(cashWeeksSearchFields, parseSearchString(link), CONTEXT);

describe('cashWeeksSettings', () => {
  it("takes the runway's defaults: no minimum, late items left out, nothing compared, nothing opened, figures in thousands, no actual part", () => {
    expect(cashWeeksSettings(parse('').search)).toEqual({
      minCash: null,
      countLate: false,
      versionId: null,
      expanded: new Set(),
      scenarioIndex: null,
      units: 'thousands',
      showActuals: false,
    });
  });

  it('reads the minimum, late items, the version and the opened categories from the link, and writes them back the same', () => {
    const link = `?min_cash=50000.50&overdue=include&version=${A}&expand=${A},${B}&scenario=2&units=exact&actuals=shown`;
    const { search, notices } = parse(link);
    expect(notices).toEqual([]);
    expect(cashWeeksSettings(search)).toEqual({
      minCash: 5_000_050n,
      countLate: true,
      versionId: A,
      expanded: new Set([A, B]),
      scenarioIndex: 1,
      units: 'exact',
      showActuals: true,
    });
    expect(stringifySearch(search)).toBe(link);
  });

  it('says what it ignored: units it does not know', () => {
    const { search, notices } = parse('?units=millions');
    expect(cashWeeksSettings(search).units).toBe('thousands');
    expect(notices).toHaveLength(1);
  });

  it('says what it ignored: an actual part asked for in words it does not know', () => {
    const { search, notices } = parse('?actuals=yes');
    expect(cashWeeksSettings(search).showActuals).toBe(false);
    expect(notices).toHaveLength(1);
  });

  it('says what it ignored: a version that is no id', () => {
    const { search, notices } = parse('?version=latest');
    expect(search.version).toBeUndefined();
    expect(notices).toEqual([{ param: 'version', value: 'latest', reason: 'is not a version id and was ignored' }]);
  });
});

describe('toggledExpand', () => {
  it('opens and closes one category, sorted, and drops the parameter once none is open', () => {
    expect(toggledExpand(new Set([B]), A)).toEqual([A, B].sort());
    expect(toggledExpand(new Set([A]), A)).toBeUndefined();
  });
});
