import { describe, expect, it } from 'vitest';
import { cashLevelInWords } from './cash-level-words.ts';

const written = (teamMinimum: string | null) => ({ amount: (money: string) => `€${money}`, teamMinimum });

describe('cashLevelInWords', () => {
  it('writes zero, the amount, and the team minimum with its amount only where it is known', () => {
    expect(cashLevelInWords({ kind: 'zero' }, written(null))).toBe('zero');
    expect(cashLevelInWords({ kind: 'amount', amount: '50000.00' }, written(null))).toBe('€50000.00');
    expect(cashLevelInWords({ kind: 'minimum' }, written(null))).toBe('the team minimum');
    expect(cashLevelInWords({ kind: 'minimum' }, written('€250,000.00'))).toBe('the team minimum of €250,000.00');
  });
});
