import { describe, expect, it } from 'vitest';
import { buildGroupTable, type GroupTableInput } from './build-group-table.ts';
import { foldTopGroups } from './fold-top-groups.ts';
import type { GroupedRow } from './grouped-rows.ts';

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };

function row(period: { start: string; end: string }, group: string, net: bigint): GroupedRow {
  return { periodStart: period.start, periodEnd: period.end, group, flows: { inflows: net, outflows: 0n, net } };
}

function input(partition: boolean, previous: GroupTableInput['previous'] = null): GroupTableInput {
  return {
    folded: foldTopGroups([row(jan, 'a', 100n), row(jan, 'b', 50n), row(feb, 'a', 10n)], [jan, feb], 8),
    totalNet: 120n,
    window: { from: jan.start, to: feb.end },
    interval: 'month',
    label: (group) => group.key,
    color: () => '#000000',
    drill: (group) => ({ param: 'label_id', ids: group.members }),
    partition,
    previous,
  };
}

describe('buildGroupTable', () => {
  it("puts the API's total in the total row, never the sum of the rows", () => {
    const table = buildGroupTable(input(false));
    const total = table.footer[0]!;
    expect(total.cells.map((cell) => cell.value)).toEqual([110n, 50n, 120n]);
  });

  it('shows a period total across groups only for a partition', () => {
    expect(buildGroupTable(input(false)).rows[0]!.cells.at(-1)!.value).toBeNull();
    expect(buildGroupTable(input(true)).rows[0]!.cells.at(-1)!.value).toBe(150n);
  });

  it('drills each cell down to its period and group', () => {
    const cell = buildGroupTable(input(true)).rows[1]!.cells[0]!;
    expect(cell.drill).toEqual({ period: feb, filter: { param: 'label_id', ids: ['a'] } });
  });

  it('compares each cell with the same position of the earlier window', () => {
    const table = buildGroupTable(input(true, { rows: [row({ start: '2025-01-01', end: '2025-01-31' }, 'a', 80n)], periods: [{ start: '2025-01-01', end: '2025-01-31' }, { start: '2025-02-01', end: '2025-02-28' }], totalNet: 60n }));
    expect(table.rows[0]!.cells[0]!.change).toEqual({ amount: 20n, percent: '+25.0' });
    expect(table.footer[0]!.cells.at(-1)!.change).toEqual({ amount: 60n, percent: '+100.0' });
  });
});
