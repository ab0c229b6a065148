import type { GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';

/** Which flow groups are ranked and shown by: inflows (top customers) or outflows (top suppliers). */
export type RankedFlow = 'inflows' | 'outflows';

/**
 * Each row reduced to one flow, that flow standing as its net, so ranking, folding, tables and
 * charts show only it; rows without any of it are left out. Top customers are those who paid
 * the most, whatever they were paid: a customer that is also a supplier ranks by its inflows.
 *
 * @example oneFlowRows([{ …, flows: { inflows: 5n, outflows: -3n, net: 2n } }], 'outflows')
 * // flows: { inflows: 0n, outflows: -3n, net: -3n }
 */
export function oneFlowRows(rows: readonly GroupedRow[], flow: RankedFlow): GroupedRow[] {
  return rows
    .filter((row) => row.flows[flow] !== 0n)
    .map((row) => {
      const amount = row.flows[flow];
      return {
        ...row,
        flows: flow === 'inflows' ? { inflows: amount, outflows: 0n, net: amount } : { inflows: 0n, outflows: amount, net: amount },
      };
    });
}
