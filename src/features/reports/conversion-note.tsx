import type { Summary } from '../../core/api/schemas/summary.ts';

/** "Converted to EUR at each transaction's daily rate; source currencies: GBP, USD." */
export function describeConversion(summary: Summary): string | null {
  const { conversion, currency } = summary;
  if (!conversion.converted) return null;
  const basis =
    conversion.basis === 'transaction_date_rate'
      ? " at each transaction's daily rate"
      : conversion.basis
        ? ` (basis: ${conversion.basis})`
        : '';
  const sources = conversion.source_currencies.length > 0 ? `; source currencies: ${conversion.source_currencies.join(', ')}` : '';
  return `Converted to ${currency}${basis}${sources}.`;
}

export function ConversionNote({ summary }: { summary: Summary }) {
  const text = describeConversion(summary);
  return <p className="muted">{text ?? `All amounts in ${summary.currency}; nothing needed converting.`}</p>;
}
