import { useEffect, useState } from 'react';
import { today } from '../../browser/page-meta.ts';
import { carriesScenarios, type ScenarioSearch } from '../../core/scenarios/scenario-params.ts';
import type { Scenario } from '../../core/scenarios/scenario.ts';

const NONE: Scenario[] = [];

/**
 * The link's scenarios, decoded by the scenario codec, which loads only when the link carries one:
 * the base case's first figure does not wait for it. Null while it loads.
 */
export function useLinkScenarios({ scenario1, scenario2, scenario3 }: ScenarioSearch): Scenario[] | null {
  const carried = carriesScenarios({ scenario1, scenario2, scenario3 });
  const [decoded, setDecoded] = useState<{ key: string; scenarios: Scenario[] } | null>(null);
  const key = JSON.stringify([scenario1, scenario2, scenario3]);
  useEffect(() => {
    if (!carried) return;
    let current = true;
    void import('../../core/scenarios/scenario-search.ts').then(({ parseScenarios }) => {
      if (current) setDecoded({ key, scenarios: parseScenarios({ scenario1, scenario2, scenario3 }, { today: today() }).scenarios });
    });
    return () => {
      current = false;
    };
  }, [carried, key, scenario1, scenario2, scenario3]);
  if (!carried) return NONE;
  return decoded?.key === key ? decoded.scenarios : null;
}
