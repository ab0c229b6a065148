import { describe, expect, it } from 'vitest';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { topCategories } from './top-categories.ts';
import { monthRow } from './summary-fixtures.ts';

const row = (month: string, group: string, inflows: string, outflows: string, net: string) => ({
  ...monthRow(month, { inflows, outflows, net }),
  group,
});

describe('topCategories', () => {
  const rows = toGroupedRows([
    row('2026-09', 'sales', '100.00', '0.00', '100.00'),
    row('2026-09', 'rent', '0.00', '-50.00', '-50.00'),
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((group, index) => row('2026-10', group, `${index + 1}.00`, '0.00', `${index + 1}.00`)),
    row('2026-10', 'sales', '80.00', '-5.00', '75.00'),
    row('2026-10', 'rent', '0.00', '-55.00', '-55.00'),
    row('2026-10', 'tax', '0.00', '-55.00', '-55.00'),
  ]);
  const top = topCategories(rows, '2026-10-01', '2026-09-01');

  it('ranks the five largest inflows, each against the comparison month', () => {
    expect(top.inflows.map((line) => line.category)).toEqual(['sales', 'f', 'e', 'd', 'c']);
    expect(top.inflows[0]).toMatchObject({ amount: 80_00n, comparison: 100_00n });
    expect(top.inflows[0]?.change?.meaning.words).toBe('inflows 20.0 % lower');
  });

  it('ranks outflows by size, ties by id, and a category new this month against zero', () => {
    expect(top.outflows.map((line) => [line.category, line.amount, line.comparison])).toEqual([
      ['rent', -55_00n, -50_00n],
      ['tax', -55_00n, 0n],
      ['sales', -5_00n, 0n],
    ]);
    expect(top.outflows[0]?.change?.meaning.tone).toBe('bad');
  });
});
