import { describe, expect, it } from 'vitest';
import type { SummaryTotals } from '../api/schemas/summary.ts';
import { balanceBridge, type BalanceBridge } from './balance-bridge.ts';

/** The demo's totals for Nov 19, 2026 (`?period=yesterday`): GBP and USD balances moved with their rates. */
const yesterday: SummaryTotals = {
  inflows: '0.00',
  outflows: '-901.06',
  net: '-901.06',
  count: 3,
  starting_balance: '6248282.98',
  transfers: '0.00',
  excluded: '0.00',
  final_balance: '6244748.89',
};

const converted = { converted: true };
const inOneCurrency = { converted: false };

function addsUp(bridge: BalanceBridge | null): void {
  expect(bridge).not.toBeNull();
  const { opening, steps, closing } = bridge!;
  expect(steps.reduce((sum, step) => sum + step.amount, opening)).toBe(closing);
}

describe('balanceBridge', () => {
  it("names what flows leave unexplained of yesterday's cash: the currency effect", () => {
    const bridge = balanceBridge(yesterday, converted);
    expect(bridge).toEqual({
      opening: 6_248_282_98n,
      steps: [
        { kind: 'net', amount: -901_06n },
        { kind: 'transfers', amount: 0n },
        { kind: 'excluded', amount: 0n },
        { kind: 'currency_effect', amount: -2_633_03n },
      ],
      closing: 6_244_748_89n,
    });
    addsUp(bridge);
  });

  it('keeps transfers and excluded movements on lines of their own, signed as they moved the balance', () => {
    const month = {
      ...yesterday,
      net: '315929.17',
      starting_balance: '5937798.15',
      transfers: '-1200.00',
      excluded: '-386.32',
      final_balance: '6243523.60',
    };
    const bridge = balanceBridge(month, converted);
    expect(bridge?.steps).toEqual([
      { kind: 'net', amount: 315_929_17n },
      { kind: 'transfers', amount: -1_200_00n },
      { kind: 'excluded', amount: -386_32n },
      { kind: 'currency_effect', amount: -8_617_40n },
    ]);
    addsUp(bridge);
  });

  it('has no currency effect in one currency, and no line for a difference that is not there', () => {
    const euros = {
      ...yesterday,
      starting_balance: '1000.00',
      net: '-250.50',
      transfers: '100.00',
      excluded: '-49.50',
      final_balance: '800.00',
    };
    const bridge = balanceBridge(euros, inOneCurrency);
    expect(bridge?.steps.map((step) => step.kind)).toEqual(['net', 'transfers', 'excluded']);
    addsUp(bridge);
  });

  it('shows a difference the identity does not explain rather than hide it', () => {
    const bridge = balanceBridge({ ...yesterday, starting_balance: '10.00', net: '5.00', final_balance: '15.01' }, inOneCurrency);
    expect(bridge?.steps.at(-1)).toEqual({ kind: 'other_difference', amount: 1n });
    addsUp(bridge);
  });

  it('adds up through negative balances and a currency effect that turns the sign', () => {
    const overdrawn = {
      ...yesterday,
      starting_balance: '-1500.25',
      net: '2000.00',
      transfers: '-0.01',
      excluded: '0.00',
      final_balance: '499.80',
    };
    const bridge = balanceBridge(overdrawn, converted);
    expect(bridge?.steps.at(-1)).toEqual({ kind: 'currency_effect', amount: 6n });
    addsUp(bridge);
  });

  it('keeps every cent of figures beyond a float’s exact range', () => {
    const large = {
      ...yesterday,
      starting_balance: '90071992547409.93',
      net: '0.01',
      transfers: '0.00',
      excluded: '0.00',
      final_balance: '90071992547410.05',
    };
    const bridge = balanceBridge(large, converted);
    expect(bridge?.steps.at(-1)).toEqual({ kind: 'currency_effect', amount: 11n });
    addsUp(bridge);
  });

  it.each(['starting_balance', 'transfers', 'excluded', 'final_balance'] as const)(
    'gives no bridge when %s is missing (a grouped summary)',
    (field) => {
      const { [field]: _missing, ...rest } = yesterday;
      expect(balanceBridge(rest, converted)).toBeNull();
    },
  );
});
