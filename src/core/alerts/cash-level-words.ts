import type { CashLevel } from './contract.ts';

/**
 * A projected-cash rule's level in words, the same on the rules page and in its messages: "zero",
 * "the team minimum" (with its amount where it is known, as a message knows it), or the amount.
 */
export function cashLevelInWords(level: CashLevel, written: { amount: (money: string) => string; teamMinimum: string | null }): string {
  if (level.kind === 'zero') return 'zero';
  if (level.kind === 'minimum') return written.teamMinimum === null ? 'the team minimum' : `the team minimum of ${written.teamMinimum}`;
  return written.amount(level.amount);
}
