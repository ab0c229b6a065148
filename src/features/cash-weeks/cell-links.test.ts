import { describe, expect, it } from 'vitest';
import type { TableRow, WeekColumn } from '../../core/cash-weeks/table-model.ts';
import { actualsLink, forecastsLink } from './cell-links.ts';

const CATEGORY = '5b0e7a1c-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const week: WeekColumn = { index: 0, from: '2026-11-30', to: '2026-12-06' };
const row = (fields: Partial<TableRow>): TableRow => ({
  key: 'receipts:x',
  kind: 'receipt_category',
  label: 'Sales',
  categoryId: CATEGORY,
  depth: 0,
  parentKey: null,
  cells: [100n],
  total: 100n,
  actualThisWeek: 40n,
  ...fields,
});

describe('cell links', () => {
  it("opens the forecasts list of the week's Monday's month, narrowed to the category and the flow", () => {
    expect(forecastsLink(row({}), week)).toEqual({
      to: '/forecasts',
      search: { view: 'list', month: '2026-11', category_id: [CATEGORY], direction: 'inflow' },
    });
    expect(forecastsLink(row({ kind: 'disbursements_total', categoryId: null }), week)?.search).toEqual({
      view: 'list',
      month: '2026-11',
      direction: 'outflow',
    });
  });

  it("lists this week's transactions from Monday to today, not into the days still ahead", () => {
    expect(actualsLink(row({}), week, '2026-12-02')).toEqual({
      to: '/transactions',
      search: { from: '2026-11-30', to: '2026-12-02', category_id: [CATEGORY], direction: 'inflow' },
    });
  });

  it('links no balance: opening, closing, the minimum and headroom are not movements', () => {
    for (const kind of ['opening', 'closing', 'minimum', 'headroom'] as const) {
      expect(forecastsLink(row({ kind, categoryId: null }), week)).toBeNull();
      expect(actualsLink(row({ kind, categoryId: null }), week, '2026-12-02')).toBeNull();
    }
  });
});
