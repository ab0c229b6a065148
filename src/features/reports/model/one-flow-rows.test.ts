import { describe, expect, it } from 'vitest';
import { foldTopGroups } from './fold-top-groups.ts';
import type { GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import { oneFlowRows } from './one-flow-rows.ts';

const jan = { start: '2026-01-01', end: '2026-01-31' };

function row(group: string, inflows: bigint, outflows: bigint): GroupedRow {
  return { periodStart: jan.start, periodEnd: jan.end, group, flows: { inflows, outflows, net: inflows + outflows } };
}

const rows = [row('big-supplier', 0n, -90_000n), row('customer', 5_000n, 0n), row('both', 3_000n, -1_000n), row('small-customer', 10n, 0n)];

describe('oneFlowRows', () => {
  it('ranks top customers by what they paid, never by what was paid to a supplier', () => {
    const folded = foldTopGroups(oneFlowRows(rows, 'inflows'), [jan], 2);
    expect(folded.groups.map((group) => [group.key, group.total.net])).toEqual([
      ['customer', 5_000n],
      ['both', 3_000n],
      ['(other)', 10n],
    ]);
  });

  it('ranks top suppliers by what they were paid, as negative outflows', () => {
    const folded = foldTopGroups(oneFlowRows(rows, 'outflows'), [jan], 8);
    expect(folded.groups.map((group) => [group.key, group.total])).toEqual([
      ['big-supplier', { inflows: 0n, outflows: -90_000n, net: -90_000n }],
      ['both', { inflows: 0n, outflows: -1_000n, net: -1_000n }],
    ]);
  });
});
