import { describe, expect, it } from 'vitest';
import { activePeriod, shareLinks } from './share-links.ts';

const base = 'https://cash.example.com/transactions';
const window = { from: '2026-09-01', to: '2026-11-20' };
const account = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';

describe('shareLinks', () => {
  it('writes the exact window first and keeps every other parameter', () => {
    const links = shareLinks(base, { period: 'last_3_months', account_id: [account], direction: 'inflow' }, window, 'last_3_months');
    expect(links.exact).toBe(`${base}?from=2026-09-01&to=2026-11-20&account_id=${account}&direction=inflow`);
    expect(links.rolling).toBe(`${base}?period=last_3_months&account_id=${account}&direction=inflow`);
  });

  it('offers no rolling link for a fixed window', () => {
    const links = shareLinks(base, { from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-01', to: '2026-01-31' }, null);
    expect(links).toEqual({ exact: `${base}?from=2026-01-01&to=2026-01-31`, rolling: null });
  });
});

describe('activePeriod', () => {
  it.each([
    [{}, 'year_to_date'],
    [{ period: 'last_month' as const }, 'last_month'],
    [{ from: '2026-01-01', to: '2026-01-31' }, null],
  ])('%j rolls on %s', (search, expected) => {
    expect(activePeriod(search, 'year_to_date')).toBe(expected);
  });
});
