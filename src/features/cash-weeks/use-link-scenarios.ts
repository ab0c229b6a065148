import { useEffect, useState } from 'react';
import { today } from '../../browser/page-meta.ts';
import { carriesScenarios, type ScenarioSearch } from '../../core/scenarios/scenario-params.ts';
import type { applyScenario } from '../../core/cash-weeks/scenario-table.ts';
import type { Scenario } from '../../core/scenarios/scenario.ts';

/** The link's scenarios and how to apply one to the table: both load only when the link carries a scenario. */
export type LinkScenarios = { scenarios: Scenario[]; apply: typeof applyScenario | null };

const NONE: LinkScenarios = { scenarios: [], apply: null };

/**
 * The link's scenarios, decoded by the scenario codec, which loads only when the link carries one:
 * the base case's first figure does not wait for it. Null while it loads.
 */
export function useLinkScenarios({ scenario1, scenario2, scenario3 }: ScenarioSearch): LinkScenarios | null {
  const carried = carriesScenarios({ scenario1, scenario2, scenario3 });
  const [decoded, setDecoded] = useState<{ key: string; loaded: LinkScenarios } | null>(null);
  const key = JSON.stringify([scenario1, scenario2, scenario3]);
  useEffect(() => {
    if (!carried) return;
    let current = true;
    void Promise.all([import('../../core/scenarios/scenario-search.ts'), import('../../core/cash-weeks/scenario-table.ts')]).then(
      ([{ parseScenarios }, table]) => {
        const scenarios = parseScenarios({ scenario1, scenario2, scenario3 }, { today: today() }).scenarios;
        if (current) setDecoded({ key, loaded: { scenarios, apply: table.applyScenario } });
      },
    );
    return () => {
      current = false;
    };
  }, [carried, key, scenario1, scenario2, scenario3]);
  if (!carried) return NONE;
  return decoded?.key === key ? decoded.loaded : null;
}
