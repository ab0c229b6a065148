import { describe, expect, it } from 'vitest';
import { parseViewSearch } from '../../url-state/filter-search.ts';
import { boardPackSearchFields } from './board-pack-search.ts';
import { boardPackSettings } from './board-pack-settings.ts';

/** Read on 20 November 2026: October is the last complete month. */
const CONTEXT = { today: '2026-11-20' };

describe('the board pack link', () => {
  it('keeps a closed month, a comparison and a currency', () => {
    const { search, notices } = parseViewSearch(
      boardPackSearchFields,
      { month: '2025-06', compare: 'previous_year', currency: 'USD' },
      CONTEXT,
    );
    expect(search).toMatchObject({ month: '2025-06', compare: 'previous_year', currency: 'USD' });
    expect(notices).toEqual([]);
  });

  it('replaces a month not over yet by the last complete one, and says so', () => {
    const { search, notices } = parseViewSearch(boardPackSearchFields, { month: '2026-11' }, CONTEXT);
    expect(search.month).toBe('2026-10');
    expect(notices).toEqual([{ param: 'month', value: '2026-11', reason: 'is not over yet; the last complete month (2026-10) is shown' }]);
  });

  it("judges the month against the reader's today, so the server's preloads read the link as the page does", () => {
    const { search, notices } = parseViewSearch(boardPackSearchFields, { month: '2026-11' }, { today: '2026-12-01' });
    expect(search.month).toBe('2026-11');
    expect(notices).toEqual([]);
  });

  it('drops what it cannot use, with a notice each', () => {
    const { search, notices } = parseViewSearch(
      boardPackSearchFields,
      { month: '2026-13', compare: 'last_week', currency: 'eur', units: 'millions' },
      CONTEXT,
    );
    expect(search).toEqual({});
    expect(notices.map((notice) => notice.param)).toEqual(['month', 'currency', 'compare', 'units']);
  });

  it.each([
    [{}, 'exact'],
    [{ units: 'exact' }, 'exact'],
    [{ units: 'whole' }, 'whole'],
    [{ units: 'thousands' }, 'thousands'],
  ] as const)('reads the tables’ units from %o: %s', (raw, units) => {
    const { search } = parseViewSearch(boardPackSearchFields, raw, CONTEXT);
    expect(boardPackSettings(search, CONTEXT.today).units).toBe(units);
  });
});
