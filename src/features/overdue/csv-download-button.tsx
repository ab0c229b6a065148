/** Saves text the page already holds as a CSV file: no request. */
export function CsvDownloadButton({ csv, fileName, disabled }: { csv: () => string; fileName: string; disabled: boolean }) {
  const download = () => {
    // A byte-order mark so spreadsheet apps read UTF-8 names (é, ü, ß) correctly.
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <button type="button" className="button" onClick={download} disabled={disabled}>
      Download CSV
    </button>
  );
}
