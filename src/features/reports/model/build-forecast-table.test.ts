import { describe, expect, it } from 'vitest';
import { buildForecastTable, NO_PLAN } from './build-forecast-table.ts';
import { alignForecastVsActual } from '../../../core/cash-flow/forecast-vs-actual.ts';

const jul = { start: '2026-07-01', end: '2026-07-31' };
const aug = { start: '2026-08-01', end: '2026-08-31' };
const row = (periodStart: string, net: bigint) => ({
  periodStart,
  periodEnd: periodStart,
  group: 'sales',
  flows: { inflows: net, outflows: 0n, net },
});

function table(forecasts: { date: string; amount: string }[]) {
  const result = alignForecastVsActual({
    months: [jul, aug],
    actuals: [row(jul.start, 500n), row(aug.start, 700n)],
    forecasts: forecasts.map((forecast) => ({ ...forecast, currency: 'EUR', category: 'sales' })),
    currency: 'EUR',
    today: '2026-11-20',
  });
  return buildForecastTable({
    result,
    actualTotal: 1200n,
    window: { from: jul.start, to: aug.end },
    label: (key) => key,
    drill: () => null,
  });
}

describe('buildForecastTable', () => {
  it('says "no plan" for a month without forecasts, with no variance, and leaves the total unset against a partial plan', () => {
    const built = table([{ date: '2026-08-10', amount: '10.00' }]);
    const julyLine = built.rows.find((line) => line.key === `${jul.start}|sales`)!;
    expect(julyLine.cells[0]).toEqual({ value: null, note: NO_PLAN });
    expect(julyLine.cells[1]!.change).toBeNull();
    const julyNet = built.rows.find((line) => line.key === `${jul.start}|net`)!;
    expect(julyNet.cells[0]).toEqual({ value: null, note: NO_PLAN });
    expect(julyNet.cells[1]!.change).toBeNull();
    const augustNet = built.rows.find((line) => line.key === `${aug.start}|net`)!;
    expect(augustNet.cells[1]!.change).toMatchObject({
      earlier: 1000n,
      amount: -300n,
      meaning: { words: '30.0 % below plan', tone: 'bad' },
    });
    expect(built.footer[0]!.cells[0]).toEqual({ value: 1000n });
    expect(built.footer[0]!.cells[1]!.change).toBeNull();
  });

  it('sets the total against the plan when every month has one', () => {
    const built = table([
      { date: '2026-07-10', amount: '4.00' },
      { date: '2026-08-10', amount: '10.00' },
    ]);
    expect(built.footer[0]!.cells[1]!.change).toMatchObject({ earlier: 1400n, amount: -200n, meaning: { words: '14.3 % below plan' } });
  });
});
