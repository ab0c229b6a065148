import type { ApiReader } from '../api/api-reader.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import { forecastSchema } from '../api/schemas/forecast.ts';
import { startOfIsoWeek, type IsoDate } from '../calendar-date.ts';
import { toMoneyString, type Cents } from '../money.ts';
import { tableInputs } from './cash-weeks-table.ts';
import type { VersionCell, VersionItem } from './contract.ts';
import { readForecastRates } from '../runway/read-rates.ts';
import { versionItems } from './version-items.ts';
import type { Flow } from './week-flows.ts';
import { cashWeeksRequests, weekColumns, type CashWeeksAnswers } from './week-requests.ts';

/**
 * What the server stores as a forecast version: the 13-week table's expected movements per
 * category and week, built from the API through a reader (at most 4 requests), with the same
 * rules as the table the view draws.
 */
export type VersionContent = { firstWeek: IsoDate; currency: string; opening: string; cells: VersionCell[]; items: VersionItem[] };

export type BuildVersion = (context: { read: ApiReader; today: IsoDate }) => Promise<VersionContent>;

/**
 * A version through the reader in three requests (this week by period and by category, the
 * forecasts to the 13th Sunday with their counterparties), plus the accounts and two summaries a
 * currency when a forecast is in another one. Late forecasts are left out, the runway's default:
 * a version is the team's, not one reader's setting, so it takes the prudent reading.
 */
export const buildVersion: BuildVersion = async ({ read, today }) => {
  const requests = cashWeeksRequests(today);
  const [week, actuals, upcoming] = await Promise.all([
    read.get(requests.week, summarySchema),
    read.get(requests.actuals, summarySchema),
    read.list(requests.upcoming, forecastSchema),
  ]);
  const converting = await readForecastRates({ read, today, workspace: week.currency, forecasts: upcoming.items });
  const none = { items: [] };
  const answers: CashWeeksAnswers = { week, actuals, upcoming, overdue: none, latePartial: none, categories: none, ...converting };
  return versionContent(answers, today);
};

/** The version of a set of answers: also today's items, for comparing with a stored version. */
export function versionContent(answers: CashWeeksAnswers, today: IsoDate): VersionContent {
  const { frame, actuals, expected, counted } = tableInputs(answers, { today, countLate: false, minCash: null });
  return {
    firstWeek: startOfIsoWeek(today),
    currency: frame.currency,
    opening: toMoneyString(frame.opening),
    cells: versionCells([...actuals, ...expected], today),
    items: versionItems(counted, today),
  };
}

/** One cell per category and week that moved, in the table's order of weeks; the uncategorised receipts and payments net in one. */
function versionCells(flows: readonly Flow[], today: IsoDate): VersionCell[] {
  const weeks = weekColumns(today);
  const sums = new Map<string, { categoryId: string | null; week: number; cents: Cents }>();
  for (const flow of flows) {
    const key = `${flow.categoryId ?? ''}|${flow.week}`;
    const cell = sums.get(key) ?? { categoryId: flow.categoryId, week: flow.week, cents: 0n };
    cell.cents += flow.cents;
    sums.set(key, cell);
  }
  return [...sums.values()]
    .filter((cell) => cell.cents !== 0n)
    .sort((a, b) => a.week - b.week || (a.categoryId ?? '~').localeCompare(b.categoryId ?? '~'))
    .map((cell) => ({ categoryId: cell.categoryId, week: weeks[cell.week]!.from, amount: toMoneyString(cell.cents) }));
}
