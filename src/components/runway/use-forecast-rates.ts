import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import type { RateRequests } from '../../core/runway/forecast-rates.ts';

/**
 * Each currency's two answers, once all have arrived, and what failed. Defined once, so the
 * combined value is shared between renders while no answer changes.
 */
function pairUp(results: UseQueryResult<Summary>[]) {
  const answers = results.map((result) => result.data);
  const pairs: { inWorkspace: Summary; inOwn: Summary }[] = [];
  for (let index = 0; index < answers.length; index += 2) {
    const [inWorkspace, inOwn] = [answers[index], answers[index + 1]];
    if (!inWorkspace || !inOwn) return { pairs: null, error: firstError(results), refetchFailed: failedRefetches(results) };
    pairs.push({ inWorkspace, inOwn });
  }
  return { pairs, error: firstError(results), refetchFailed: failedRefetches(results) };
}

const firstError = (results: UseQueryResult<Summary>[]) => results.find((result) => result.isError)?.error ?? null;
const failedRefetches = (results: UseQueryResult<Summary>[]) => results.filter((result) => result.isError).map((result) => result.refetch);

/** The rates' summaries (rateRequests): none asked when every outstanding forecast is in the workspace currency. */
export function useForecastRates(requests: readonly RateRequests[], enabled: boolean) {
  const queries = requests.flatMap((request) => [request.inWorkspace, request.inOwn]).map((request) => ({ ...summaryQueryFor(request), enabled }));
  return useQueries({ queries, combine: pairUp });
}
