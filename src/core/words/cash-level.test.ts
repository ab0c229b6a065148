import { describe, expect, it } from 'vitest';
import { cashLevelWords } from './cash-level.ts';

const money = (amount: string) => `€${amount}`;

describe('cashLevelWords', () => {
  it('says zero, the amount, or the team minimum', () => {
    expect(cashLevelWords({ kind: 'zero' }, money)).toBe('zero');
    expect(cashLevelWords({ kind: 'amount', amount: '50000.00' }, money)).toBe('€50000.00');
    expect(cashLevelWords({ kind: 'minimum' }, money)).toBe('the team minimum');
  });

  it("names the team minimum's amount where it is known", () => {
    expect(cashLevelWords({ kind: 'minimum' }, money, '€20,000.00')).toBe('the team minimum of €20,000.00');
    expect(cashLevelWords({ kind: 'zero' }, money, '€20,000.00')).toBe('zero');
  });
});
