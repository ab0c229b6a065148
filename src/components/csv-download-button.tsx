import { saveCsvFile } from '../browser/save-csv-file.ts';

/**
 * "Download CSV" for a table the page already holds; `csv` is built only when clicked, and may
 * load its code then (the reports' CSV writer stays out of what a report's first figure waits for).
 */
export function CsvDownloadButton({
  csv,
  fileName,
  disabled = false,
}: {
  csv: () => string | Promise<string>;
  fileName: string;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="button" onClick={async () => saveCsvFile(await csv(), fileName)} disabled={disabled}>
      Download CSV
    </button>
  );
}
