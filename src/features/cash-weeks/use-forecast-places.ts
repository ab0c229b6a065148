import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { cashWeeksRequests } from '../../core/cash-weeks/week-requests.ts';
import type { ForecastPlace } from './note-marks.ts';

export type ForecastInfo = ForecastPlace & {
  /** "Castellan Design, 2 Dec 2026": what a note on it is about, in the list and its mark's name. */
  name: string;
};

/**
 * The forecasts the 13 weeks were drawn with (the table's own requests, answered from the cache),
 * by id: where a note on one of them belongs. While presenting, a forecast is named by its date
 * alone: its counterparty and description are the company's data.
 */
export function useForecastPlaces(): ReadonlyMap<string, ForecastInfo> {
  const requests = cashWeeksRequests(today());
  const upcoming = useQuery(forecastsQueryFor(requests.upcoming));
  const overdue = useQuery(forecastsQueryFor(requests.overdue));
  const latePartial = useQuery(forecastsQueryFor(requests.latePartial));
  const presenting = usePresentationMode();
  return useMemo(() => {
    const all = [...(upcoming.data?.items ?? []), ...(overdue.data?.items ?? []), ...(latePartial.data?.items ?? [])];
    return new Map(
      all.map((forecast) => [
        forecast.id,
        { categoryId: relationId(forecast.category), date: forecast.date, name: forecastName(forecast, presenting) },
      ]),
    );
  }, [upcoming.data, overdue.data, latePartial.data, presenting]);
}

function forecastName(forecast: Forecast, presenting: boolean): string {
  const when = formatDate(forecast.date);
  if (presenting) return `A forecast, ${when}`;
  const counterparty = forecast.counterparty !== null && typeof forecast.counterparty !== 'string' ? forecast.counterparty.name : null;
  const what = [counterparty, forecast.description].filter((part) => part !== null && part !== '').join(': ');
  return `${what || 'A forecast'}, ${when}`;
}
