import { describe, expect, it } from 'vitest';
import type { Category } from '../../../core/api/schemas/reference.ts';
import { drillSearch, groupDrillFilter } from './drill-filter.ts';
import { NO_GROUP } from '../../../core/cash-flow/grouped-rows.ts';

function category(id: string, activity: string, parent_id: string | null = null): Category {
  return {
    object: 'category',
    id,
    name: id,
    code: null,
    direction: 'outflow',
    activity,
    parent_id,
    position: 0,
    color: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}
const categories = [
  category('sales', 'operating'),
  category('loan', 'financing'),
  category('rent', 'operating'),
  category('office', 'operating', 'rent'),
];
const options = { categories, rollup: false };
const march = { start: '2026-03-01', end: '2026-03-31' };

describe('groupDrillFilter', () => {
  it.each([
    ['counterparty', ['c1'], { param: 'counterparty_id', ids: ['c1'] }],
    ['label', ['l1', 'l2'], { param: 'label_id', ids: ['l1', 'l2'] }],
    ['account', ['a1'], { param: 'account_id', ids: ['a1'] }],
    ['category', ['sales'], { param: 'category_id', ids: ['sales'] }],
    ['activity', ['operating'], { param: 'category_id', ids: ['sales', 'rent', 'office'] }],
    ['direction', ['outflow'], { param: 'direction', value: 'outflow' }],
  ])('%s %o filters with %o', (groupBy, members, expected) => {
    expect(groupDrillFilter(groupBy, members, options)).toEqual(expected);
  });

  it('takes a rolled-up parent with its children', () => {
    expect(groupDrillFilter('category', ['rent'], { categories, rollup: true })).toEqual({ param: 'category_id', ids: ['rent', 'office'] });
  });

  it('cannot filter on the unattributed group', () => {
    expect(groupDrillFilter('counterparty', [NO_GROUP], options)).toBeNull();
    expect(groupDrillFilter('label', ['l1', NO_GROUP], options)).toBeNull();
  });
});

describe('drillSearch', () => {
  it('keeps the shared filters, sets the period and the group', () => {
    const current = { period: 'year_to_date', bank_id: ['b1'], group_by: 'counterparty', interval: 'month' } as const;
    expect(drillSearch(current, march, { param: 'counterparty_id', ids: ['c1'] })).toEqual({
      bank_id: ['b1'],
      from: '2026-03-01',
      to: '2026-03-31',
      counterparty_id: ['c1'],
    });
  });

  it('intersects with a filter the report already applies on the same parameter', () => {
    const current = { category_id: ['sales', 'loan'] };
    expect(drillSearch(current, march, { param: 'category_id', ids: ['sales', 'rent'] })).toMatchObject({ category_id: ['sales'] });
  });

  it("narrows to the one flow a figure holds, e.g. a top customer's inflows", () => {
    expect(drillSearch({}, march, { param: 'counterparty_id', ids: ['c1'] }, 'inflow')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      direction: 'inflow',
      counterparty_id: ['c1'],
    });
  });

  it('opens the whole period when the group cannot be filtered', () => {
    expect(drillSearch({ direction: 'inflow' }, march, null)).toEqual({ direction: 'inflow', from: '2026-03-01', to: '2026-03-31' });
  });
});
