import { percentChange, type Cents } from '../../../api/money.ts';

export type Change = { amount: Cents; percent: string | null };

/** The change from the earlier figure to this one; null when either side is missing. */
export function changeBetween(previous: Cents | null | undefined, current: Cents | null | undefined): Change | null {
  if (previous === null || previous === undefined || current === null || current === undefined) return null;
  return { amount: current - previous, percent: percentChange(previous, current) };
}
