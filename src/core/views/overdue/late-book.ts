import { filtersBeyondWindow, isFiltered, type EndpointFilters } from '../../api/filter-params.ts';
import { parseMoney } from '../../money.ts';
import { relationId } from '../../api/schemas/common.ts';
import type { Forecast } from '../../api/schemas/forecast.ts';
import { daysBetween, type IsoDate } from '../../calendar-date.ts';
import type { ViewSearch } from '../../url-state/filter-search.ts';
import type { overdueSearchFields } from './overdue-search.ts';

/** The fields of a forecast the overdue book reads. */
export type LateForecast = Pick<
  Forecast,
  'id' | 'date' | 'amount' | 'remaining_amount' | 'currency' | 'status' | 'counterparty' | 'category' | 'labels' | 'description'
>;

/** Receipts and payments are two books: a late payment never offsets a late receipt. */
export type LateSide = 'receipts' | 'payments';

/**
 * What the book shows: the shared filters of /forecasts (spec 4.2) but the window, as it ages every month, and
 * `late_over`, only the forecasts late by more than that many days (the late-items alert's rule).
 */
export type LateBookFilters = Omit<EndpointFilters<'forecasts'>, 'from' | 'to'> & { late_over?: number | undefined };

/** The book's filters from its parsed link: the one reading of /overdue?…, the page's and the late-items alert's. */
export function lateBookFilters(search: ViewSearch<typeof overdueSearchFields>): LateBookFilters {
  return { ...filtersBeyondWindow('forecasts', search), late_over: search.late_over };
}

/** Whether the filters leave forecasts out. */
export function narrowsBook(filters: LateBookFilters): boolean {
  return isFiltered(filters) || filters.late_over !== undefined;
}

/** The sign decides: spec 2.1 makes direction agree with it, and a sign has no unknown values. */
export function sideOf(forecast: Pick<LateForecast, 'amount'>): LateSide {
  return parseMoney(forecast.amount) < 0n ? 'payments' : 'receipts';
}

/**
 * Every late forecast once: the overdue ones, and the partial ones dated before today (a
 * partial forecast dated today or later is not late yet).
 */
export function mergeLateForecasts<Item extends LateForecast>(overdue: readonly Item[], partial: readonly Item[], today: IsoDate): Item[] {
  const byId = new Map<string, Item>();
  for (const forecast of overdue) byId.set(forecast.id, forecast);
  for (const forecast of partial) if (forecast.date < today) byId.set(forecast.id, forecast);
  return [...byId.values()];
}

const matchesAny = (wanted: readonly string[] | undefined, ids: readonly string[]) =>
  wanted === undefined || wanted.length === 0 || ids.some((id) => wanted.includes(id));

/**
 * The filters of spec 4.2 applied to the book already loaded, so a filter change costs no
 * request: ids inside a filter combine with OR, filters with AND; `late_over` counts days late as of `today`.
 */
export function filterLateForecasts<Item extends LateForecast>(
  forecasts: readonly Item[],
  filters: LateBookFilters,
  today: IsoDate,
): Item[] {
  const side = filters.direction === undefined ? undefined : filters.direction === 'inflow' ? 'receipts' : 'payments';
  const { late_over: lateOver } = filters;
  return forecasts.filter(
    (forecast) =>
      (lateOver === undefined || daysBetween(forecast.date, today) > lateOver) &&
      matchesAny(filters.category_id, [relationId(forecast.category)]) &&
      matchesAny(filters.counterparty_id, forecast.counterparty === null ? [] : [relationId(forecast.counterparty)]) &&
      matchesAny(filters.label_id, forecast.labels.map(relationId)) &&
      (side === undefined || sideOf(forecast) === side),
  );
}
