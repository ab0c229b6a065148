import { absCents, type Cents } from '../../../core/money.ts';
import type { CashTone } from '../../../core/change-meaning.ts';

export type ScenarioDifference = { size: Cents; words: string; tone: CashTone };

/**
 * A scenario's balance against the base case's, in words and by what it means for cash: less
 * cash is bad whatever moved it. The size is never signed; the words carry the direction.
 *
 * @example scenarioDifference(-2_913_000_00n) // { size: 2_913_000_00n, words: 'below the base case', tone: 'bad' }
 */
export function scenarioDifference(difference: Cents): ScenarioDifference {
  if (difference === 0n) return { size: 0n, words: 'the same as the base case', tone: 'neutral' };
  return difference < 0n
    ? { size: absCents(difference), words: 'below the base case', tone: 'bad' }
    : { size: difference, words: 'above the base case', tone: 'good' };
}
