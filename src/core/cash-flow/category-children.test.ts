import { describe, expect, it } from 'vitest';
import type { Category } from '../api/schemas/reference.ts';
import { categoryChildren } from './category-children.ts';
import type { GroupedRow } from './grouped-rows.ts';
import { regroupRows } from './grouped-rows.ts';
import { rootOf } from '../category-tree.ts';

const category = (id: string, parent_id: string | null): Category => ({
  object: 'category',
  id,
  name: id,
  code: null,
  direction: 'inflow',
  activity: 'operating',
  parent_id,
  position: 0,
  color: '#000000',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const list = [
  category('sales', null),
  category('product', 'sales'),
  category('services', 'sales'),
  category('rent', null),
  category('tax', null),
  category('vat', 'tax'),
];
const byId = new Map(list.map((item) => [item.id, item]));

const jan = '2026-01-01';
const feb = '2026-02-01';
const row = (periodStart: string, group: string, net: bigint): GroupedRow => ({
  periodStart,
  periodEnd: periodStart.replace(/01$/, '28'),
  group,
  flows: net >= 0n ? { inflows: net, outflows: 0n, net } : { inflows: 0n, outflows: net, net },
});

const rows = [
  row(jan, 'services', 20_001n),
  row(jan, 'product', 100_099n),
  row(jan, 'sales', 7n),
  row(jan, 'rent', -50_000n),
  row(feb, 'product', -3n),
  row(feb, 'product', 90_000n),
  row(feb, 'vat', -12_345n),
];

describe('categoryChildren', () => {
  it('lists each top-level category’s subcategories in tree order, its own movements first', () => {
    const children = categoryChildren(rows, byId);
    expect(children.get('sales')!.map((line) => [line.key, line.own])).toEqual([
      ['sales', true],
      ['product', false],
      ['services', false],
    ]);
    expect(children.get('tax')!.map((line) => line.key)).toEqual(['vat']);
  });

  it('gives no lines to a top-level category without subcategories', () => {
    expect(categoryChildren(rows, byId).has('rent')).toBe(false);
  });

  it('sums a line per period exactly, and over the window', () => {
    const product = categoryChildren(rows, byId)
      .get('sales')!
      .find((line) => line.key === 'product')!;
    expect(product.cells.get(feb)!.net).toBe(89_997n);
    expect(product.cells.get(feb)!.outflows).toBe(-3n);
    expect(product.total.net).toBe(190_096n);
  });

  it('adds up, in cents, to the top-level category’s own figure in every period and over the window', () => {
    const rolled = regroupRows(rows, (key) => rootOf(byId.get(key)!, byId).id);
    for (const [parent, lines] of categoryChildren(rows, byId)) {
      for (const period of [jan, feb]) {
        const subtotal = rolled.find((item) => item.group === parent && item.periodStart === period)?.flows.net ?? 0n;
        expect(
          lines.reduce((sum, line) => sum + (line.cells.get(period)?.net ?? 0n), 0n),
          `${parent} ${period}`,
        ).toBe(subtotal);
      }
      const windowTotal = rolled.filter((item) => item.group === parent).reduce((sum, item) => sum + item.flows.net, 0n);
      expect(lines.reduce((sum, line) => sum + line.total.net, 0n)).toBe(windowTotal);
    }
  });

  it('keeps a line that moved only in the earlier window, at zero now, so a comparison keeps it', () => {
    const services = categoryChildren([row(jan, 'product', 1n)], byId, [row(jan, 'services', 5n)]).get('sales')!;
    expect(services.map((line) => [line.key, line.total.net])).toEqual([
      ['product', 1n],
      ['services', 0n],
    ]);
  });
});
