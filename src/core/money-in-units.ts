import type { MoneyUnits } from './money-units.ts';
import { type Cents, type FormatOptions, formatMoney, formatterFor, parseMoney, roundedRatio } from './money.ts';

/**
 * A Money string in a table's units: exact, whole ("€1,234,568", half away from zero) or thousands
 * ("€1,235k", "-€25k", "1 235k €"), the mark after the last digit wherever the locale puts its symbol.
 */
export function formatMoneyIn(units: MoneyUnits, value: string, currency: string, options: FormatOptions = {}): string {
  const cents = parseMoney(value);
  if (units === 'exact') return formatMoney(cents, currency, options);
  if (units === 'whole') return formatMoney(cents, currency, { ...options, whole: true });
  return formatThousands(cents, currency, options);
}

function formatThousands(cents: Cents, currency: string, options: FormatOptions): string {
  const parts = formatterFor(currency, { ...options, whole: true }).formatToParts(roundedRatio(cents, 100_000n));
  let last = -1;
  parts.forEach((part, index) => {
    if (part.type === 'integer') last = index;
  });
  return parts.map((part, index) => (index === last ? `${part.value}k` : part.value)).join('');
}
