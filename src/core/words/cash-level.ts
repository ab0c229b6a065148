import type { CashLevel } from '../alerts/contract.ts';

/**
 * A rule's cash level in words, as the rules table and every message say it: "zero", "the team
 * minimum" (with its amount where it is known: the server reads it, the rules table does not), or
 * the amount.
 * @example cashLevelWords({ kind: 'amount', amount: '50000.00' }, money) // "€50,000.00"
 * @example cashLevelWords({ kind: 'minimum' }, money, '€20,000.00') // "the team minimum of €20,000.00"
 */
export function cashLevelWords(level: CashLevel, money: (amount: string) => string, teamMinimum: string | null = null): string {
  if (level.kind === 'zero') return 'zero';
  if (level.kind === 'minimum') return teamMinimum === null ? 'the team minimum' : `the team minimum of ${teamMinimum}`;
  return money(level.amount);
}
