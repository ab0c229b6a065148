import type { Cents } from '../money.ts';
import { changeMeaning, type ChangeMeaning, type ComparedWith, type LineKind } from '../change-meaning.ts';

/** A figure against the one it is compared with: the earlier window's, or its plan. */
export type Change = {
  /** The figure compared with, shown beside the change. */
  earlier: Cents;
  /** This figure minus the earlier one, signed like the figures (earlier + amount = this). */
  amount: Cents;
  meaning: ChangeMeaning;
};

/** The change from the earlier figure to this one, read as `kind`; null when either side is missing. */
export function changeBetween(
  kind: LineKind,
  previous: Cents | null | undefined,
  current: Cents | null | undefined,
  compared: ComparedWith = 'earlier',
): Change | null {
  if (previous === null || previous === undefined || current === null || current === undefined) return null;
  return { earlier: previous, amount: current - previous, meaning: changeMeaning(kind, previous, current, compared) };
}
