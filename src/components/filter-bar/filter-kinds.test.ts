import { describe, expect, it } from 'vitest';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import { activeFilterCount, type FilterKind } from './filter-kinds.ts';

const reportFilters: FilterKind[] = ['window', 'bank', 'account', 'category', 'counterparty', 'label', 'direction'];

describe('activeFilterCount', () => {
  it.each<[string, FilterSearch, number]>([
    ['nothing chosen', {}, 0],
    ['a period alone', { period: 'last_month' }, 0],
    ['two accounts count as one filter', { account_id: ['a', 'b'] }, 1],
    ['a direction and a category', { direction: 'inflow', category_id: ['c'] }, 2],
    ['an emptied list', { label_id: [] }, 0],
  ])('%s', (_, search, count) => {
    expect(activeFilterCount(search, reportFilters)).toBe(count);
  });

  it('counts only the filters the view offers', () => {
    expect(activeFilterCount({ direction: 'outflow', bank_id: ['b'] }, ['window', 'bank'])).toBe(1);
  });
});
