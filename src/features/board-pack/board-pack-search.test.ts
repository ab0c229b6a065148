import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/calendar-date.ts';
import { parseViewSearch } from '../../lib/url-state/filter-search.ts';
import { boardPackSearchFields } from './board-pack-search.ts';
import { lastCompleteMonth } from './model/pack-windows.ts';

// Without the server's meta tag, "today" is the machine's own day.
const latest = lastCompleteMonth(localToday());

describe('the board pack link', () => {
  it('keeps a closed month, a comparison and a currency', () => {
    const { search, notices } = parseViewSearch(boardPackSearchFields, { month: '2025-06', compare: 'previous_year', currency: 'USD' });
    expect(search).toMatchObject({ month: '2025-06', compare: 'previous_year', currency: 'USD' });
    expect(notices).toEqual([]);
  });

  it('replaces a month not over yet by the last complete one, and says so', () => {
    const { search, notices } = parseViewSearch(boardPackSearchFields, { month: '2999-01' });
    expect(search.month).toBe(latest);
    expect(notices).toEqual([{ param: 'month', value: '2999-01', reason: `is not over yet; the last complete month (${latest}) is shown` }]);
  });

  it('drops what it cannot use, with a notice each', () => {
    const { search, notices } = parseViewSearch(boardPackSearchFields, { month: '2026-13', compare: 'last_week', currency: 'eur' });
    expect(search).toEqual({});
    expect(notices.map((notice) => notice.param)).toEqual(['month', 'currency', 'compare']);
  });
});
