import writeExcelFile from 'write-excel-file/browser';
import { toExcelSheets } from '../../core/board-pack/excel-sheets.ts';
import { cashWeeksSheets } from '../../core/cash-weeks/weeks-sheets.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';

/** Loaded only when the button is pressed: the sheets' shaping and the library never come with the table. */
export async function downloadWeeksWorkbook(table: CashWeeksTable, fileName: string): Promise<void> {
  await writeExcelFile(toExcelSheets(cashWeeksSheets(table, { name: '13 weeks' }))).toFile(fileName);
}
