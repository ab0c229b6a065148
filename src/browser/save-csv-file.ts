/**
 * Hands CSV text to the browser as a file download: no request. A byte-order mark goes first so
 * spreadsheet apps read UTF-8 names (é, ü, ß) correctly.
 */
export function saveCsvFile(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: the download may not have read the blob yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
