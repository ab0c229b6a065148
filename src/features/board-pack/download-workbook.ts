import { toExcelSheets } from './model/excel-sheets.ts';
import type { WorkbookSheet } from './model/workbook.ts';

/** Writes the workbook and hands it to the browser; the library loads only now, never with the pack's figures. */
export async function downloadWorkbook(sheets: readonly WorkbookSheet[], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  await writeExcelFile(toExcelSheets(sheets)).toFile(fileName);
}
