import { describe, expect, it } from 'vitest';
import type { Catalog } from './filter-catalog.ts';
import { filterChips, inCatalogOrder, unknownIds } from './filter-chips-model.ts';
import { idFilters } from './filter-kinds.ts';

const categories: Catalog = {
  sections: [
    {
      options: [
        {
          id: 'p',
          label: 'Payroll',
          children: [
            { id: 's', label: 'Salaries' },
            { id: 'b', label: 'Bonuses' },
          ],
        },
        { id: 'r', label: 'Rent' },
      ],
    },
  ],
  names: new Map([
    ['p', 'Payroll'],
    ['s', 'Payroll › Salaries'],
    ['b', 'Payroll › Bonuses'],
    ['r', 'Rent'],
  ]),
  complete: true,
};

describe('filterChips', () => {
  it('names each id with its kind', () => {
    expect(filterChips(idFilters.category, ['r', 's'], categories).map((chip) => chip.text)).toEqual([
      'Category: Rent',
      'Category: Payroll › Salaries',
    ]);
  });

  it('folds a parent selected with all its children into one chip that removes them all', () => {
    expect(filterChips(idFilters.category, ['p', 's', 'b', 'r'], categories)).toEqual([
      { key: 'p', text: 'Category: Payroll (all)', removes: ['p', 's', 'b'] },
      { key: 'r', text: 'Category: Rent', removes: ['r'] },
    ]);
  });

  it('shows a placeholder until the list has loaded', () => {
    expect(filterChips(idFilters.account, ['a'], undefined)).toEqual([{ key: 'a', text: 'Account: …', removes: ['a'] }]);
  });

  it('gives no chip to an id the list does not know', () => {
    expect(filterChips(idFilters.category, ['zz'], categories)).toEqual([]);
  });
});

describe('unknownIds', () => {
  it('reports ids the loaded list does not hold, under the API parameter name', () => {
    expect(unknownIds(idFilters.category, ['r', 'zz'], categories)).toEqual({
      unknown: ['zz'],
      notices: [{ param: 'category_id', value: 'zz', reason: 'matches no category and was ignored' }],
    });
  });

  it('drops nothing before the list loads or when it is incomplete', () => {
    expect(unknownIds(idFilters.category, ['zz'], undefined).unknown).toEqual([]);
    expect(unknownIds(idFilters.category, ['zz'], { ...categories, complete: false }).unknown).toEqual([]);
  });
});

describe('inCatalogOrder', () => {
  it('orders a selection as the list does, unknown ids last', () => {
    expect(inCatalogOrder(['r', 'x', 's'], ['p', 's', 'b', 'r'])).toEqual(['s', 'r', 'x']);
  });
});
