import { accountSchema } from '../api/schemas/account.ts';
import { forecastSchema } from '../api/schemas/forecast.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { projectRunway } from './runway-projection.ts';
import { readForecastRates } from './read-rates.ts';
import { cashRunwayRequests } from './runway-requests.ts';
import type { ApiReader } from '../api/api-reader.ts';

export type RunwayRead = Extract<ReturnType<typeof projectRunway>, { state: 'success' }>;

/** Whoever reads the runway on the server or in a test (an alert's evaluation context is one): the reader and its day. */
type RunwayReading = { today: IsoDate; read: ApiReader };

/**
 * The runway as / and /forecasts project it (useCashRunway): the same five requests, then the
 * two summaries of each foreign currency's rate only when a forecast is in one.
 */
export async function readRunway(
  context: RunwayReading,
  settings: { horizonEnd: IsoDate; countLate: boolean; minCash: bigint | null },
): Promise<RunwayRead> {
  const { today, read } = context;
  const requests = cashRunwayRequests(today, settings.horizonEnd);
  const [cash, accounts, upcoming, overdue, latePartial] = await Promise.all([
    read.get(requests.cashToday, summarySchema),
    read.list(requests.accounts, accountSchema),
    read.list(requests.upcoming, forecastSchema),
    read.list(requests.overdue, forecastSchema),
    read.list(requests.latePartial, forecastSchema),
  ]);
  const forecasts = [...upcoming.items, ...overdue.items, ...latePartial.items];
  const { rates } = await readForecastRates({ read, today, workspace: cash.currency, forecasts, accounts });
  const projected = projectRunway({ cash, accounts, upcoming, overdue, latePartial, rates }, { today, ...settings });
  if (projected.state === 'error') throw projected.error;
  return projected;
}
