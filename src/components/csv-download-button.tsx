import { saveCsvFile } from '../browser/save-csv-file.ts';

/** "Download CSV" for a table the page already holds; `csv` is built only when clicked. */
export function CsvDownloadButton({ csv, fileName, disabled = false }: { csv: () => string; fileName: string; disabled?: boolean }) {
  return (
    <button type="button" className="button" onClick={() => saveCsvFile(csv(), fileName)} disabled={disabled}>
      Download CSV
    </button>
  );
}
