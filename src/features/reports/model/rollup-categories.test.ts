import { describe, expect, it } from 'vitest';
import type { Category } from '../../../core/api/schemas/reference.ts';
import { NO_GROUP, type GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import { membersOfParent, rollupToParents } from './rollup-categories.ts';

function category(id: string, parent_id: string | null): Category {
  return {
    object: 'category',
    id,
    name: id,
    code: null,
    direction: 'outflow',
    activity: 'operating',
    parent_id,
    position: 0,
    color: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const categories = [category('payroll', null), category('salaries', 'payroll'), category('bonus', 'payroll'), category('rent', null)];
const byId = new Map(categories.map((item) => [item.id, item]));

function row(periodStart: string, group: string, net: bigint): GroupedRow {
  return { periodStart, periodEnd: periodStart, group, flows: { inflows: 0n, outflows: net, net } };
}

describe('rollupToParents', () => {
  it('sums children into their parent per period, exactly', () => {
    const rolled = rollupToParents(
      [
        row('2026-01-01', 'bonus', -1n),
        row('2026-01-01', 'payroll', -10n),
        row('2026-01-01', 'rent', -3n),
        row('2026-01-01', 'salaries', -100n),
        row('2026-02-01', 'salaries', -7n),
      ],
      byId,
    );
    expect(rolled.map((item) => [item.periodStart, item.group, item.flows.net])).toEqual([
      ['2026-01-01', 'payroll', -111n],
      ['2026-01-01', 'rent', -3n],
      ['2026-02-01', 'payroll', -7n],
    ]);
  });

  it('keeps unknown categories and the unattributed row as they are', () => {
    const rolled = rollupToParents([row('2026-01-01', 'unknown', -1n), row('2026-01-01', NO_GROUP, -2n)], byId);
    expect(rolled.map((item) => item.group)).toEqual(['unknown', NO_GROUP]);
  });

  it('lists a parent with its children for drilling down', () => {
    expect(membersOfParent('payroll', categories)).toEqual(['payroll', 'salaries', 'bonus']);
  });
});
