import type { SummaryRow } from '../api/schemas/summary.ts';
import { addFlows, parseFlows, type Flows } from './flows.ts';

/** The key of the unattributed group (`group: null`); never a uuid nor an API enum value. */
export const NO_GROUP = '(none)';
/** The key of the groups folded together beyond the top N. */
export const OTHER_GROUP = '(other)';

export type GroupedRow = { periodStart: string; periodEnd: string; group: string; flows: Flows };

export function toGroupedRows(rows: readonly SummaryRow[]): GroupedRow[] {
  return rows.map((row) => ({
    periodStart: row.period_start,
    periodEnd: row.period_end,
    group: row.group ?? NO_GROUP,
    flows: parseFlows(row),
  }));
}

/** Merges rows whose (period, group) meet after re-keying, summing exactly; order: period, then first appearance. */
export function regroupRows(rows: readonly GroupedRow[], keyOf: (group: string) => string): GroupedRow[] {
  const merged = new Map<string, GroupedRow>();
  for (const row of rows) {
    const group = keyOf(row.group);
    const key = `${row.periodStart}|${group}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, flows: addFlows(existing.flows, row.flows) } : { ...row, group });
  }
  return [...merged.values()].sort((a, b) => (a.periodStart < b.periodStart ? -1 : a.periodStart > b.periodStart ? 1 : 0));
}
