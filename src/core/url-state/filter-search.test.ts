import { describe, expect, it } from 'vitest';
import type { SearchContext } from './parse-search.ts';
import { monthField } from './field-parsers.ts';
import { filterParamNames } from '../api/filter-params.ts';
import { parseViewSearch, resolveWindow, validateViewSearch } from './filter-search.ts';
import { parseSearchString, stringifySearch } from './search-codec.ts';

/** The links here do not depend on the day they are read. */
const CONTEXT: SearchContext = { today: '2026-11-20' };

const a = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';
const b = '1c7a4d3f-2e5b-4a8f-8d2c-3b4e5f6a7b8c';

describe('search codec', () => {
  it.each([`?account_id=${a},${b}&direction=inflow`, '?from=2026-01-01&to=2026-03-31&interval=month', '?period=last_month'])(
    'round-trips %s unchanged',
    (search) => {
      expect(stringifySearch(parseSearchString(search))).toBe(search);
    },
  );

  it('writes arrays as readable comma lists and drops empty values', () => {
    expect(stringifySearch({ label_id: [a, b], direction: undefined, q: '' })).toBe(`?label_id=${a},${b}`);
  });

  it('writes spaces as + and a literal + escaped, and reads both back', () => {
    const search = stringifySearch({ q: 'Acme SA +2' });
    expect(search).toBe('?q=Acme+SA+%2B2');
    expect(parseSearchString(search)).toEqual({ q: 'Acme SA +2' });
  });
});

describe('parseViewSearch', () => {
  const parse = (search: string) => parseViewSearch({ month: monthField }, parseSearchString(search), CONTEXT);

  it('keeps valid values with their types', () => {
    const { search, notices } = parse(`?from=2026-01-01&to=2026-01-31&account_id=${a},${b}&direction=outflow&month=2026-02`);
    expect(search).toEqual({ from: '2026-01-01', to: '2026-01-31', account_id: [a, b], direction: 'outflow', month: '2026-02' });
    expect(notices).toEqual([]);
  });

  it.each([
    ['a malformed date', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['an unknown direction', '?direction=sideways', 'direction'],
    ['an unknown period', '?period=fortnight', 'period'],
    ['a malformed month', '?month=2026-13', 'month'],
    ['a script instead of an id', '?label_id=<script>alert(1)</script>', 'label_id'],
  ])('drops %s and says so', (_, search, param) => {
    const { search: parsed, notices } = parse(search);
    expect(parsed).not.toHaveProperty(param);
    expect(notices.map((notice) => notice.param)).toContain(param);
  });

  it('swaps a window whose end comes before its start', () => {
    const { search, notices } = parse('?from=2026-03-31&to=2026-01-01');
    expect(search).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(notices[0]?.param).toBe('to');
  });

  it('drops malformed ids one by one and caps the count', () => {
    const many = Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const { search, notices } = parse(`?category_id=${a},nope,${many.join(',')}`);
    expect(search.category_id).toHaveLength(100);
    expect(search.category_id).toEqual(many.slice(0, 100));
    expect(notices[0]?.reason).toMatch(/1 malformed id was ignored; only 100 of the 151 ids were kept/);
  });

  it('ignores values of 10 kB and more', () => {
    const { search, notices } = parse(`?counterparty_id=${'x'.repeat(20_000)}`);
    expect(search.counterparty_id).toBeUndefined();
    expect(notices[0]?.reason).toMatch(/too long/);
  });

  it('prefers an explicit window over a rolling period', () => {
    const { search, notices } = parse('?period=last_month&from=2026-01-01&to=2026-01-31');
    expect(search.period).toBeUndefined();
    expect(notices[0]?.param).toBe('period');
  });

  it('falls back to the default window when only one end is given', () => {
    const { search, notices } = parse('?from=2026-01-01');
    expect(resolveWindow(search, '2026-11-20', 'this_month')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(notices).toHaveLength(1);
  });

  it('ends a window longer than the 366 months the API sums up at the last day of its 366th month, and says so', () => {
    const { search, notices } = parse('?from=2026-12-15&to=2200-12-31');
    expect(search).toMatchObject({ from: '2026-12-15', to: '2057-05-31' });
    expect(notices).toEqual([
      {
        param: 'to',
        value: '2200-12-31',
        reason: 'is more than 366 months after from, the longest window the API sums up; the window ends on 2057-05-31',
      },
    ]);
    expect(parse('?from=2026-12-01&to=2057-05-31')).toEqual({ search: { from: '2026-12-01', to: '2057-05-31' }, notices: [] });
  });

  it('resolves a rolling period against today whenever the link is opened', () => {
    const { search } = parse('?period=last_month');
    expect(resolveWindow(search, '2026-11-20', 'this_month')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveWindow(search, '2027-03-02', 'this_month')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it.each([
    ['yesterday', { from: '2026-11-19', to: '2026-11-19' }],
    ['this_week', { from: '2026-11-16', to: '2026-11-20' }],
    ['last_week', { from: '2026-11-09', to: '2026-11-15' }],
  ])('keeps period=%s in the link and resolves it against today', (period, window) => {
    const { search, notices } = parse(`?period=${period}`);
    expect(notices).toEqual([]);
    expect(stringifySearch(search)).toBe(`?period=${period}`);
    expect(resolveWindow(search, '2026-11-20', 'this_month')).toEqual(window);
  });
});

describe('validateViewSearch', () => {
  it('returns every known parameter, undefined when dropped, so the raw value cannot show through', () => {
    const validated = validateViewSearch({ month: monthField }, { month: '2026-13', direction: 'inflow', unknown: 'x' }, CONTEXT);
    expect(validated).toHaveProperty('month', undefined);
    expect(validated).toHaveProperty('account_id', undefined);
    expect(validated.direction).toBe('inflow');
    expect(validated).not.toHaveProperty('unknown');
    expect({ month: '2026-13', ...validated }.month).toBeUndefined();
  });
});

describe('filterFields', () => {
  it('reads every shared filter of the API from the address bar, each by its kind', () => {
    const { search, notices } = parseViewSearch(
      {},
      parseSearchString(
        `?from=2026-01-01&to=2026-01-31&bank_id=${b}&account_id=${a}&category_id=${b},${a}` +
          `&counterparty_id=${a}&label_id=${b}&direction=inflow`,
      ),
      CONTEXT,
    );
    expect(notices).toEqual([]);
    expect(Object.keys(search).sort()).toEqual([...filterParamNames].sort());
    expect(search.category_id).toEqual([a, b]);
  });

  it('writes ids back in the normal form the requests use', () => {
    const { search } = parseViewSearch({}, parseSearchString(`?label_id=${b.toUpperCase()},${a},${b}`), CONTEXT);
    expect(stringifySearch(search)).toBe(`?label_id=${a},${b}`);
  });
});

describe('validateViewSearch notices', () => {
  it('carries what the link could not use, and never writes it to the address bar', () => {
    const validated = validateViewSearch({}, { direction: 'sideways', period: 'last_month' }, CONTEXT);
    expect(validated.notices).toEqual([{ param: 'direction', value: 'sideways', reason: 'is not one of inflow, outflow and was ignored' }]);
    expect(stringifySearch(validated)).toBe('?period=last_month');
  });

  it('has no notices for a clean link, even one that repeats a stale notices parameter', () => {
    expect(validateViewSearch({}, { period: 'last_month', notices: 'x' }, CONTEXT).notices).toBeUndefined();
  });
});
