import { describe, expect, it } from 'vitest';
import { hasDifferences, toCashFlowLine, toCashFlowPeriods } from './cash-flow-periods.ts';

const base = { inflows: '100.00', outflows: '-40.00', net: '60.00', count: 3 };

describe('toCashFlowLine', () => {
  it('has no difference when the balances add up', () => {
    const line = toCashFlowLine({ ...base, starting_balance: '1000.00', transfers: '-5.00', excluded: '2.50', final_balance: '1057.50' });
    expect(line.difference).toBe(0n);
    expect(hasDifferences([line])).toBe(false);
  });

  it('shows what conversion of balances in other currencies moved', () => {
    const line = toCashFlowLine({ ...base, starting_balance: '1000.00', transfers: '0.00', excluded: '0.00', final_balance: '1072.31' });
    expect(line.difference).toBe(1231n);
    expect(hasDifferences([line])).toBe(true);
  });

  it('has no difference line without balances (grouped rows)', () => {
    expect(toCashFlowLine(base).difference).toBeNull();
  });
});

describe('toCashFlowPeriods', () => {
  it('keeps each period with its reconciliation', () => {
    const periods = toCashFlowPeriods([
      {
        ...base,
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        starting_balance: '-10.00',
        transfers: '0.00',
        excluded: '0.00',
        final_balance: '49.99',
      },
    ]);
    expect(periods[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-31', net: 6000n, difference: -1n });
  });
});
