import { type IsoDate, maxDate, minDate } from '../../core/calendar-date.ts';

/**
 * The window of the transactions view that shows a forecast's linked transactions: from the
 * earliest to the latest of them and the forecast's own date.
 */
export function linkedTransactionsWindow(forecastDate: IsoDate, linkedDates: readonly IsoDate[]): { from: IsoDate; to: IsoDate } {
  let from = forecastDate;
  let to = forecastDate;
  for (const date of linkedDates) {
    from = minDate(from, date);
    to = maxDate(to, date);
  }
  return { from, to };
}
