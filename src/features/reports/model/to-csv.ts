/** One CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A table as CSV text with CRLF line ends. Cells starting like a spreadsheet formula are
 * prefixed with a quote so a name can never run as one; negative amounts stay numbers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
