/**
 * Money arrives as a decimal string with exactly two decimals ("-1234.50").
 * It is held as integer minor units in a BigInt so sums and comparisons are exact;
 * it never passes through a JavaScript float.
 */
export type Cents = bigint;

const MONEY_PATTERN = /^(-)?(\d+)\.(\d{2})$/;

export function isMoney(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

/** parseMoney("-12.34") === -1234n */
export function parseMoney(value: string): Cents {
  const match = MONEY_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a Money string: "${value}"`);
  const [, minus, units, decimals] = match;
  const cents = BigInt(units!) * 100n + BigInt(decimals!);
  return minus ? -cents : cents;
}

/** toMoneyString(-1234n) === "-12.34" — the API's own format, for CSV and URLs. */
export function toMoneyString(cents: Cents): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const units = absolute / 100n;
  const decimals = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${decimals}`;
}

export function sumMoney(values: Iterable<string>): Cents {
  let total = 0n;
  for (const value of values) total += parseMoney(value);
  return total;
}

export function absCents(cents: Cents): Cents {
  return cents < 0n ? -cents : cents;
}

export function compareCents(a: Cents, b: Cents): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Percentage change from `before` to `after`, rounded half away from zero to one decimal, as a
 * display string ("+12.7", "-5.1", "0.0"); null when `before` is zero and a percentage means
 * nothing. Exact: the change is a ratio of integers, rounded once.
 *
 * @example percentChange(100_00n, 112_68n) // "+12.7"
 * @example percentChange(100_00n, 94_90n) // "-5.1"
 */
export function percentChange(before: Cents, after: Cents): string | null {
  if (before === 0n) return null;
  const tenths = roundedRatio((after - before) * 1000n, absCents(before));
  if (tenths === 0n) return '0.0';
  const sign = tenths < 0n ? '-' : '+';
  const absolute = absCents(tenths);
  return `${sign}${absolute / 10n}.${absolute % 10n}`;
}

/**
 * numerator / denominator (denominator above 0) rounded half away from zero: exact, in integers.
 *
 * @example roundedRatio(-5n, 2n) // -3n
 */
export function roundedRatio(numerator: bigint, denominator: bigint): bigint {
  const magnitude = (absCents(numerator) * 2n + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

type FormatOptions = {
  locale?: string | undefined;
  /** Show "+" on positive amounts, for flows where the sign carries meaning. */
  signed?: boolean;
  /** Drop the decimals, for chart axes, compact tiles and dense tables. */
  whole?: boolean;
  /** Round to thousands and mark them "k" ("€6,625k"): the densest tables. */
  thousands?: boolean;
};

/** How a dense table writes its figures: to the cent, in whole units, or in thousands. Sums are always exact. */
export const figureUnits = ['exact', 'whole', 'thousands'] as const;
export type FigureUnit = (typeof figureUnits)[number];

/** The format options of a unit. */
export function unitOptions(unit: FigureUnit): Pick<FormatOptions, 'whole' | 'thousands'> {
  if (unit === 'whole') return { whole: true };
  if (unit === 'thousands') return { thousands: true };
  return {};
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, options: FormatOptions): Intl.NumberFormat {
  const key = [options.locale ?? '', currency, options.signed ? 's' : '', options.whole ? 'w' : ''].join('|');
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(options.locale, {
      style: 'currency',
      currency,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
      minimumFractionDigits: options.whole ? 0 : 2,
      maximumFractionDigits: options.whole ? 0 : 2,
      roundingMode: 'halfExpand',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats exact cents in their currency for the reader's locale. Intl accepts a decimal
 * string and keeps every digit, so even very large amounts stay exact.
 * formatMoney(-123456n, "EUR", { locale: "de-DE" }) === "-1.234,56 €"
 */
export function formatMoney(cents: Cents, currency: string, options: FormatOptions = {}): string {
  if (options.thousands) return formatThousands(cents, currency, options);
  // Intl's string overload is exact but missing from TypeScript's lib typings.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- Intl.NumberFormat's format getter returns a bound function.
  const format = formatterFor(currency, options).format as (value: string) => string;
  return format(toMoneyString(cents));
}

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * Thousands, rounded half away from zero, with "k" after the number wherever the locale puts it:
 * "€6,625k", "6.625k €". The count of thousands stays a BigInt, written by Intl's string overload.
 */
function formatThousands(cents: Cents, currency: string, options: FormatOptions): string {
  const formatter = formatterFor(currency, { ...options, whole: true });
  const toParts = formatter.formatToParts.bind(formatter) as (value: string) => Intl.NumberFormatPart[];
  const parts = toParts(roundedRatio(cents, 100_000n).toString());
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  return parts.map((part, index) => (index === last ? `${part.value}k` : part.value)).join('');
}

/** Formats a Money string from the API; see formatMoney. */
export function formatMoneyString(value: string, currency: string, options: FormatOptions = {}): string {
  return formatMoney(parseMoney(value), currency, options);
}

/**
 * Cents as a number for chart geometry only: a pixel position tolerates rounding,
 * a figure shown to the reader never goes through this.
 */
export function centsToChartNumber(cents: Cents): number {
  return Number(cents) / 100;
}
