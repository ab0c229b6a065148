import { toMoneyString, type Cents } from '../../../api/money.ts';
import type { Change } from './change.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { Period } from './report-periods.ts';
import { toCsv } from '../../../lib/csv.ts';

/** Where a figure leads: the transactions of that period, narrowed to its group when one applies. */
export type DrillTarget = { period: Period; filter: DrillFilter | null };

export type TableCell = { value: Cents | null; change?: Change | null; drill?: DrillTarget | null };

export type TableColumn = {
  key: string;
  label: string;
  color?: string | null;
  /** Whether a change column follows this one (when the table compares). */
  withChange?: boolean;
  /** Flows carry their sign ("+"); balances do not. */
  signed?: boolean;
};

export type TableRow = {
  key: string;
  label: string;
  /** How the row is named in CSV: ISO periods ("2026-01-01/2026-01-31") rather than locale text. */
  csvLabel: string;
  cells: TableCell[];
  kind?: 'section' | 'subtotal' | 'total' | 'difference';
};

/** Any table of the reports view: figures exact, every row the same columns, the totals in `footer`. */
export type ReportTable = {
  caption: string;
  rowHeader: string;
  columns: TableColumn[];
  rows: TableRow[];
  footer: TableRow[];
  comparing: boolean;
  /** The heading of change columns: "Change" against an earlier window, "Variance" against a forecast. */
  changeLabel?: string;
};

export const showsChange = (table: ReportTable, column: TableColumn) => table.comparing && column.withChange !== false;

export const isoPeriod = (period: Period) => `${period.start}/${period.end}`;

/** The table as CSV with the API's exact Money strings; a comparison adds change and change % columns. */
export function reportTableCsv(table: ReportTable): string {
  const header = [table.rowHeader];
  const changeLabel = (table.changeLabel ?? 'Change').toLowerCase();
  for (const column of table.columns) {
    header.push(column.label);
    if (showsChange(table, column)) header.push(`${column.label} ${changeLabel}`, `${column.label} ${changeLabel} %`);
  }
  const lines = [...table.rows, ...table.footer].map((row) => {
    const line = [row.csvLabel];
    row.cells.forEach((cell, index) => {
      line.push(cell.value === null ? '' : toMoneyString(cell.value));
      if (showsChange(table, table.columns[index]!)) line.push(cell.change ? toMoneyString(cell.change.amount) : '', cell.change?.percent ?? '');
    });
    return line;
  });
  return toCsv(header, lines);
}
