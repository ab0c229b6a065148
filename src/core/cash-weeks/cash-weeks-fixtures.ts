import type { Category } from '../api/schemas/reference.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary, SummaryRow } from '../api/schemas/summary.ts';
import { aForecast } from '../api/testing/forecast-fixtures.ts';
import { aDaySummary } from '../api/testing/summary-fixtures.ts';
import type { CashWeeksAnswers } from './week-requests.ts';

/** Test data for the 13-week table: Friday 2026-11-20, its week Monday 16 to Sunday 22. */
export const TODAY = '2026-11-20';
export const MONDAY = '2026-11-16';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const SALES = id(101);
export const SERVICES = id(102);
export const PEOPLE = id(201);
export const SALARIES = id(202);
export const RENT = id(301);

function aCategory(categoryId: string, name: string, direction: Category['direction'], parentId: string | null = null): Category {
  return {
    object: 'category',
    id: categoryId,
    name,
    code: null,
    direction,
    activity: 'operating',
    parent_id: parentId,
    position: 0,
    color: '#336699',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

/** Sales (Services under it), People (Salaries under it), Rent: in tree order, as the API lists them. */
export const categories: Category[] = [
  aCategory(SALES, 'Sales', 'inflow'),
  aCategory(SERVICES, 'Services', 'inflow', SALES),
  aCategory(PEOPLE, 'People', 'outflow'),
  aCategory(SALARIES, 'Salaries', 'outflow', PEOPLE),
  aCategory(RENT, 'Rent', 'outflow'),
];

let serial = 0;
/** A forecast in a category on a day, its whole amount still expected. */
export function expected(date: string, remaining: string, categoryId: string, extra: Partial<Forecast> = {}): Forecast {
  serial += 1;
  return aForecast({ id: id(10_000 + serial), date, remaining_amount: remaining, category: categoryId, ...extra });
}

/** One category's actual so far this week, as the summary grouped by category writes it. */
export function actualRow(categoryId: string | null, inflows: string, outflows: string, net: string): SummaryRow {
  return { period_start: MONDAY, period_end: TODAY, group: categoryId, inflows, outflows, net, count: 1 };
}

/** Answers with today's cash, this week's actual rows and the forecasts given; nothing late unless given. */
export function answersOf(options: {
  cashToday: string;
  startingBalance?: string;
  actuals?: SummaryRow[];
  upcoming?: Forecast[];
  overdue?: Forecast[];
  currency?: string;
}): CashWeeksAnswers {
  const currency = options.currency ?? 'EUR';
  const week: Summary = aDaySummary(TODAY, options.cashToday, { window: { from: MONDAY, to: TODAY }, interval: 'week', currency });
  if (options.startingBalance !== undefined) week.totals.starting_balance = options.startingBalance;
  const actuals: Summary = {
    ...aDaySummary(TODAY, undefined, { window: { from: MONDAY, to: TODAY }, interval: 'week', group_by: 'category', currency }),
    rows: options.actuals ?? [],
  };
  return {
    week,
    actuals,
    upcoming: { items: options.upcoming ?? [] },
    overdue: { items: options.overdue ?? [] },
    latePartial: { items: [] },
    categories: { items: categories },
    accounts: null,
    rates: [],
  };
}
