import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseMoney } from '../../../core/money.ts';
import { runRateQuery } from '../../../api/queries/run-rate-queries.ts';
import type { CashRunwayData } from '../../../components/runway/use-cash-runway.ts';
import { today } from '../../../browser/page-meta.ts';
import { projectScenario } from '../../../core/scenarios/project-scenario.ts';
import type { CategoryParent, RunRate, RunRateMonths, Scenario } from '../../../core/scenarios/scenario.ts';
import { toScenarioForecast } from '../../../core/scenarios/to-scenario-forecast.ts';

/**
 * Each scenario's projection from the base case's own inputs: recomputed in memory, never fetched
 * again. `categories` (the workspace's, once loaded) let a parent category select its children.
 */
export function useScenarioRunways(
  base: CashRunwayData,
  scenarios: readonly Scenario[],
  categories: readonly CategoryParent[] | undefined,
) {
  const wants = (months: RunRateMonths) =>
    scenarios.some((scenario) => scenario.adjustments.some((adjustment) => adjustment.kind === 'runrate' && adjustment.months === months));
  const runRate3 = useQuery({ ...runRateQuery(today(), 3), enabled: wants(3) });
  const runRate6 = useQuery({ ...runRateQuery(today(), 6), enabled: wants(6) });
  const forecasts = useMemo(() => base.forecasts.map(toScenarioForecast), [base.forecasts]);

  const projections = useMemo(() => {
    const input = {
      today: today(),
      horizonEnd: base.horizonEnd,
      startingBalance: parseMoney(base.startingBalance),
      countLate: base.countLate,
      threshold: base.threshold,
      forecasts,
      categories: categories ?? [],
    };
    return scenarios.map((scenario) => {
      const months = scenario.adjustments.find((adjustment) => adjustment.kind === 'runrate')?.months;
      const runRate: RunRate | null = months === 6 ? (runRate6.data ?? null) : months === 3 ? (runRate3.data ?? null) : null;
      return { scenario, ...projectScenario({ ...input, runRate }, scenario.adjustments) };
    });
  }, [base, forecasts, categories, scenarios, runRate3.data, runRate6.data]);

  const runRateError = runRate3.error ?? runRate6.error;
  return { projections, runRateError, retryRunRate: () => void (runRate3.error ? runRate3.refetch() : runRate6.refetch()) };
}

export type ScenarioProjection = ReturnType<typeof useScenarioRunways>['projections'][number];
