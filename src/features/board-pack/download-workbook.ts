import writeExcelFile from 'write-excel-file/browser';
import { toExcelSheets } from '../../core/board-pack/excel-sheets.ts';
import { buildWorkbook, type WorkbookInput } from '../../core/board-pack/workbook.ts';

/**
 * Builds the workbook and hands it to the browser. This module, the sheets' shaping and the
 * library are loaded only when the button is pressed, never with the pack's figures.
 */
export async function downloadWorkbook(input: WorkbookInput, fileName: string): Promise<void> {
  await writeExcelFile(toExcelSheets(buildWorkbook(input))).toFile(fileName);
}
