import type { Cents } from '../../../core/money.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { DrillFilter } from './drill-filter.ts';
import { addFlows, zeroFlows, type Flows } from '../../../core/cash-flow/flows.ts';
import type { GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';
import { periodColumns } from './period-columns.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';
import type { ReportTable, TableCell, TableRow } from './report-table.ts';
import { totalColumn } from './total-row.ts';

const knownActivities = ['operating', 'investing', 'financing'];

/**
 * The cash-flow statement: a section per activity (inflows, outflows, net) with period columns
 * and a total column, and the net change in cash at the bottom. Activities partition the
 * movements, so a period's net change is the sum of its sections; the window's is the API's total.
 */
export function buildActivityStatement(input: {
  rows: readonly GroupedRow[];
  periods: readonly Period[];
  window: DateWindow;
  interval: string;
  totalNet: Cents;
  label: (activity: string) => string;
  drill: (activity: string) => DrillFilter | null;
  previous?: { rows: readonly GroupedRow[]; totalNet: Cents; window: DateWindow } | null;
}): ReportTable {
  const activities = [
    ...knownActivities,
    ...new Set(input.rows.map((row) => row.group).filter((group) => !knownActivities.includes(group))),
  ];
  const flowsOf = (rows: readonly GroupedRow[], activity: string, periodStart: string | null): Flows =>
    rows
      .filter((row) => row.group === activity && (periodStart === null || row.periodStart === periodStart))
      .reduce((sum, row) => addFlows(sum, row.flows), zeroFlows);
  const windowPeriod = { start: input.window.from, end: input.window.to };
  const body: TableRow[] = [];
  for (const activity of activities) {
    const name = input.label(activity);
    body.push({ key: activity, label: `${name} activities`, csvLabel: `${name} activities`, cells: [], kind: 'section' });
    for (const [figure, title, drill] of [
      ['inflows', 'Inflows', true],
      ['outflows', 'Outflows', true],
      ['net', `Net cash from ${name.toLowerCase()} activities`, false],
    ] as const) {
      const filter = drill ? input.drill(activity) : null;
      const cell = (period: Period, periodStart: string | null): TableCell => ({
        value: flowsOf(input.rows, activity, periodStart)[figure],
        drill: { period, filter },
      });
      const total = cell(windowPeriod, null);
      const before = input.previous ? flowsOf(input.previous.rows, activity, null)[figure] : null;
      body.push({
        key: `${activity}-${figure}`,
        label: title,
        csvLabel: `${name} ${figure}`,
        ...(figure === 'net' ? { kind: 'subtotal' as const } : {}),
        cells: [
          ...input.periods.map((period) => cell(period, period.start)),
          { ...total, change: changeBetween(figure, before, total.value) },
        ],
      });
    }
  }
  const netChange: TableRow = {
    key: 'net-change',
    label: 'Net change in cash',
    csvLabel: 'Net change in cash',
    kind: 'total',
    cells: [
      ...input.periods.map((period) => ({
        value: input.rows.filter((row) => row.periodStart === period.start).reduce((sum, row) => sum + row.flows.net, 0n),
        drill: { period, filter: null },
      })),
      {
        value: input.totalNet,
        change: changeBetween('net', input.previous?.totalNet, input.totalNet),
        drill: { period: windowPeriod, filter: null },
      },
    ],
  };
  return {
    caption: 'Cash-flow statement by activity',
    rowHeader: 'Line',
    columns: [...periodColumns(input.periods, input.interval, { withChange: false }), totalColumn(input.previous?.window ?? null)],
    rows: body,
    footer: [netChange],
    comparing: Boolean(input.previous),
  };
}
