import { addFlows, volume, zeroFlows, type Flows } from '../../../core/cash-flow/flows.ts';
import { NO_GROUP, OTHER_GROUP, type GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';

export type GroupSeries = {
  key: string;
  /** The API groups this series stands for: itself, or every group folded into "Other". */
  members: string[];
  /** Sum over the window of this group's own rows (one period each, so never double-counted). */
  total: Flows;
};

export type FoldedPeriod = Period & { cells: ReadonlyMap<string, Flows> };

export type FoldedGroups = { groups: GroupSeries[]; periods: FoldedPeriod[] };

/**
 * Keeps the `top` groups that moved the most money over the window and folds the rest into
 * one "Other" series per period, summed exactly. Ties keep the API's order. The unattributed
 * group ("No counterparty") is not a group to rank: it comes last, apart, and never in "Other".
 * Periods without rows are kept, with no cells.
 *
 * Compared with an earlier window (`earlierRows`), the series cover both: a group seen only
 * then is folded into "Other" (a tax paid in September alone), and the unattributed group
 * has its series if either window has it, so every column of the earlier window adds up too.
 */
export function foldTopGroups(
  rows: readonly GroupedRow[],
  periods: readonly Period[],
  top: number,
  earlierRows: readonly GroupedRow[] = [],
): FoldedGroups {
  const totals = new Map<string, Flows>();
  for (const row of rows) totals.set(row.group, addFlows(totals.get(row.group) ?? zeroFlows, row.flows));
  const ranked = [...totals.entries()]
    .filter(([key]) => key !== NO_GROUP)
    .sort(([, a], [, b]) => {
      const difference = volume(b) - volume(a);
      return difference > 0n ? 1 : difference < 0n ? -1 : 0;
    });
  const kept = ranked.slice(0, top);
  const folded = ranked.slice(top);
  const earlierOnly = [...new Set(earlierRows.map((row) => row.group))].filter((key) => key !== NO_GROUP && !totals.has(key));
  const groups: GroupSeries[] = kept.map(([key, total]) => ({ key, members: [key], total }));
  if (folded.length > 0 || earlierOnly.length > 0) {
    groups.push({
      key: OTHER_GROUP,
      members: [...folded.map(([key]) => key), ...earlierOnly],
      total: folded.reduce((sum, [, flows]) => addFlows(sum, flows), zeroFlows),
    });
  }
  const unattributed = totals.get(NO_GROUP) ?? (earlierRows.some((row) => row.group === NO_GROUP) ? zeroFlows : undefined);
  if (unattributed) groups.push({ key: NO_GROUP, members: [NO_GROUP], total: unattributed });
  const keptKeys = new Set([...kept.map(([key]) => key), NO_GROUP]);
  const cellsByPeriod = new Map<string, Map<string, Flows>>();
  for (const row of rows) {
    const key = keptKeys.has(row.group) ? row.group : OTHER_GROUP;
    const cells = cellsByPeriod.get(row.periodStart) ?? new Map<string, Flows>();
    cells.set(key, addFlows(cells.get(key) ?? zeroFlows, row.flows));
    cellsByPeriod.set(row.periodStart, cells);
  }
  return {
    groups,
    periods: periods.map((period) => ({ ...period, cells: cellsByPeriod.get(period.start) ?? new Map() })),
  };
}
