import { describe, expect, it } from 'vitest';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { anAccount } from '../api/testing/account-fixtures.ts';
import { projectRunway, type RunwayAnswers } from './runway-projection.ts';
import { aForecast as forecastFixture } from '../api/testing/forecast-fixtures.ts';
import { aDaySummary } from '../api/testing/summary-fixtures.ts';

const TODAY = '2026-11-20';
const settings = { today: TODAY, horizonEnd: '2027-02-20', countLate: false, minCash: null };

function cashToday(finalBalance: string | undefined, currency = 'EUR', converted = false): Summary {
  return aDaySummary(TODAY, finalBalance, {
    currency,
    conversion: { converted, basis: converted ? 'transaction_date_rate' : null, source_currencies: [] },
  });
}

function aForecast(date: string, remaining: string, currency = 'EUR', status = 'planned'): Forecast {
  return forecastFixture({
    id: `00000000-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
    date,
    remaining_amount: remaining,
    currency,
    status,
  });
}

function answers(cash: Summary, upcoming: Forecast[], overdue: Forecast[] = [], rates: RunwayAnswers['rates'] = []): RunwayAnswers {
  return {
    cash,
    accounts: { items: [anAccount()] },
    upcoming: { items: upcoming },
    overdue: { items: overdue },
    latePartial: { items: [] },
    rates,
  };
}

describe('projectRunway', () => {
  it("moves today's balance by the forecasts in the workspace currency and totals apart those no rate converts", () => {
    const projection = projectRunway(
      answers(cashToday('1000.00'), [
        aForecast('2026-12-01', '-1500.00'),
        aForecast('2026-12-15', '200.00'),
        aForecast('2026-12-10', '-900.00', 'USD'),
      ]),
      settings,
    );
    if (projection.state !== 'success') throw projection.error;
    expect(projection.runway.lowest).toMatchObject({ date: '2026-12-01', balance: -500_00n });
    expect(projection.runway.firstBelowZero?.date).toBe('2026-12-01');
    expect(projection.forecasts.map(({ forecast }) => forecast.currency)).toEqual(['EUR', 'EUR']);
    expect(projection.converted).toEqual([]);
    expect(projection.otherCurrencies).toEqual([{ currency: 'USD', count: 1, remaining: -900_00n }]);
    expect(projection.lookbackFrom).toBe('2025-11-20');
  });

  it("counts a forecast in another currency at the API's rate of today, converted to the cent", () => {
    // The API gives the dollar accounts' 2,000.00 USD as 1,843.21 EUR: 0.921605 EUR per USD.
    const rates = [{ inWorkspace: cashToday('1843.21', 'EUR', true), inOwn: cashToday('2000.00', 'USD') }];
    const projection = projectRunway(
      answers(cashToday('1000.00'), [aForecast('2026-12-01', '-1500.00'), aForecast('2026-12-10', '-900.00', 'USD')], [], rates),
      settings,
    );
    if (projection.state !== 'success') throw projection.error;
    // 90,000 × 184,321 / 200,000 = 82,944.45 cents: -829.44 EUR.
    expect(projection.runway.lowest).toMatchObject({ date: '2026-12-10', balance: 1000_00n - 1500_00n - 829_44n });
    expect(projection.forecasts.map(({ forecast, remaining }) => [forecast.currency, remaining])).toEqual([
      ['EUR', -1500_00n],
      ['USD', -829_44n],
    ]);
    expect(projection.converted).toEqual([
      {
        currency: 'USD',
        count: 1,
        remaining: -900_00n,
        converted: -829_44n,
        rate: { currency: 'USD', into: 'EUR', date: TODAY, own: 2000_00n, workspace: 1843_21n },
      },
    ]);
    expect(projection.otherCurrencies).toEqual([]);
  });

  it('counts a late forecast only when the settings say so', () => {
    const late = [aForecast('2026-10-01', '-2000.00', 'EUR', 'overdue')];
    const leftOut = projectRunway(answers(cashToday('1000.00'), [], late), settings);
    const counted = projectRunway(answers(cashToday('1000.00'), [], late), { ...settings, countLate: true });
    if (leftOut.state !== 'success' || counted.state !== 'success') throw new Error('projection failed');
    expect(leftOut.runway.lowest.balance).toBe(1000_00n);
    expect(counted.runway.lowest.balance).toBe(-1000_00n);
  });

  it('is an error, not a zero, when the summary gives no balance for today', () => {
    expect(projectRunway(answers(cashToday(undefined), []), settings)).toMatchObject({ state: 'error' });
  });
});
