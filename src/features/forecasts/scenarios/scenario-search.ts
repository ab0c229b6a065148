import { encodeScenario } from '../../../core/scenarios/scenario-codec.ts';
import { scenarioField } from '../../../core/scenarios/scenario-field.ts';
import type { Scenario } from '../../../core/scenarios/scenario.ts';
import { printable, type SearchNotice } from '../../../core/url-state/parse-search.ts';
import type { ScenarioParam, ScenarioSearch } from '../../../core/scenarios/scenario-params.ts';

const params: readonly ScenarioParam[] = ['scenario1', 'scenario2', 'scenario3'];

export type ParsedScenarios = {
  scenarios: Scenario[];
  /** What the link carried that could not be used, for the notice banner. */
  notices: SearchNotice[];
};

/**
 * The scenarios a link carries, in order; a malformed adjustment is dropped alone and said,
 * a parameter with nothing usable is dropped whole, and a gap (scenario2 alone) closes up.
 */
export function parseScenarios(search: ScenarioSearch): ParsedScenarios {
  const scenarios: Scenario[] = [];
  const notices: SearchNotice[] = [];
  for (const param of params) {
    const text = search[param];
    if (text === undefined || text === '') continue;
    const result = scenarioField(text);
    if ('error' in result) {
      notices.push({ param, value: printable(text), reason: result.error });
      continue;
    }
    scenarios.push(result.value);
    if (result.note) notices.push({ param, value: printable(text), reason: result.note });
  }
  return { scenarios, notices };
}

/** The search parameters that hold these scenarios, every slot written so a removed one leaves the link. */
export function scenarioSearch(scenarios: readonly Scenario[]): Record<ScenarioParam, string | undefined> {
  const text = scenarios.map(encodeScenario);
  return { scenario1: text[0], scenario2: text[1], scenario3: text[2] };
}
