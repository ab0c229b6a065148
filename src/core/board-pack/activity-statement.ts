import type { Cents } from '../money.ts';
import { changeBetween, type Change } from '../cash-flow/change.ts';
import { addFlows, zeroFlows, type Flows } from '../cash-flow/flows.ts';
import type { GroupedRow } from '../cash-flow/grouped-rows.ts';
import type { DateWindow } from '../date-window.ts';
import type { LineKind } from '../change-meaning.ts';
import type { KeyFigures } from './key-figures.ts';
import type { PackWindows } from '../views/board-pack/pack-windows.ts';

const KNOWN_ACTIVITIES = ['operating', 'investing', 'financing'];

export type StatementLine = {
  key: string;
  label: string;
  kind: 'flow' | 'net' | 'total';
  month: Cents;
  comparison: Cents;
  change: Change | null;
  yearToDate: Cents;
};

export type StatementSection = { activity: string; lines: StatementLine[] };

export type ActivityStatement = { sections: StatementSection[]; total: StatementLine };

/**
 * The cash-flow statement: inflows, outflows and net per activity for the month, the comparison
 * month and the year to date, from one monthly `group_by=activity` summary over
 * `windows.activities`; the bottom line is the API's net of each window (`figures`).
 */
export function activityStatement(rows: readonly GroupedRow[], windows: PackWindows, figures: KeyFigures): ActivityStatement {
  const met = rows.map((row) => row.group).filter((group) => !KNOWN_ACTIVITIES.includes(group));
  const activities = [...KNOWN_ACTIVITIES, ...new Set(met)];
  const sections = activities.map((activity) => {
    const over = (window: DateWindow) => flowsOver(rows, activity, window);
    const [month, comparison, yearToDate] = [over(windows.month), over(windows.comparison), over(windows.yearToDate)];
    const line = (figure: keyof Flows, label: string, kind: StatementLine['kind']): StatementLine => ({
      key: `${activity}-${figure}`,
      label,
      kind,
      month: month[figure],
      comparison: comparison[figure],
      change: changeBetween(figure satisfies LineKind, comparison[figure], month[figure]),
      yearToDate: yearToDate[figure],
    });
    const name = activityName(activity);
    return {
      activity,
      lines: [
        line('inflows', 'Inflows', 'flow'),
        line('outflows', 'Outflows', 'flow'),
        line('net', `Net cash from ${name.toLowerCase()} activities`, 'net'),
      ],
    };
  });
  const total: StatementLine = {
    key: 'net-cash-flow',
    label: 'Net cash flow',
    kind: 'total',
    month: figures.monthNet,
    comparison: figures.comparisonNet,
    change: figures.netChange,
    yearToDate: figures.yearToDateNet,
  };
  return { sections, total };
}

/** "Operating"; an activity the API adds later shows as itself. */
export function activityName(activity: string): string {
  return activity.charAt(0).toUpperCase() + activity.slice(1);
}

function flowsOver(rows: readonly GroupedRow[], activity: string, window: DateWindow): Flows {
  return rows
    .filter((row) => row.group === activity && row.periodStart >= window.from && row.periodEnd <= window.to)
    .reduce((sum, row) => addFlows(sum, row.flows), zeroFlows);
}
