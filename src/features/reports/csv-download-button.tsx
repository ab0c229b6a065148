import { reportTableCsv, type ReportTable } from './model/report-table.ts';

/** Downloads the table below the chart as CSV, exact Money strings, built in the browser: no request. */
export function CsvDownloadButton({ table, filename }: { table: ReportTable; filename: string }) {
  const download = () => {
    const blob = new Blob([reportTableCsv(table)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" className="button" onClick={download}>
      Download CSV
    </button>
  );
}
