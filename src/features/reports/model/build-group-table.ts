import type { Cents } from '../../../core/money.ts';
import type { LineKind } from '../../../core/change-meaning.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import { addFlows, type Flows, netChangeKind, zeroFlows } from '../../../core/cash-flow/flows.ts';
import { BALANCE_LINES_NOTE, type BalanceLines } from './balance-lines.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { FoldedGroups, GroupSeries } from './fold-top-groups.ts';
import type { GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import { periodColumns } from './period-columns.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';
import type { DrillTarget, ReportTable, TableCell } from './report-table.ts';
import { totalColumn, totalRow } from './total-row.ts';

export type GroupTableInput = {
  folded: FoldedGroups;
  /** The API's total for the window of the figure shown (`net`, or `inflows`/`outflows` when ranking by one): the only grand total. */
  totalNet: Cents;
  window: DateWindow;
  interval: string;
  label: (group: GroupSeries) => string;
  /** The group's real name for CSV, where `label` is masked on screen. */
  csvLabel: (group: GroupSeries) => string;
  color: (group: GroupSeries, index: number) => string;
  drill: (group: GroupSeries) => DrillFilter | null;
  /** Whether each movement sits in exactly one group (all but labels): only then is a period's sum across groups its total. */
  partition: boolean;
  /** Grouped rows of the earlier window, its periods (aligned by position), window and total. */
  previous?: { rows: readonly GroupedRow[]; periods: readonly Period[]; window: DateWindow; totalNet: Cents } | null;
  /** What each cell holds: net flows by default; the inflows of top customers, the outflows of top suppliers. */
  figure?: Extract<LineKind, 'net' | 'inflows' | 'outflows'>;
  caption?: string;
  /** The heading of the lines' column: what a group is ("Category"). */
  rowHeader?: string;
  /** Opening cash above the lines, closing cash below the Total (and what else moved the balances between them). */
  balances?: BalanceLines | null;
};

/**
 * A line per group, a column per period (net unless ranked by one flow), and the group's window
 * total last (its own rows, one period each). The footer's Total row holds each period's total
 * across groups, and the API's grand total. A period's total across groups is shown only for a
 * partition: with labels a movement sits in several groups and lines add up to more. Compared,
 * each cell, period total and total has its change.
 */
export function buildGroupTable(input: GroupTableInput): ReportTable {
  const { folded, previous } = input;
  const kind = input.figure ?? 'net';
  const direction = kind === 'inflows' ? 'inflow' : kind === 'outflows' ? 'outflow' : undefined;
  const target = (period: Period, filter: DrillFilter | null): DrillTarget =>
    direction ? { period, filter, direction } : { period, filter };
  const previousFlows = previous ? earlierFlows(previous) : null;
  const previousNet = previousFlows ? (index: number | null, members: readonly string[] | null) => previousFlows(index, members).net : null;
  const groupCell = (group: GroupSeries, period: Period, index: number | null): TableCell => {
    const flows = index === null ? group.total : folded.periods[index]!.cells.get(group.key);
    const value = flows?.net ?? null;
    if (!previousFlows) return { value, change: null, drill: target(period, input.drill(group)) };
    const earlier = previousFlows(index, group.members);
    // A net figure's change is read as the flows it holds (a sales category's inflows), as every view reads it.
    const cellKind = kind === 'net' ? netChangeKind([flows ?? zeroFlows, earlier]) : kind;
    return { value, change: changeBetween(cellKind, earlier.net, value ?? 0n), drill: target(period, input.drill(group)) };
  };
  const periodTotal = (cells: ReadonlyMap<string, { net: Cents }>, index: number): TableCell => {
    if (!input.partition) return { value: null, drill: target(folded.periods[index]!, null) };
    const value = periodSum(cells);
    return {
      value,
      change: previousNet ? changeBetween(kind, previousNet(index, null), value) : null,
      drill: target(folded.periods[index]!, null),
    };
  };
  const windowPeriod = { start: input.window.from, end: input.window.to };
  return {
    caption: input.caption ?? 'Net flows by period and group',
    rowHeader: input.rowHeader ?? 'Group',
    columns: [
      ...periodColumns(folded.periods, input.interval, { earlier: previous?.periods ?? null }),
      totalColumn(previous?.window ?? null),
    ],
    rows: [
      ...(input.balances ? [input.balances.opening] : []),
      ...folded.groups.map((group, groupIndex) => ({
        key: group.key,
        label: input.label(group),
        csvLabel: input.csvLabel(group),
        color: input.color(group, groupIndex),
        cells: [
          ...folded.periods.map(({ start, end }, index) => groupCell(group, { start, end }, index)),
          groupCell(group, windowPeriod, null),
        ],
      })),
    ],
    footer: [
      totalRow([
        ...folded.periods.map(({ cells }, index) => periodTotal(cells, index)),
        { value: input.totalNet, change: changeBetween(kind, previous?.totalNet, input.totalNet), drill: target(windowPeriod, null) },
      ]),
      ...(input.balances ? [input.balances.moved, input.balances.closing].filter((line) => line !== null) : []),
    ],
    comparing: Boolean(previous),
    ...(input.balances ? { totalNote: BALANCE_LINES_NOTE } : {}),
  };
}

/**
 * The earlier window's flows for some groups (null: all of them) in the period at the same
 * position, or over the whole window (index null).
 */
function earlierFlows(previous: NonNullable<GroupTableInput['previous']>) {
  const positionOf = new Map(previous.periods.map((period, index) => [period.start, index]));
  return (index: number | null, members: readonly string[] | null): Flows => {
    let sum = zeroFlows;
    for (const row of previous.rows) {
      if (members && !members.includes(row.group)) continue;
      if (index === null || positionOf.get(row.periodStart) === index) sum = addFlows(sum, row.flows);
    }
    return sum;
  };
}

function periodSum(cells: ReadonlyMap<string, { net: Cents }>): Cents {
  let sum = 0n;
  for (const flows of cells.values()) sum += flows.net;
  return sum;
}
