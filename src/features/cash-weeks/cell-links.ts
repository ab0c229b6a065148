import type { Direction } from '../../core/api/schemas/common.ts';
import { type IsoDate, minDate } from '../../core/calendar-date.ts';
import type { TableRow, WeekColumn } from '../../core/cash-weeks/table-model.ts';

/** Where a cell drills down to: a view and its search, as the views' own URL parameters read them. */
export type CellLink =
  | { to: '/forecasts'; search: { view: 'list'; month: string; category_id?: string[]; direction?: Direction } }
  | { to: '/transactions'; search: { from: IsoDate; to: IsoDate; category_id?: string[]; direction?: Direction } };

const rowDirection: Partial<Record<TableRow['kind'], Direction>> = {
  receipt_category: 'inflow',
  receipts_total: 'inflow',
  disbursement_category: 'outflow',
  disbursements_total: 'outflow',
};

/** Balances (opening, closing, the minimum, headroom) are not movements: nothing lists them. */
const movementKinds: ReadonlySet<TableRow['kind']> = new Set([
  'receipt_category',
  'receipts_total',
  'disbursement_category',
  'disbursements_total',
  'net',
]);

function narrowing(row: TableRow) {
  const direction = rowDirection[row.kind];
  return {
    ...(row.categoryId ? { category_id: [row.categoryId] } : {}),
    ...(direction ? { direction } : {}),
  };
}

/**
 * The forecasts behind a cell, in the forecasts list of the month its Monday falls in (the
 * list steps by month and shows whole weeks at its edges); or, for this week's actual part,
 * the transactions from Monday to today.
 */
export function forecastsLink(row: TableRow, week: WeekColumn): CellLink | null {
  if (!movementKinds.has(row.kind)) return null;
  return { to: '/forecasts', search: { view: 'list', month: week.from.slice(0, 7), ...narrowing(row) } };
}

export function actualsLink(row: TableRow, week: WeekColumn, today: IsoDate): CellLink | null {
  if (!movementKinds.has(row.kind) || row.actualThisWeek === null) return null;
  return { to: '/transactions', search: { from: week.from, to: minDate(today, week.to), ...narrowing(row) } };
}
