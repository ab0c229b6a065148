import type { DateWindow } from '../../../core/date-window.ts';
import { windowLabel } from './period-label.ts';
import { earlierPeriod, type TableCell, type TableRow } from './report-table.ts';

/**
 * The footer's "Total" row over the whole window. Given the earlier window (null: not
 * comparing), it names it for the change; a table that never compares windows leaves it out.
 */
export function totalRow(cells: TableCell[], previousWindow?: DateWindow | null): TableRow {
  const row: TableRow = { key: 'total', label: 'Total', csvLabel: 'Total', kind: 'total', cells };
  if (previousWindow === undefined) return row;
  const earlier = previousWindow ? earlierPeriod({ start: previousWindow.from, end: previousWindow.to }, windowLabel(previousWindow)) : null;
  return { ...row, earlierPeriod: earlier };
}
