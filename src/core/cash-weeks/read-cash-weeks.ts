import type { ApiReader } from '../api/api-reader.ts';
import { forecastSchema } from '../api/schemas/forecast.ts';
import { categorySchema } from '../api/schemas/reference.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { readForecastRates } from '../runway/read-rates.ts';
import { cashWeeksRequests, type CashWeeksAnswers } from './week-requests.ts';

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
  const forecasts = [...overdue.items, ...latePartial.items, ...upcoming.items];
  const converting = await readForecastRates({ read, today, workspace: week.currency, forecasts });
  return { week, actuals, upcoming, overdue, latePartial, categories, ...converting };
}
