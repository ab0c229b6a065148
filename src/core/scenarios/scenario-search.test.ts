import { describe, expect, it } from 'vitest';
import type { SearchContext } from '../url-state/parse-search.ts';
import { parseScenarios, scenarioSearch } from './scenario-search.ts';

/** The links here do not depend on the day they are read. */
const CONTEXT: SearchContext = { today: '2026-11-20' };

const acme = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';

describe('parseScenarios', () => {
  it('reads each parameter as one scenario, in order', () => {
    const { scenarios, notices } = parseScenarios({ scenario1: 'Late~delay(45,in)', scenario2: `Lost deal~drop(${acme})` }, CONTEXT);
    expect(scenarios).toEqual([
      { name: 'Late', adjustments: [{ kind: 'delay', days: 45, select: { direction: 'inflow' } }] },
      { name: 'Lost deal', adjustments: [{ kind: 'drop', forecastId: acme }] },
    ]);
    expect(notices).toEqual([]);
  });

  it('keeps the rest of a scenario when one adjustment is malformed, and says which parameter and why', () => {
    const { scenarios, notices } = parseScenarios({ scenario1: 'Late~delay(abc)~delay(30,out)' }, CONTEXT);
    expect(scenarios).toEqual([{ name: 'Late', adjustments: [{ kind: 'delay', days: 30, select: { direction: 'outflow' } }] }]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ param: 'scenario1', value: 'Late~delay(abc)~delay(30,out)' });
    expect(notices[0]!.reason).toContain('delay(abc)');
  });

  it('drops a parameter with nothing usable and closes the gap it leaves', () => {
    const { scenarios, notices } = parseScenarios({ scenario1: '~~\u0000~', scenario3: 'Hire' }, CONTEXT);
    expect(scenarios).toEqual([{ name: 'Hire', adjustments: [] }]);
    expect(notices.map((notice) => notice.param)).toEqual(['scenario1']);
    expect(notices[0]!.value).toBe('~~~');
    expect(scenarioSearch(scenarios)).toEqual({ scenario1: 'Hire', scenario2: undefined, scenario3: undefined });
  });
});
