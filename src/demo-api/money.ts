/**
 * Amounts are integer minor units (cents) held in JS numbers for speed. Every sum the demo makes stays far
 * below 2^53 (a million rows of at most 10^10 cents), so they are exact; formatMoney still checks
 * Number.isSafeInteger so a breach fails loudly instead of printing a rounded figure.
 */
export type Cents = number;

export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`amount ${cents} is not an exact number of cents`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Parses the spec's Money format ("-12.30"). */
export function parseMoney(text: string): Cents | undefined {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  if (!Number.isSafeInteger(cents)) return undefined;
  return match[1] === '-' ? -cents : cents;
}
