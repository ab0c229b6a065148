import { toMoneyString } from '../money.ts';
import type { WorkbookCell, WorkbookSheet } from './workbook.ts';

/**
 * A cell and a sheet in the shape write-excel-file takes, written here so the core stays free of
 * the library: the browser passes them to `write-excel-file/browser`, the server's scheduled board
 * pack to `write-excel-file/node`, and the type checker holds both to the library's own types.
 */
export type ExcelCell =
  | null
  | { value: string; type: StringConstructor; fontWeight?: 'bold'; backgroundColor?: string; bottomBorderStyle?: 'thin' }
  | { value: number; type: NumberConstructor; format?: string }
  | { value: Date; type: DateConstructor; format: string }
  | { value: string; type: 'Formula'; format: string };
export type ExcelSheet = { sheet: string; columns: { width: number }[]; stickyRowsCount: number; data: ExcelCell[][] };

/** Excel's own currency format, two decimals, the code written after the figure so every currency reads the same. */
export function moneyFormat(currency: string): string {
  const code = currency.replace(/[^A-Z]/g, '');
  return `#,##0.00 "${code}";-#,##0.00 "${code}"`;
}

const DATE_FORMAT = 'd mmm yyyy';
const HEADER_STYLE = { fontWeight: 'bold', backgroundColor: '#e6eef7', bottomBorderStyle: 'thin' } as const;

/**
 * The pack's sheets as write-excel-file writes them. The one place a Money value becomes a
 * JavaScript number: Excel stores numbers as doubles, so the exact decimal string is converted
 * here, last, and nothing is computed from the result (every cent below 90 trillion is the
 * double nearest its decimal, which Excel shows back to the cent).
 */
export function toExcelSheets(sheets: readonly WorkbookSheet[]): ExcelSheet[] {
  return sheets.map((sheet) => ({
    sheet: sheet.name,
    columns: sheet.columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
    data: [
      sheet.columns.map((column): ExcelCell => ({ value: column.header, type: String, ...HEADER_STYLE })),
      ...sheet.rows.map((row) => row.map(toExcelCell)),
    ],
  }));
}

function toExcelCell(cell: WorkbookCell): ExcelCell {
  switch (cell.kind) {
    case 'text':
      return cell.value === '' ? null : { value: cell.value, type: String };
    case 'money':
      return { value: Number(toMoneyString(cell.value)), type: Number, format: moneyFormat(cell.currency) };
    case 'date': {
      const [year, month, day] = cell.value.split('-').map(Number) as [number, number, number];
      return { value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: DATE_FORMAT };
    }
    case 'percent':
      return cell.value === null
        ? { value: 'n/a', type: String }
        : { value: Number(cell.value) / 100, type: Number, format: '+0.0%;-0.0%;0.0%' };
    case 'months':
      return { value: Number(cell.tenths) / 10, type: Number, format: '0.0' };
    case 'number':
      return { value: cell.value, type: Number };
    case 'formula':
      return { value: cell.value, type: 'Formula', format: moneyFormat(cell.currency) };
  }
}
