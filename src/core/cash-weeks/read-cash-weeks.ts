import type { ApiReader } from '../api/api-reader.ts';
import { accountSchema } from '../api/schemas/account.ts';
import { forecastSchema, type Forecast } from '../api/schemas/forecast.ts';
import { categorySchema } from '../api/schemas/reference.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import {
  cashWeeksAccountsRequest,
  cashWeeksRateRequests,
  cashWeeksRequests,
  currenciesToConvert,
  type CashWeeksAnswers,
} from './week-requests.ts';

/**
 * The table's answers through a reader (the server, a bench, a test over the demo): the six
 * requests at once, then, only when a forecast is in another currency, the accounts and the rates.
 */
export async function readCashWeeks(read: ApiReader, today: IsoDate): Promise<CashWeeksAnswers> {
  const requests = cashWeeksRequests(today);
  const [week, actuals, upcoming, overdue, latePartial, categories] = await Promise.all([
    read.get(requests.week, summarySchema),
    read.get(requests.actuals, summarySchema),
    read.list(requests.upcoming, forecastSchema),
    read.list(requests.overdue, forecastSchema),
    read.list(requests.latePartial, forecastSchema),
    read.list(requests.categories, categorySchema),
  ]);
  const converting = await readRates(read, [...overdue.items, ...latePartial.items, ...upcoming.items], week.currency, today);
  return { week, actuals, upcoming, overdue, latePartial, categories, ...converting };
}

/** Only when a forecast is in another currency: the accounts, then the rates of their currencies. */
export async function readRates(
  read: ApiReader,
  forecasts: readonly Forecast[],
  workspace: string,
  today: IsoDate,
): Promise<Pick<CashWeeksAnswers, 'accounts' | 'rates'>> {
  const currencies = currenciesToConvert(forecasts, workspace);
  if (currencies.length === 0) return { accounts: null, rates: [] };
  const accounts = await read.list(cashWeeksAccountsRequest(), accountSchema);
  const asks = cashWeeksRateRequests(currencies, workspace, accounts.items, today);
  const rates = await Promise.all(
    asks.map(async ({ inWorkspace, inOwn }) => ({
      inWorkspace: await read.get(inWorkspace, summarySchema),
      inOwn: await read.get(inOwn, summarySchema),
    })),
  );
  return { accounts, rates };
}
