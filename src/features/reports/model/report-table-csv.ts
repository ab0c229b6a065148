import { toMoneyString } from '../../../core/money.ts';
import { toCsv } from '../../../core/csv.ts';
import { changeHeading, type ReportTable, showsChange, type TableRow } from './report-table.ts';

// Apart from report-table.ts: loaded when "Download CSV" is pressed, never before a report's first figure.

/**
 * The table as CSV with the API's exact Money strings. A comparison adds, per compared figure,
 * the earlier figure (against an earlier window), the change (earlier + change = figure), the
 * change in words and whether it is good for cash; rows say which period they are compared with.
 */
export function reportTableCsv(table: ReportTable): string {
  const againstEarlier = table.comparing && table.comparedWith !== 'plan';
  const heading = changeHeading(table).toLowerCase();
  const header = [table.rowHeader, ...(againstEarlier ? ['Compared with'] : [])];
  for (const column of table.columns) {
    const name = column.csvLabel ?? column.label;
    header.push(name);
    if (!showsChange(table, column)) continue;
    if (againstEarlier) header.push(`${name} earlier`);
    header.push(`${name} ${heading}`, `${name} ${heading} in words`, `${name} ${heading} for cash`);
  }
  const lines = [...table.rows, ...table.footer].map((row) => {
    const line = [row.csvLabel, ...(againstEarlier ? [comparedWithCsv(table, row)] : [])];
    row.cells.forEach((cell, index) => {
      line.push(cell.value === null ? (cell.note ?? '') : toMoneyString(cell.value));
      if (!showsChange(table, table.columns[index]!)) return;
      const change = cell.change;
      if (againstEarlier) line.push(change ? toMoneyString(change.earlier) : '');
      line.push(change ? toMoneyString(change.amount) : '', change?.meaning.words ?? '', change?.meaning.tone ?? '');
    });
    return line;
  });
  return toCsv(header, lines);
}

function comparedWithCsv(table: ReportTable, row: TableRow): string {
  if (row.earlierPeriod) return row.earlierPeriod.csv;
  return row.cells.length > 0 ? (table.earlierWindow?.csv ?? '') : '';
}
