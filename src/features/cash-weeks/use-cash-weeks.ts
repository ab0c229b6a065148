import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { forecastRatesQuery } from '../../api/queries/forecast-rate-queries.ts';
import { runRateQuery } from '../../api/queries/run-rate-queries.ts';
import { accountsQueryFor, referenceListQueryFor } from '../../api/queries/reference-queries.ts';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { cashWeeksTable } from '../../core/cash-weeks/cash-weeks-table.ts';
import type { applyScenario } from '../../core/cash-weeks/scenario-table.ts';
import { type CashWeeksAnswers, type CashWeeksSettings, cashWeeksRequests } from '../../core/cash-weeks/week-requests.ts';
import { accountsRequest } from '../../core/api/requests.ts';
import { foreignCurrencies, forecastRateRequests } from '../../core/runway/forecast-rates.ts';
import type { RunRate, Scenario } from '../../core/scenarios/scenario.ts';

const NO_RATES: CashWeeksAnswers['rates'] = [];

/** The scenario shown and the (lazily loaded) function that applies it; null for the base case. */
type ShownScenario = { scenario: Scenario; apply: typeof applyScenario } | null;

type TableInputs = {
  answers: CashWeeksAnswers;
  settings: CashWeeksSettings;
  shown: ShownScenario;
  runRate: RunRate | null;
};

function computedTable({ answers, settings, shown, runRate }: TableInputs) {
  if (!shown) return { answers, table: cashWeeksTable(answers, settings), scenarioDifference: null };
  const applied = shown.apply(answers, settings, shown.scenario.adjustments, runRate);
  return { answers, table: applied.table, scenarioDifference: applied.deltaByWeek };
}

/**
 * The 13 weeks from their six first requests (asked at once, while the link's scenarios, if any, are still being
 * decoded) (cashWeeksRequests); the accounts and the rates only when a forecast is in another currency. Computed again
 * only when an answer or a setting changes.
 */
export function useCashWeeks(settings: { countLate: boolean; minCash: bigint | null }, shown: ShownScenario, scenariosKnown: boolean) {
  const todayDate = today();
  const requests = cashWeeksRequests(todayDate);
  const queries = [
    useQuery(summaryQueryFor(requests.week)),
    useQuery(summaryQueryFor(requests.actuals)),
    useQuery(forecastsQueryFor(requests.upcoming)),
    useQuery(forecastsQueryFor(requests.overdue)),
    useQuery(forecastsQueryFor(requests.latePartial)),
    useQuery(referenceListQueryFor(requests.categories)),
  ] as const;
  const [week, actuals, upcoming, overdue, latePartial, categories] = queries;
  const forecasts =
    upcoming.data && overdue.data && latePartial.data ? [...upcoming.data.items, ...overdue.data.items, ...latePartial.data.items] : null;
  // The order the server's reader asks them in too (read-rates.ts): the accounts only when a forecast needs a rate.
  const converting = forecasts !== null && week.data !== undefined && foreignCurrencies(forecasts, week.data.currency).length > 0;
  const accounts = useQuery({ ...accountsQueryFor(accountsRequest()), enabled: converting });
  const rateRequests =
    converting && accounts.data && week.data ? forecastRateRequests(forecasts, week.data.currency, accounts.data.items, todayDate) : [];
  const rates = useQuery({ ...forecastRatesQuery(rateRequests), enabled: rateRequests.length > 0 });
  const rateAnswers = converting ? rates.data : NO_RATES;
  const { countLate, minCash } = settings;
  const runRateMonths = shown?.scenario.adjustments.find((adjustment) => adjustment.kind === 'runrate')?.months;
  // The forecasts view's own query: the same cached summary, asked only when the scenario shown has a run rate.
  const runRate = useQuery({ ...runRateQuery(todayDate, runRateMonths ?? 3), enabled: runRateMonths !== undefined });
  const runRateAnswer = runRateMonths === undefined ? null : runRate.data;

  const inputs = useMemo((): TableInputs | null => {
    if (
      !scenariosKnown ||
      !week.data ||
      !actuals.data ||
      !upcoming.data ||
      !overdue.data ||
      !latePartial.data ||
      !categories.data ||
      !rateAnswers
    )
      return null;
    if (converting && !accounts.data) return null;
    if (runRateAnswer === undefined) return null;
    const answers: CashWeeksAnswers = {
      week: week.data,
      actuals: actuals.data,
      upcoming: upcoming.data,
      overdue: overdue.data,
      latePartial: latePartial.data,
      categories: categories.data,
      accounts: converting ? (accounts.data ?? null) : null,
      rates: rateAnswers,
    };
    return { answers, settings: { today: todayDate, countLate, minCash }, shown, runRate: runRateAnswer };
  }, [
    week.data,
    actuals.data,
    upcoming.data,
    overdue.data,
    latePartial.data,
    categories.data,
    accounts.data,
    rateAnswers,
    converting,
    todayDate,
    countLate,
    minCash,
    shown,
    scenariosKnown,
    runRateAnswer,
  ]);
  // The answers arrive through the query cache's store, whose updates React draws at once, in one task. Deferred, the
  // table is computed and drawn in a background render that yields to the browser every few milliseconds, so a phone
  // stays responsive while it appears, and a changed setting keeps the last table on screen until the next is ready.
  const deferred = useDeferredValue(inputs);
  const computed = useMemo(() => (deferred === null ? null : computedTable(deferred)), [deferred]);

  const all = [...queries, accounts, rates, runRate];
  const failed = all.find((query) => query.isError);
  const retry = () => all.forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (!computed)
    return {
      state: 'pending' as const,
      waitingFor: runRateMonths !== undefined && !runRate.data ? ('run rate' as const) : ('figures' as const),
    };
  return { state: 'success' as const, ...computed };
}
