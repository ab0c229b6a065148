import type { WorkbookSheet } from '../board-pack/workbook.ts';
import type { CashWeeksTable } from './table-model.ts';

/** The table as a workbook sheet: a label column, the 13 weeks, a total column; numbers, not text. */
export function cashWeeksSheets(table: CashWeeksTable, options: { title?: string } = {}): WorkbookSheet[] {
  void table;
  void options;
  throw new Error('not yet');
}
