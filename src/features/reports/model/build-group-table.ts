import type { Cents } from '../../../core/money.ts';
import type { LineKind } from '../../../core/change-meaning.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import { addFlows, type Flows, netChangeKind, zeroFlows } from '../../../core/cash-flow/flows.ts';
import type { BalanceLines } from './balance-lines.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { FoldedGroups, GroupSeries } from './fold-top-groups.ts';
import type { GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import type { ChildLine } from '../../../core/cash-flow/category-children.ts';
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
  /** The lines beneath a group (subcategories under their top-level category), keyed by the group. */
  children?: {
    lines: ReadonlyMap<string, readonly ChildLine[]>;
    label: (line: ChildLine) => string;
    csvLabel: (line: ChildLine) => string;
    drill: (line: ChildLine) => DrillFilter | null;
    /** The earlier window's rows by the lines' own keys, when comparing. */
    earlierRows: readonly GroupedRow[] | null;
  } | null;
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
  const childFlows = previous && input.children?.earlierRows ? earlierFlows({ ...previous, rows: input.children.earlierRows }) : null;
  const cellOf = (flows: Flows | undefined, period: Period, drill: DrillFilter | null, earlier: Flows | null): TableCell => {
    const value = flows?.net ?? null;
    if (!earlier) return { value, change: null, drill: target(period, drill) };
    // A net figure's change is read as the flows it holds (a sales category's inflows), as every view reads it.
    const cellKind = kind === 'net' ? netChangeKind([flows ?? zeroFlows, earlier]) : kind;
    return { value, change: changeBetween(cellKind, earlier.net, value ?? 0n), drill: target(period, drill) };
  };
  const groupCell = (group: GroupSeries, period: Period, index: number | null): TableCell =>
    cellOf(
      index === null ? group.total : folded.periods[index]!.cells.get(group.key),
      period,
      input.drill(group),
      previousFlows ? previousFlows(index, group.members) : null,
    );
  const childCell = (line: ChildLine, period: Period, index: number | null): TableCell =>
    cellOf(
      index === null ? line.total : line.cells.get(folded.periods[index]!.start),
      period,
      input.children!.drill(line),
      childFlows ? childFlows(index, [line.key]) : null,
    );
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
      ...folded.groups.flatMap((group, groupIndex) => {
        const label = input.label(group);
        const lines = input.children?.lines.get(group.key) ?? [];
        return [
          {
            key: group.key,
            label,
            // In CSV a line with lines beneath it says it is their subtotal, so a sum down the column is not read twice.
            csvLabel: lines.length > 0 ? `${input.csvLabel(group)} (subtotal)` : input.csvLabel(group),
            color: input.color(group, groupIndex),
            cells: [
              ...folded.periods.map(({ start, end }, index) => groupCell(group, { start, end }, index)),
              groupCell(group, windowPeriod, null),
            ],
          },
          ...lines.map((line) => ({
            // A subcategory is its own key (the notes' marks find it); the top-level category's own movements are not the category's line.
            key: line.own ? `${line.key}/own` : line.key,
            label: input.children!.label(line),
            csvLabel: input.children!.csvLabel(line),
            parent: { key: group.key, label },
            cells: [
              ...folded.periods.map(({ start, end }, index) => childCell(line, { start, end }, index)),
              childCell(line, windowPeriod, null),
            ],
          })),
        ];
      }),
    ],
    footer: [
      totalRow([
        ...folded.periods.map(({ cells }, index) => periodTotal(cells, index)),
        { value: input.totalNet, change: changeBetween(kind, previous?.totalNet, input.totalNet), drill: target(windowPeriod, null) },
      ]),
      ...(input.balances ? [input.balances.moved, input.balances.closing].filter((line) => line !== null) : []),
    ],
    comparing: Boolean(previous),
    ...(input.balances ? { totalNote: input.balances.note } : {}),
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
