import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { useUrlNotices } from '../../../components/url-notices.tsx';
import type { Scenario } from '../../../core/scenarios/scenario.ts';
import { useUpdateSearch } from '../../../browser/use-view-search.ts';
import { parseScenarios, scenarioSearch } from '../../../core/scenarios/scenario-search.ts';
import { today } from '../../../browser/page-meta.ts';

/**
 * The link's scenarios, and how to change them: every change is a new link, so back undoes it.
 * What the link carried that could not be used is reported, and the address bar rewritten
 * without it, so the next copied link is the one on screen.
 */
export function useScenarios() {
  const { scenario1, scenario2, scenario3 } = useSearch({ from: '/forecasts' });
  const parsed = useMemo(() => parseScenarios({ scenario1, scenario2, scenario3 }, { today: today() }), [scenario1, scenario2, scenario3]);
  const updateSearch = useUpdateSearch();
  const { report } = useUrlNotices();

  useEffect(() => {
    if (parsed.notices.length === 0) return;
    report(parsed.notices);
    void updateSearch((previous) => ({ ...previous, ...scenarioSearch(parsed.scenarios) }), { replace: true });
  }, [parsed, report, updateSearch]);

  const setScenarios = useCallback(
    (next: readonly Scenario[]) => void updateSearch((previous) => ({ ...previous, ...scenarioSearch(next) })),
    [updateSearch],
  );
  return { scenarios: parsed.scenarios, setScenarios };
}
