import { queryOptions } from '@tanstack/react-query';
import type { IsoDate } from '../../core/calendar-date.ts';
import { estimateRunRate, runRateWindow } from '../../core/scenarios/run-rate.ts';
import type { RunRateMonths } from '../../core/scenarios/scenario.ts';
import { summaryQuery } from './summary-queries.ts';

/**
 * Each category's run rate over the last `months` complete months: one summary request per
 * window, cached under the summary's key, for the forecasts view's scenarios and the 13 weeks'.
 * Callers enable it only when the scenario shown has a run-rate adjustment.
 */
export const runRateQuery = (today: IsoDate, months: RunRateMonths) =>
  queryOptions({
    ...summaryQuery({ ...runRateWindow(today, months), interval: 'month', group_by: 'category' }),
    select: (summary) => estimateRunRate(summary, months),
  });
