import type { Cents } from '../../../api/money.ts';
import type { DateWindow } from '../../../lib/date-window.ts';
import { changeBetween } from './change.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { FoldedGroups, GroupSeries } from './fold-top-groups.ts';
import type { GroupedRow } from './grouped-rows.ts';
import { periodLabel } from './period-label.ts';
import type { Period } from './report-periods.ts';
import { isoPeriod, type ReportTable, type TableCell } from './report-table.ts';

export type GroupTableInput = {
  folded: FoldedGroups;
  /** The API's `totals.net` for the window: the only grand total shown. */
  totalNet: Cents;
  window: DateWindow;
  interval: string;
  label: (group: GroupSeries) => string;
  color: (group: GroupSeries, index: number) => string;
  drill: (group: GroupSeries) => DrillFilter | null;
  /** Whether each movement sits in exactly one group (all but labels): only then is a period's sum across groups its total. */
  partition: boolean;
  /** Grouped rows of the earlier window and their periods, aligned by position. */
  previous?: { rows: readonly GroupedRow[]; periods: readonly Period[]; totalNet: Cents } | null;
};

/**
 * Periods by groups, net per cell. The footer holds each group's window total (its own rows,
 * one period each) and the API's grand total. A period's total across groups is shown only
 * for a partition: with labels a movement sits in several groups and rows add up to more.
 */
export function buildGroupTable(input: GroupTableInput): ReportTable {
  const { folded } = input;
  const previousNet = previousNets(input);
  const groupCells = (period: Period, index: number | null): TableCell[] =>
    folded.groups.map((group) => {
      const value = index === null ? group.total.net : (folded.periods[index]!.cells.get(group.key)?.net ?? null);
      const before = previousNet ? previousNet(index, group) : undefined;
      return { value, change: before === undefined ? null : changeBetween(before, value ?? 0n), drill: { period, filter: input.drill(group) } };
    });
  const windowPeriod = { start: input.window.from, end: input.window.to };
  return {
    caption: 'Net flows by period and group',
    rowHeader: 'Period',
    columns: [
      ...folded.groups.map((group, index) => ({ key: group.key, label: input.label(group), color: input.color(group, index) })),
      { key: 'total', label: 'Total', withChange: true },
    ],
    rows: folded.periods.map(({ cells, ...period }, index) => ({
      key: period.start,
      label: periodLabel(period, input.interval),
      csvLabel: isoPeriod(period),
      cells: [...groupCells(period, index), { value: input.partition ? periodSum(cells) : null, drill: { period, filter: null } }],
    })),
    footer: [
      {
        key: 'total',
        label: 'Total',
        csvLabel: 'Total',
        kind: 'total',
        cells: [
          ...groupCells(windowPeriod, null),
          { value: input.totalNet, change: changeBetween(input.previous?.totalNet, input.totalNet), drill: { period: windowPeriod, filter: null } },
        ],
      },
    ],
    comparing: Boolean(input.previous),
  };
}

/** The earlier window's net for a group's members in the period at the same position (or the whole window). */
function previousNets(input: GroupTableInput) {
  const previous = input.previous;
  if (!previous) return null;
  const positionOf = new Map(previous.periods.map((period, index) => [period.start, index]));
  return (index: number | null, group: GroupSeries): Cents => {
    let sum = 0n;
    for (const row of previous.rows) {
      if (!group.members.includes(row.group)) continue;
      if (index === null || positionOf.get(row.periodStart) === index) sum += row.flows.net;
    }
    return sum;
  };
}

function periodSum(cells: ReadonlyMap<string, { net: Cents }>): Cents {
  let sum = 0n;
  for (const flows of cells.values()) sum += flows.net;
  return sum;
}
