import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { summaryQuery, type SummaryQuery } from '../../api/queries/summary-queries.ts';
import { isRefusedCurrency } from './currency-choice.ts';
import { comparisonWindow } from './model/comparison-window.ts';
import type { ReportSettings } from './use-report-settings.ts';

export function reportSummaryQuery(settings: ReportSettings): SummaryQuery {
  return {
    ...settings.filters,
    ...settings.window,
    interval: settings.interval,
    group_by: settings.groupBy ?? undefined,
    currency: settings.currency,
  };
}

/**
 * The report's summary, and the same query for the earlier window when comparing: one request
 * per filter change (two with a comparison). Chart type, top N and roll-up are shaped client-side.
 * While a new currency loads, and when the API refuses it, the last accepted currency's figures stay.
 */
export function useReportSummaries(settings: ReportSettings) {
  const query = reportSummaryQuery(settings);
  const previousWindow = settings.compare ? comparisonWindow(settings.window, settings.compare) : null;
  const current = useQuery(summaryQuery(query));
  const previous = useQuery({
    ...summaryQuery({ ...query, ...(previousWindow ?? settings.window) }),
    enabled: previousWindow !== null,
  });
  const [accepted, setAccepted] = useState(settings.currency);
  // Remembered while rendering (React's pattern for state derived from earlier renders), not in an effect.
  if (current.isSuccess && accepted !== settings.currency) setAccepted(settings.currency);
  const refused = isRefusedCurrency(current.error) ? settings.currency : undefined;
  // Read from the cache only: the figures already fetched in the accepted currency, no request.
  const keptCurrent = useQuery({ ...summaryQuery({ ...query, currency: accepted }), enabled: false });
  const keptPrevious = useQuery({ ...summaryQuery({ ...query, ...(previousWindow ?? settings.window), currency: accepted }), enabled: false });
  const awaitingNewCurrency = current.isPending && accepted !== settings.currency;
  if ((refused || awaitingNewCurrency) && keptCurrent.data && (!previousWindow || keptPrevious.data)) {
    return { current: keptCurrent, previous: previousWindow ? keptPrevious : null, previousWindow, refusedCurrency: refused };
  }
  return { current, previous: previousWindow ? previous : null, previousWindow, refusedCurrency: undefined };
}
