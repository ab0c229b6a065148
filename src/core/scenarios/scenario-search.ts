import { parseSearch, type SearchContext, type SearchNotice, type ValueParser } from '../url-state/parse-search.ts';
import { encodeScenario } from './scenario-codec.ts';
import { scenarioField } from './scenario-field.ts';
import { type ScenarioParam, scenarioParams, type ScenarioSearch } from './scenario-params.ts';
import type { Scenario } from './scenario.ts';

/** Each scenario parameter read as a scenario, by the codec. */
const scenarioFields = Object.fromEntries(scenarioParams.map((param) => [param, scenarioField])) as Record<
  ScenarioParam,
  ValueParser<Scenario>
>;

export type ParsedScenarios = {
  scenarios: Scenario[];
  /** What the link carried that could not be used, for the notice banner. */
  notices: SearchNotice[];
};

/**
 * The scenarios a link carries, in order; a malformed adjustment is dropped alone and said,
 * a parameter with nothing usable is dropped whole, and a gap (scenario2 alone) closes up.
 */
export function parseScenarios(search: ScenarioSearch, context: SearchContext): ParsedScenarios {
  const parsed = parseSearch(scenarioFields, search, context);
  const scenarios = scenarioParams.flatMap((param) => parsed.search[param] ?? []);
  return { scenarios, notices: parsed.notices };
}

/** The search parameters that hold these scenarios, every slot written so a removed one leaves the link. */
export function scenarioSearch(scenarios: readonly Scenario[]): Record<ScenarioParam, string | undefined> {
  const text = scenarios.map(encodeScenario);
  return Object.fromEntries(scenarioParams.map((param, index) => [param, text[index]])) as Record<ScenarioParam, string | undefined>;
}
