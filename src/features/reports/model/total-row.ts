import type { DateWindow } from '../../../core/date-window.ts';
import { windowLabel } from './period-label.ts';
import { earlierPeriod, type TableCell, type TableColumn, type TableRow } from './report-table.ts';

/** The footer's "Total" row: across the lines, period by period. */
export function totalRow(cells: TableCell[]): TableRow {
  return { key: 'total', label: 'Total', csvLabel: 'Total', kind: 'total', cells };
}

/**
 * The "Total" column over the whole window, last. Given the earlier window (null: not
 * comparing), it names it for the change; a table that never compares windows leaves it out.
 */
export function totalColumn(previousWindow?: DateWindow | null): TableColumn {
  const column: TableColumn = { key: 'total', label: 'Total', withChange: true };
  if (previousWindow === undefined) return column;
  const earlier = previousWindow
    ? earlierPeriod({ start: previousWindow.from, end: previousWindow.to }, windowLabel(previousWindow))
    : null;
  return { ...column, earlierPeriod: earlier };
}
