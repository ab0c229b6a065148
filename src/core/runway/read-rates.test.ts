import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { ApiReader } from '../api/api-reader.ts';
import { requestUrl, type ApiRequest } from '../api/api-request.ts';
import { accountsRequest } from '../api/requests.ts';
import { anAccount } from '../api/testing/account-fixtures.ts';
import { aForecast } from '../api/testing/forecast-fixtures.ts';
import { aDaySummary } from '../api/testing/summary-fixtures.ts';
import { forecastRateRequests } from './forecast-rates.ts';
import { readForecastRates } from './read-rates.ts';

const TODAY = '2026-11-20';
const euros = anAccount({ id: '00000000-0000-4000-8000-000000000001', currency: 'EUR' });
const dollars = anAccount({ id: '00000000-0000-4000-8000-000000000002', currency: 'USD' });
const inDollars = aForecast({ remaining_amount: '100.00', currency: 'USD' });
const inEuros = aForecast({ remaining_amount: '100.00', currency: 'EUR' });

/** A reader answering every summary with one balance and the accounts with both, recording each URL asked, in order. */
function recordingReader() {
  const asked: string[] = [];
  const reader: ApiReader = {
    get: <Schema extends z.ZodMiniType>(request: ApiRequest) => {
      asked.push(requestUrl(request));
      return Promise.resolve(aDaySummary(TODAY, '10.00') as z.output<Schema>);
    },
    list: <Schema extends z.ZodMiniType>(request: ApiRequest) => {
      asked.push(requestUrl(request));
      return Promise.resolve({ items: [euros, dollars] as z.output<Schema>[], invalidRows: 0 });
    },
  };
  return { reader, asked };
}

describe('readForecastRates', () => {
  it('asks nothing when every forecast is in the workspace currency', async () => {
    const { reader, asked } = recordingReader();
    const answer = await readForecastRates({ read: reader, today: TODAY, workspace: 'EUR', forecasts: [inEuros] });
    expect(answer).toEqual({ accounts: null, rates: [] });
    expect(asked).toEqual([]);
  });

  it('asks the accounts, then the rate requests the browser asks, when a forecast is in another currency', async () => {
    const { reader, asked } = recordingReader();
    const answer = await readForecastRates({ read: reader, today: TODAY, workspace: 'EUR', forecasts: [inEuros, inDollars] });
    const [pair] = forecastRateRequests([inDollars], 'EUR', [euros, dollars], TODAY);
    expect(pair).toBeDefined();
    expect(asked).toEqual([requestUrl(accountsRequest()), requestUrl(pair!.inWorkspace), requestUrl(pair!.inOwn)]);
    expect(answer.rates).toHaveLength(1);
  });

  it('uses accounts already read instead of asking them again', async () => {
    const { reader, asked } = recordingReader();
    const accounts = { items: [euros, dollars], invalidRows: 0 };
    await readForecastRates({ read: reader, today: TODAY, workspace: 'EUR', forecasts: [inDollars], accounts });
    expect(asked.map((url) => url.split('?')[0])).toEqual(['/api/transactions/summary', '/api/transactions/summary']);
  });
});
