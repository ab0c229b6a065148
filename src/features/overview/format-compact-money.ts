const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Axis ticks only ("€1.2M"): ticks are positions on a scale, not figures from the API,
 * so a rounded compact number is honest here. Every figure read as Money uses formatMoney.
 */
export function formatCompactMoney(value: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
