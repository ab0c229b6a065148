import { saveCsvFile } from '../../browser/save-csv-file.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import type { DateWindow } from '../../core/date-window.ts';
import type { ReferenceLookups } from './transaction-names.ts';
import { exportFileName, transactionsCsv } from './transactions-csv.ts';

export { fetchExportRows } from './fetch-export-rows.ts';

/**
 * What an export needs once it starts, loaded when "Export CSV" is pressed: the list's first
 * figures do not wait for the code that pages through the whole filter and writes the file.
 */
export function saveTransactionsCsv(rows: readonly Transaction[], lookups: ReferenceLookups, dateWindow: DateWindow): string {
  const fileName = exportFileName(dateWindow);
  saveCsvFile(transactionsCsv(rows, lookups), fileName);
  return fileName;
}
