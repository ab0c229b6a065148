import { describe, expect, it } from 'vitest';
import { paidAgainstPlan } from './paid-against-plan.ts';

const eur = (amount: string) => ({ amount, currency: 'EUR' });
const realised = (amount: string, ...linked: { amount: string; currency: string }[]) => ({
  status: 'realised',
  amount,
  currency: 'EUR',
  linked_transactions: linked,
});

describe('paidAgainstPlan', () => {
  it.each([
    // plan, payments, paid, difference (both in the plan's direction)
    ['receipt paid more', '3870.16', ['4202.28'], 420228n, 33212n],
    ['receipt paid as planned', '3870.16', ['3870.16'], 387016n, 0n],
    ['receipt paid in two parts', '1000.00', ['400.00', '600.00'], 100000n, 0n],
    ['payment dearer than planned', '-2927.00', ['-3000.00', '-244.09'], 324409n, 31709n],
    ['payment cheaper than planned', '-11632.00', ['-11631.99'], 1163199n, -1n],
    ['a refund among the payments', '-500.00', ['-550.00', '50.00'], 50000n, 0n],
    // Beyond what a float adds exactly: 0.1 + 0.2 style sums stay whole cents.
    ['large sums to the cent', '90071992547409.91', ['90071992547409.90', '0.02'], 9007199254740992n, 1n],
  ])('%s', (_case, plan, payments, paid, difference) => {
    expect(paidAgainstPlan(realised(plan, ...payments.map(eur)))).toEqual({ kind: 'compared', currency: 'EUR', paid, difference });
  });

  it('a payment in another currency is shown as paid in it, not compared', () => {
    expect(paidAgainstPlan(realised('5000.00', { amount: '5400.00', currency: 'USD' }, eur('10.00')))).toEqual({
      kind: 'other-currency',
      paid: [
        { currency: 'USD', amount: 540000n },
        { currency: 'EUR', amount: 1000n },
      ],
    });
  });

  it.each([
    ['planned', { ...realised('10.00'), status: 'planned' }],
    ['partial', { ...realised('10.00', eur('4.00')), status: 'partial' }],
    ['realised without its transactions expanded', { ...realised('10.00'), linked_transactions: ['2f0c…'] }],
    ['realised with no transaction', realised('10.00')],
  ])('nothing for a forecast %s', (_case, forecast) => {
    expect(paidAgainstPlan(forecast)).toBeNull();
  });
});
