import { toMoneyString } from '../../../core/money.ts';
import { toCsv } from '../../../core/csv.ts';
import { changeHeading, type ReportTable, showsChange } from './report-table.ts';

// Apart from report-table.ts: loaded when "Download CSV" is pressed, never before a report's first figure.

/**
 * The table as CSV with the API's exact Money strings. A comparison adds, per compared figure,
 * the earlier figure (against an earlier window), the change (earlier + change = figure), the
 * change in words and whether it is good for cash; a first line says which period each column
 * is compared with.
 */
export function reportTableCsv(table: ReportTable): string {
  const againstEarlier = table.comparing && table.comparedWith !== 'plan';
  const heading = changeHeading(table).toLowerCase();
  const header = [table.rowHeader];
  const comparedWith = ['Compared with'];
  for (const column of table.columns) {
    const name = column.csvLabel ?? column.label;
    header.push(name);
    comparedWith.push(column.earlierPeriod?.csv ?? '');
    if (!showsChange(table, column)) continue;
    const changeFields = [`${name} ${heading}`, `${name} ${heading} in words`, `${name} ${heading} for cash`];
    if (againstEarlier) changeFields.unshift(`${name} earlier`);
    header.push(...changeFields);
    comparedWith.push(...changeFields.map(() => ''));
  }
  const lines = [...table.rows, ...table.footer].map((row) => {
    const line = [row.csvLabel];
    row.cells.forEach((cell, index) => {
      line.push(cell.value === null ? (cell.percent ?? cell.note ?? '') : toMoneyString(cell.value));
      if (!showsChange(table, table.columns[index]!)) return;
      const change = cell.change;
      if (againstEarlier) line.push(change ? toMoneyString(change.earlier) : '');
      line.push(change ? toMoneyString(change.amount) : '', change?.meaning.words ?? '', change?.meaning.tone ?? '');
    });
    return line;
  });
  const comparesColumns = againstEarlier && table.columns.some((column) => column.earlierPeriod);
  return toCsv(header, comparesColumns ? [comparedWith, ...lines] : lines);
}
