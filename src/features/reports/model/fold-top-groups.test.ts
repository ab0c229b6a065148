import { describe, expect, it } from 'vitest';
import { foldTopGroups } from './fold-top-groups.ts';
import { NO_GROUP, OTHER_GROUP, type GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };
const mar = { start: '2026-03-01', end: '2026-03-31' };

function row(period: { start: string; end: string }, group: string, inflows: bigint, outflows: bigint): GroupedRow {
  return { periodStart: period.start, periodEnd: period.end, group, flows: { inflows, outflows, net: inflows + outflows } };
}

describe('foldTopGroups', () => {
  const rows = [
    row(jan, 'a', 100n, 0n),
    row(jan, 'b', 0n, -5000n),
    row(jan, 'c', 1n, -1n),
    row(jan, NO_GROUP, 7n, 0n),
    row(feb, 'a', 33n, 0n),
    row(feb, 'c', 0n, -10n),
  ];

  it('keeps the groups that moved the most money and folds the rest into Other, exactly', () => {
    const folded = foldTopGroups(rows, [jan, feb, mar], 1);
    expect(folded.groups.map((group) => group.key)).toEqual(['b', OTHER_GROUP, NO_GROUP]);
    const other = folded.groups[1]!;
    expect(other.members).toEqual(['a', 'c']);
    expect(other.total).toEqual({ inflows: 134n, outflows: -11n, net: 123n });
    expect(folded.periods[0]!.cells.get(OTHER_GROUP)).toEqual({ inflows: 101n, outflows: -1n, net: 100n });
    expect(folded.periods[1]!.cells.get(OTHER_GROUP)).toEqual({ inflows: 33n, outflows: -10n, net: 23n });
  });

  it('keeps the unattributed group apart from the ranking: last, never in Other, never taking a place', () => {
    const folded = foldTopGroups([row(jan, NO_GROUP, 9000n, 0n), row(jan, 'a', 1n, 0n), row(jan, 'b', 2n, 0n)], [jan], 1);
    expect(folded.groups.map((group) => [group.key, group.members])).toEqual([
      ['b', ['b']],
      [OTHER_GROUP, ['a']],
      [NO_GROUP, [NO_GROUP]],
    ]);
    expect(folded.periods[0]!.cells.get(NO_GROUP)).toEqual({ inflows: 9000n, outflows: 0n, net: 9000n });
  });

  it('keeps every period, even one without rows', () => {
    const folded = foldTopGroups(rows, [jan, feb, mar], 2);
    expect(folded.periods.map((period) => period.start)).toEqual([jan.start, feb.start, mar.start]);
    expect(folded.periods[2]!.cells.size).toBe(0);
  });

  it('adds no Other series when every group fits', () => {
    const folded = foldTopGroups(rows, [jan, feb], 3);
    expect(folded.groups.map((group) => group.key)).toEqual(['b', 'a', 'c', NO_GROUP]);
    expect(folded.groups[1]!.total).toEqual({ inflows: 133n, outflows: 0n, net: 133n });
  });

  it('keeps the API order between groups of equal volume', () => {
    const folded = foldTopGroups([row(jan, 'x', 5n, 0n), row(jan, 'y', 0n, -5n)], [jan], 1);
    expect(folded.groups.map((group) => group.key)).toEqual(['x', OTHER_GROUP]);
  });

  it('sums beyond the range of a float without losing a cent', () => {
    const big = 900_719_925_474_099_3n;
    const folded = foldTopGroups([row(jan, 'a', 1n, 0n), row(jan, 'b', big, 0n), row(jan, 'c', big, 0n)], [jan], 1);
    expect(folded.groups.find((group) => group.key === OTHER_GROUP)!.total.inflows).toBe(big + 1n);
  });
});
