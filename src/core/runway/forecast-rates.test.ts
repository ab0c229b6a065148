import { describe, expect, it } from 'vitest';
import { requestUrl } from '../api/api-request.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { anAccount } from '../api/testing/account-fixtures.ts';
import {
  convertCents,
  deriveRate,
  type ForecastRate,
  foreignCurrencies,
  inWorkspaceCurrency,
  rateRequests,
  rateText,
} from './forecast-rates.ts';
import { aForecast as forecastFixture } from '../api/testing/forecast-fixtures.ts';
import { aDaySummary } from '../api/testing/summary-fixtures.ts';

const TODAY = '2026-11-20';
const USD_ACCOUNT = '00000000-0000-4000-8000-0000000000a2';
const accounts = [
  anAccount(),
  anAccount({ id: USD_ACCOUNT, name: 'US dollar account', currency: 'USD' }),
  anAccount({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Dollar savings', currency: 'USD' }),
];

/** A one-day summary of some accounts' balance at the end of today, as the API answers it. */
function balanceToday(currency: string, finalBalance: string, sourceCurrencies: string[] = []): Summary {
  const converted = sourceCurrencies.length > 0;
  return aDaySummary(TODAY, finalBalance, {
    currency,
    has_data: false,
    conversion: { converted, basis: converted ? 'transaction_date_rate' : null, source_currencies: sourceCurrencies },
  });
}

const usd: ForecastRate = { currency: 'USD', into: 'EUR', date: TODAY, own: 81_926_30n, workspace: 75_482_13n };

function aForecast(id: string, remaining: string, currency: string, status = 'planned'): Forecast {
  return forecastFixture({ id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, remaining_amount: remaining, currency, status });
}

describe('the rate requests', () => {
  it('asks, for each foreign currency of an outstanding forecast, the balance today of the accounts held in it, in both currencies', () => {
    const forecasts = [aForecast('1', '10.00', 'USD'), aForecast('2', '10.00', 'EUR'), aForecast('3', '0.00', 'GBP', 'realised')];
    expect(foreignCurrencies(forecasts, 'EUR')).toEqual(['USD']);
    const [request, ...others] = rateRequests(['USD'], 'EUR', accounts, TODAY);
    expect(others).toEqual([]);
    const ids = `${'00000000-0000-4000-8000-0000000000a1'},${USD_ACCOUNT}`.replaceAll(',', '%2C');
    expect(requestUrl(request!.inWorkspace)).toBe(
      `/api/transactions/summary?from=${TODAY}&to=${TODAY}&account_id=${ids}&interval=day&currency=EUR`,
    );
    expect(requestUrl(request!.inOwn)).toBe(
      `/api/transactions/summary?from=${TODAY}&to=${TODAY}&account_id=${ids}&interval=day&currency=USD`,
    );
  });

  it('asks nothing for a currency no account holds', () => {
    expect(rateRequests(['CHF'], 'EUR', accounts, TODAY)).toEqual([]);
  });
});

describe('deriveRate', () => {
  it('is the balance the API converted over the same balance in its own currency, on the same day', () => {
    expect(deriveRate(balanceToday('EUR', '75482.13', ['USD']), balanceToday('USD', '81926.30'))).toEqual(usd);
  });

  it('keeps both figures positive when the accounts are overdrawn', () => {
    expect(deriveRate(balanceToday('EUR', '-75482.13', ['USD']), balanceToday('USD', '-81926.30'))).toEqual(usd);
  });

  it('gives no rate without a balance to convert, or from answers that are not the same balances', () => {
    expect(deriveRate(balanceToday('EUR', '0.00', ['USD']), balanceToday('USD', '0.00'))).toBeNull();
    expect(deriveRate(balanceToday('EUR', '0.01', ['USD']), balanceToday('USD', '-0.01'))).toBeNull();
    expect(deriveRate(balanceToday('EUR', '75482.13', ['USD']), balanceToday('USD', '81926.30', ['EUR']))).toBeNull();
    const yesterday = { ...balanceToday('USD', '81926.30'), window: { from: '2026-11-19', to: '2026-11-19' } };
    expect(deriveRate(balanceToday('EUR', '75482.13', ['USD']), yesterday)).toBeNull();
  });

  it('reads to six decimals, half away from zero', () => {
    // 75,482.13 / 81,926.30 = 0.92134186…
    expect(rateText(usd)).toBe('0.921342');
    expect(rateText(usd, 4)).toBe('0.9213');
    expect(rateText({ ...usd, own: 1_00n, workspace: 1_17_00n })).toBe('117.000000');
  });
});

describe('convertCents', () => {
  it('converts each amount to whole cents of the workspace currency, exactly', () => {
    expect(convertCents(-1_000_00n, usd)).toBe(-921_34n);
    expect(convertCents(1_234_567_89n, usd)).toBe(1_137_459_08n);
    expect(convertCents(0n, usd)).toBe(0n);
  });

  it('rounds half away from zero, payments as receipts', () => {
    const half = { ...usd, own: 2n, workspace: 1n };
    expect([1n, 3n, 2n, -1n, -3n].map((cents) => convertCents(cents, half))).toEqual([1n, 2n, 1n, -1n, -2n]);
    const third = { ...usd, own: 3n, workspace: 1n };
    expect([1n, 2n, -1n, -2n].map((cents) => convertCents(cents, third))).toEqual([0n, 1n, 0n, -1n]);
  });
});

describe('inWorkspaceCurrency', () => {
  const forecasts = [
    aForecast('1', '-1500.00', 'EUR'),
    aForecast('2', '-1000.00', 'USD'),
    aForecast('3', '250.01', 'USD', 'overdue'),
    aForecast('4', '0.00', 'USD', 'realised'),
    aForecast('5', '-300.00', 'CHF'),
  ];

  it('counts forecasts in the workspace currency as they are and converts the others at their rate, one by one', () => {
    const { counted } = inWorkspaceCurrency(forecasts, 'EUR', [usd]);
    expect(counted.map(({ forecast, remaining }) => [forecast.currency, remaining])).toEqual([
      ['EUR', -1_500_00n],
      ['USD', -921_34n],
      // 25,001 × 0.9213418… = 23,034.47…
      ['USD', 230_34n],
      ['USD', 0n],
    ]);
  });

  it('totals each converted currency, outstanding forecasts only, in its own currency and converted', () => {
    const { converted } = inWorkspaceCurrency(forecasts, 'EUR', [usd]);
    expect(converted).toEqual([{ currency: 'USD', count: 2, remaining: -749_99n, rate: usd, converted: -691_00n }]);
  });

  it('leaves out a currency without a rate, totalled apart', () => {
    const { counted, leftOut } = inWorkspaceCurrency(forecasts, 'EUR', [usd]);
    expect(counted.some(({ forecast }) => forecast.currency === 'CHF')).toBe(false);
    expect(leftOut).toEqual([{ currency: 'CHF', count: 1, remaining: -300_00n }]);
  });
});
