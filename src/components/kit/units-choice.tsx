import type { MoneyUnits } from '../../core/money-units.ts';
import { SegmentedChoice } from './segmented-choice.tsx';

/** How a dense table writes its figures, the currency's own symbol in the labels. */
export function UnitsChoice({ value, currency, onChange }: { value: MoneyUnits; currency: string; onChange: (next: MoneyUnits) => void }) {
  const symbol = currencySymbol(currency);
  const choices = [
    { value: 'exact', label: 'Exact' },
    { value: 'whole', label: `Whole ${symbol}` },
    { value: 'thousands', label: `${symbol}k` },
  ] as const;
  return <SegmentedChoice legend="Figures" choices={choices} value={value} onChange={onChange} />;
}

function currencySymbol(currency: string): string {
  return (
    new Intl.NumberFormat(undefined, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ??
    currency
  );
}
