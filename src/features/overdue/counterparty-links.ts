import type { IsoDate } from '../../core/calendar-date.ts';
import type { CounterpartyAging } from './age-overdue.ts';
import type { LateBookFilters, LateSide } from '../../core/views/overdue/late-book.ts';

/** The filters a link carries along, as moving between views does. */
type CarriedFilters = Pick<LateBookFilters, 'category_id' | 'label_id'>;

const directionOf = (side: LateSide) => (side === 'receipts' ? ('inflow' as const) : ('outflow' as const));

function carried(filters: CarriedFilters) {
  return {
    category_id: filters.category_id ? [...filters.category_id] : undefined,
    label_id: filters.label_id ? [...filters.label_id] : undefined,
  };
}

function linkableStatus(status: string | undefined): 'overdue' | 'partial' | undefined {
  return status === 'overdue' || status === 'partial' ? status : undefined;
}

/**
 * The forecasts view listing a counterparty's late forecasts: its direction, the month of the
 * oldest one, and their status when they share one (the view filters by one status at most).
 */
export function forecastsLinkSearch(row: CounterpartyAging & { counterpartyId: string }, side: LateSide, filters: CarriedFilters) {
  const status = row.statuses.length === 1 ? linkableStatus(row.statuses[0]) : undefined;
  return {
    ...carried(filters),
    counterparty_id: [row.counterpartyId],
    direction: directionOf(side),
    view: 'list' as const,
    month: row.oldestDate.slice(0, 7),
    status,
  };
}

/** The counterparty's transactions from the oldest late forecast's date to today: what has come in or gone out since. */
export function transactionsLinkSearch(
  row: CounterpartyAging & { counterpartyId: string },
  side: LateSide,
  filters: CarriedFilters,
  today: IsoDate,
) {
  return {
    ...carried(filters),
    counterparty_id: [row.counterpartyId],
    direction: directionOf(side),
    from: row.oldestDate,
    to: today,
  };
}
