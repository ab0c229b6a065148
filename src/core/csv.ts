import { plainTextWithLineBreaks } from './plain-text.ts';

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same start after a list separator: Excel in a locale whose separator is ";" (most of
 * Europe) splits "x;=1+1" into two cells, the second a formula; so does "|" for some imports.
 */
const FORMULA_AFTER_SEPARATOR = /([,;|]\s*)([=+\-@])/g;
/** A plain signed decimal such as an API Money string ("-1250.00"): data, never a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One RFC 4180 field. Text that starts like a formula, or holds one after a list separator, gets
 * an apostrophe before it, so a name can never run in a spreadsheet whatever separator the reader's
 * locale splits on; hidden controls are dropped. Plain numbers, amounts included, stay exactly as given.
 */
export function csvCell(value: string | null): string {
  const text = plainTextWithLineBreaks(value ?? '');
  const safe = PLAIN_NUMBER.test(text) ? text : defuse(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function defuse(text: string): string {
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/** A table as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
