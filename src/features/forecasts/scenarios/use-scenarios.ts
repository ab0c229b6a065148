import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Scenario } from '../../../lib/scenarios/scenario.ts';
import { useUpdateSearch } from '../../../lib/url-state/use-view-search.ts';
import { scenarioSearch, scenariosOf } from './scenario-search.ts';

/** The link's scenarios, and how to change them: every change is a new link, so back undoes it. */
export function useScenarios() {
  const { scenario1, scenario2, scenario3 } = useSearch({ from: '/forecasts' });
  const scenarios = useMemo(() => scenariosOf({ scenario1, scenario2, scenario3 }), [scenario1, scenario2, scenario3]);
  const updateSearch = useUpdateSearch();
  const setScenarios = useCallback(
    (next: readonly Scenario[]) => void updateSearch((previous) => ({ ...previous, ...scenarioSearch(next) })),
    [updateSearch],
  );
  return { scenarios, setScenarios };
}
