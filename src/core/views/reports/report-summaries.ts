import type { SummaryQuery } from '../../api/requests.ts';
import { minDate } from '../../calendar-date.ts';
import type { ReportSettings } from './report-settings.ts';

/** The cash-flow report's summary: the view's filters, window, interval, grouping and currency. */
export function reportSummaryQuery(settings: ReportSettings): SummaryQuery {
  return {
    ...settings.filters,
    ...settings.window,
    interval: settings.interval,
    group_by: settings.groupBy ?? undefined,
    currency: settings.currency,
  };
}

/** The actuals beside the forecasts: monthly flows by category, up to today at the latest. */
export function forecastActualsQuery(settings: ReportSettings): SummaryQuery {
  const { window, filters } = settings;
  return {
    ...filters,
    from: window.from,
    to: minDate(window.to, settings.today),
    interval: 'month',
    group_by: 'category',
    currency: settings.currency,
  };
}

/** The summary the current report asks in its currency: the one whose refusal of a currency the currency control reports. */
export function currencySummaryQuery(settings: ReportSettings): SummaryQuery {
  return settings.mode === 'forecast_vs_actual' ? forecastActualsQuery(settings) : reportSummaryQuery(settings);
}
