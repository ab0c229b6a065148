import { isMoney } from './money.ts';

/**
 * What a reader typed in an amount field, as an exact positive Money string: "50000" and
 * "50,000.5" become "50000.00" and "50000.50"; empty is undefined; anything else is null, for
 * the reader to fix. The text never becomes a float.
 */
export function parseAmountInput(text: string): string | undefined | null {
  const trimmed = text.trim().replaceAll(/[\s,]/g, '');
  if (trimmed === '') return undefined;
  const normalised = /^\d+$/.test(trimmed) ? `${trimmed}.00` : /^\d+\.\d$/.test(trimmed) ? `${trimmed}0` : trimmed;
  return isMoney(normalised) && !normalised.startsWith('-') ? normalised : null;
}
