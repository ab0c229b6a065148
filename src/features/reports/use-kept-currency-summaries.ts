import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { summaryQuery } from '../../api/queries/summary-queries.ts';
import type { SummaryQuery } from '../../core/api/requests.ts';
import { isRefusedCurrency } from './currency-choice.ts';

type Wanted = {
  current: SummaryQuery;
  /** The comparison window's summary, when the report compares. */
  previous: SummaryQuery | null;
  /** False when the report needs no summary (forecasts only, a window after today). */
  enabled?: boolean;
};

/**
 * A report's summaries in its currency. While they load in a newly chosen currency, and when
 * the API refuses that currency, the figures of the last accepted currency stay, read from the
 * cache without a request: both of them, never a mix of two currencies.
 */
export function useKeptCurrencySummaries({ current, previous, enabled = true }: Wanted) {
  const chosen = current.currency;
  const live = useQuery({ ...summaryQuery(current), enabled });
  const livePrevious = useQuery({ ...summaryQuery(previous ?? current), enabled: enabled && previous !== null });
  const [accepted, setAccepted] = useState(chosen);
  // Remembered while rendering (React's pattern for state derived from earlier renders), not in an effect.
  if (accepted !== chosen && live.isSuccess && (!previous || livePrevious.isSuccess)) setAccepted(chosen);
  const kept = useQuery({ ...summaryQuery({ ...current, currency: accepted }), enabled: false });
  const keptPrevious = useQuery({ ...summaryQuery({ ...(previous ?? current), currency: accepted }), enabled: false });

  const refused = isRefusedCurrency(live.error) || isRefusedCurrency(livePrevious.error);
  const awaiting = accepted !== chosen && (live.isPending || (previous !== null && livePrevious.isPending));
  if (enabled && (refused || awaiting) && kept.data && (!previous || keptPrevious.data)) {
    return { current: kept, previous: previous ? keptPrevious : null };
  }
  return { current: live, previous: previous ? livePrevious : null };
}
