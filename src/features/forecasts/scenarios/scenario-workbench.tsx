import { useMemo } from 'react';
import { absCents } from '../../../core/money.ts';
import { relationId } from '../../../core/api/schemas/common.ts';
import type { Forecast } from '../../../core/api/schemas/forecast.ts';
import type { Category, Counterparty } from '../../../core/api/schemas/reference.ts';
import { useReferenceData } from '../../../api/queries/use-reference-data.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { type ScreenText, useScreenText } from '../../../components/presentation/use-screen-text.ts';
import type { CashRunwayData } from '../../../components/runway/use-cash-runway.ts';
import { categoryPath } from '../../../core/category-tree.ts';
import { formatDate } from '../../../core/calendar-date.ts';
import { isOutstanding } from '../../../core/runway/forecast-totals.ts';
import type { RunwayForecast } from '../../../core/runway/forecast-rates.ts';
import { MAX_SCENARIOS, type Scenario } from '../../../core/scenarios/scenario.ts';
import RunwayChart from '../runway/runway-chart.tsx';
import { toRunwaySeries } from '../runway/to-runway-series.ts';
import type { AdjustmentChoices } from './adjustment-form.tsx';
import type { SentenceNames } from './adjustment-sentence.ts';
import { ScenarioCard } from './scenario-card.tsx';
import { ScenarioHeadlines } from './scenario-headlines.tsx';
import { forecastName } from '../forecast-name.ts';
import { nextName } from './next-name.ts';
import { ScenarioLegend } from './scenario-legend.tsx';
import { ScenarioTable } from './scenario-table.tsx';
import { useScenarioRunways } from './use-scenario-runways.ts';
import { useScenarios } from './use-scenarios.ts';
import styles from './scenarios.module.css';

/** How many forecasts the "leave out" list offers: the largest, where a lost deal matters. */
const DROP_CHOICES = 60;

type Props = { base: CashRunwayData };

/**
 * The what-if scenarios beside the base case: their sentences, the chart with every line, the
 * editor and the month-by-month table. Computed in the browser from what the base case fetched:
 * editing a scenario sends no request (the run rate fetches one summary, once).
 */
export default function ScenarioWorkbench({ base }: Props) {
  const { scenarios, setScenarios: onChange } = useScenarios();
  const { lists } = useReferenceData(['categories', 'counterparties', 'labels']);
  const { projections, runRateError, retryRunRate } = useScenarioRunways(base, scenarios, lists.categories?.items);
  const screen = useScreenText();
  const { currency } = base;

  const names = useMemo(() => sentenceNames(base, lists, screen), [base, lists, screen]);
  const choices = useMemo((): AdjustmentChoices => {
    const counterparties = [...screen.counterparties(lists.counterparties?.byId ?? new Map<string, Counterparty>()).values()].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    return {
      categories: lists.categories?.items ?? [],
      counterparties,
      labels: lists.labels?.items ?? [],
      forecasts: dropChoices(base.forecasts, names),
      currency,
    };
  }, [base.forecasts, lists, names, screen, currency]);

  const lines = projections.map((projection) => ({ name: projection.scenario.name, runway: projection.runway }));
  const replace = (index: number, scenario: Scenario) => onChange(scenarios.map((current, at) => (at === index ? scenario : current)));

  return (
    <div className={styles.workbench}>
      <ScenarioHeadlines base={base} projections={projections} />
      <ScenarioLegend names={lines.map((line) => line.name)} />
      <RunwayChart {...toRunwaySeries(base.runway, currency, base.thresholdSet ? base.threshold : null, lines)} />
      {runRateError && <ErrorPanel error={runRateError} subject="the run rate of past months" onRetry={retryRunRate} />}
      <ScenarioTable base={base.runway} scenarios={lines} currency={currency} horizonEnd={base.horizonEnd} />
      <div className={styles.cards}>
        {projections.map((projection, index) => (
          <ScenarioCard
            key={index}
            index={index}
            projection={projection}
            names={names}
            choices={choices}
            onChange={(scenario) => replace(index, scenario)}
            onRemove={() => onChange(scenarios.filter((_, at) => at !== index))}
          />
        ))}
      </div>
      {scenarios.length < MAX_SCENARIOS && (
        <button
          type="button"
          className={`button ${styles.addScenario}`}
          onClick={() => onChange([...scenarios, { name: nextName(scenarios), adjustments: [] }])}
        >
          Add another scenario
        </button>
      )}
    </div>
  );
}

type Lists = ReturnType<typeof useReferenceData>['lists'];

function sentenceNames(base: CashRunwayData, lists: Lists, screen: ScreenText): SentenceNames {
  const categories = lists.categories?.byId ?? new Map<string, Category>();
  const counterparties = screen.counterparties(lists.counterparties?.byId ?? new Map<string, Counterparty>());
  const forecasts = new Map(base.forecasts.map(({ forecast }) => [forecast.id, forecast]));
  // Named as the calendar names it; the runway's forecasts carry the counterparty's id only, so the list lends the object.
  const nameOf = (forecast: Forecast) =>
    forecastName(
      {
        counterparty: forecast.counterparty === null ? null : (lists.counterparties?.byId.get(relationId(forecast.counterparty)) ?? null),
        description: forecast.description,
      },
      screen,
    );
  return {
    category: (id) => {
      const category = categories.get(id);
      return category && categoryPath(category, categories);
    },
    counterparty: (id) => counterparties.get(id)?.name,
    label: (id) => lists.labels?.byId.get(id)?.name,
    forecast: (id) => {
      const forecast = forecasts.get(id);
      if (!forecast) return undefined;
      return (
        `“${nameOf(forecast)}” (${screen.money(forecast.remaining_amount, forecast.currency, { signed: true })}` +
        ` on ${formatDate(forecast.date)})`
      );
    },
    money: (cents) => screen.money(cents, base.currency, { signed: true }),
  };
}

/**
 * The outstanding forecasts of the projection, largest remaining amount (in the workspace currency) first, named as the
 * sentences name them.
 */
function dropChoices(forecasts: readonly RunwayForecast[], names: SentenceNames) {
  return forecasts
    .filter(({ forecast }) => isOutstanding(forecast.status))
    .map(({ forecast, remaining }) => ({ forecast, size: absCents(remaining) }))
    .sort((a, b) => (a.size === b.size ? 0 : a.size > b.size ? -1 : 1))
    .slice(0, DROP_CHOICES)
    .map(({ forecast }) => ({ id: forecast.id, name: names.forecast(forecast.id) ?? forecast.id }));
}
