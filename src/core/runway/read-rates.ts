import type { ApiReader, ListRead } from '../api/api-reader.ts';
import { accountsRequest } from '../api/requests.ts';
import { accountSchema, type Account } from '../api/schemas/account.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { foreignCurrencies, forecastRateRequests, type RateAnswers } from './forecast-rates.ts';

type RateReading = {
  read: ApiReader;
  today: IsoDate;
  workspace: string;
  forecasts: readonly Forecast[];
  /** Already read (the runway asks them anyway); otherwise asked only when a forecast needs a rate. */
  accounts?: ListRead<Account>;
};

/**
 * The rates a set of forecasts calls for, read through the server's (or a test's) reader in the
 * order the browser's hooks ask them: nothing when every forecast is in the workspace currency;
 * otherwise the accounts, when not already read, then both summaries of each currency.
 */
export async function readForecastRates({ read, today, workspace, forecasts, ...known }: RateReading) {
  if (foreignCurrencies(forecasts, workspace).length === 0) return { accounts: known.accounts ?? null, rates: [] };
  const accounts = known.accounts ?? (await read.list(accountsRequest(), accountSchema));
  const requests = forecastRateRequests(forecasts, workspace, accounts.items, today);
  const rates: RateAnswers[] = await Promise.all(
    requests.map(async ({ inWorkspace, inOwn }) => ({
      inWorkspace: await read.get(inWorkspace, summarySchema),
      inOwn: await read.get(inOwn, summarySchema),
    })),
  );
  return { accounts, rates };
}
