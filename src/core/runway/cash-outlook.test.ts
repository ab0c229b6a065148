import { describe, expect, it } from 'vitest';
import type { Cents } from '../money.ts';
import { projectCashRunway } from './cash-runway.ts';
import { cashOutlook } from './cash-outlook.ts';
import type { Flows } from './recent-rate.ts';

const today = '2026-11-20';
const planEnd = '2027-02-20';
const three = { from: '2026-08-01', to: '2026-10-31' };
const twelve = { from: '2025-11-01', to: '2026-10-31' };
const plan = (movements: { date: string; remaining: bigint }[], startingBalance: bigint) =>
  projectCashRunway({
    today,
    horizonEnd: planEnd,
    startingBalance,
    movements: movements.map((movement) => ({ ...movement, status: 'planned' })),
    countLate: false,
    threshold: 0n,
  });
const flows = (window: Flows['window'], months: number, net: Cents, beforeFinancing = net): Flows => ({
  window,
  months,
  net,
  beforeFinancing,
});
/** Three months and a year at the same monthly net unless told otherwise. */
const outlook = (runway: ReturnType<typeof plan>, monthly: Cents, yearMonthly = monthly) =>
  cashOutlook({
    today,
    runway,
    planEnd,
    recent: { lastThreeMonths: flows(three, 3, monthly * 3n), lastTwelveMonths: flows(twelve, 12, yearMonthly * 12n) },
  });

describe('cashOutlook', () => {
  it('carries the last three months’ burn on from the plan’s last day when the plan stays above zero', () => {
    // €1,000,000 left on Feb 20 at €100,000 a month: 10 average months, 304 days (1,461 × 10 / 48 = 304.4), to Dec 21, 2027.
    const result = outlook(plan([{ date: '2026-12-15', remaining: -500_000_00n }], 1_500_000_00n), -100_000_00n, -80_000_00n);
    expect(result).toMatchObject({
      stance: 'burning',
      burn: { monthly: -100_000_00n, window: three },
      zeroCash: { by: 'rate', date: '2027-12-21' },
    });
    // Nov 20, 2026 to Dec 21, 2027: 396 days, 13.0 months.
    expect(result.zeroCash).toMatchObject({ tenths: 130n });
    expect(result.low).toEqual({ date: '2026-12-15', balance: 1_000_000_00n });
    expect(result.lastTwelveMonths.net).toBe(-80_000_00n);
  });

  it('takes the plan’s own day when the plan falls under zero, whatever the rates say', () => {
    const dip = plan([{ date: '2027-01-10', remaining: -200_00n }], 100_00n);
    // 51 days: 1.68 months.
    expect(outlook(dip, 300_000_00n)).toMatchObject({
      stance: 'generating',
      burn: null,
      zeroCash: { by: 'plan', date: '2027-01-10', tenths: 17n },
    });
  });

  it('says beyond 18 months when cash outlasts them at the burn, rather than a date no average supports', () => {
    expect(outlook(plan([], 10_000_000_00n), -10_000_00n).zeroCash).toEqual({ by: 'beyond', months: 18, limit: '2028-05-20' });
  });

  it('reads a season as a season: a year that generates cash is not burning, whatever its last three months', () => {
    const retailer = outlook(plan([], 2_000_000_00n), -150_000_00n, 40_000_00n);
    expect(retailer).toMatchObject({ stance: 'generating', burn: null, zeroCash: { by: 'none' } });
    expect(retailer.lastThreeMonths.net).toBe(-150_000_00n);
  });

  it('carries the year’s burn when the last three months did not burn', () => {
    expect(outlook(plan([], 1_000_000_00n), 5_000_00n, -50_000_00n).burn).toEqual({ monthly: -50_000_00n, window: twelve });
  });

  it('gives the free cash flow before financing, to the cent, over the months the workspace has', () => {
    const result = cashOutlook({
      today,
      runway: plan([], 500_000_00n),
      planEnd,
      recent: { lastThreeMonths: flows(three, 3, 90_000_00n, 150_000_01n), lastTwelveMonths: flows(twelve, 4, 120_000_00n, 200_000_02n) },
    });
    expect(result.lastThreeMonths).toEqual({ window: three, net: 30_000_00n, freeCashFlow: 50_000_00n });
    expect(result.lastTwelveMonths).toEqual({ window: twelve, net: 30_000_00n, freeCashFlow: 50_000_01n });
  });

  it('judges a workspace with no month behind it by its three months, and a cent of burn as burning', () => {
    const young = cashOutlook({
      today,
      runway: plan([], 1_000_00n),
      planEnd,
      recent: { lastThreeMonths: flows(three, 1, -3n), lastTwelveMonths: flows(twelve, 0, 0n) },
    });
    expect(young.stance).toBe('burning');
    expect(outlook(plan([], 1_00n), 0n).stance).toBe('generating');
  });
});
