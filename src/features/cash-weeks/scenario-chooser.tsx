import { Link, useSearch } from '@tanstack/react-router';
import type { Scenario } from '../../core/scenarios/scenario.ts';
import { pickFilterSearch } from '../../core/url-state/filter-search.ts';
import { scenarioParams } from '../../core/scenarios/scenario-params.ts';
import styles from './cash-weeks.module.css';

/**
 * The base case or one of the link's scenarios (the forecasts view's scenario parameters, so
 * the same link opens them there): each choice is a link, and the chosen one is marked in words.
 */
export function ScenarioChooser({ scenarios, shown }: { scenarios: readonly Scenario[]; shown: number | null }) {
  const search = useSearch({ from: '/13-weeks' });
  const scenarioLinks = Object.fromEntries(scenarioParams.map((param) => [param, search[param]]));
  return (
    <nav aria-label="Scenario shown" className={styles.scenarios}>
      <span>Showing:</span>
      <Link to="." search={{ ...search, scenario: undefined }} aria-current={shown === null ? 'true' : undefined}>
        Base case
      </Link>
      {scenarios.map((scenario, index) => (
        <Link
          key={scenario.name}
          to="."
          search={{ ...search, scenario: (index + 1) as 1 | 2 | 3 }}
          aria-current={shown === index ? 'true' : undefined}
        >
          {scenario.name}
        </Link>
      ))}
      <Link to="/forecasts" search={{ ...pickFilterSearch(search), ...scenarioLinks }}>
        {scenarios.length === 0 ? 'Make a scenario on Forecasts' : 'Change scenarios on Forecasts'}
      </Link>
    </nav>
  );
}
