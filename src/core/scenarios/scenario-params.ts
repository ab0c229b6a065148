import type { ValueParser } from '../url-state/parse-search.ts';

/**
 * The search parameters that hold scenarios, one each, shown beside the base case in this
 * order (docs/scenario-links.md): the one declaration of their names.
 */
export const scenarioParams = ['scenario1', 'scenario2', 'scenario3'] as const;

export type ScenarioParam = (typeof scenarioParams)[number];
export type ScenarioSearch = { [Name in ScenarioParam]?: string | undefined };

/**
 * The router keeps a scenario parameter as the text it came as: decoding it needs the scenario
 * codec, which stays out of every view's first download and is read where scenarios are drawn
 * (scenario-search.ts). That code reports what it could not use, as the router does for the rest.
 */
const scenarioText: ValueParser<string> = (raw) => ({ value: raw });

/** Up to three scenarios side by side with the base case, one parameter each. */
export const scenarioSearchFields = Object.fromEntries(scenarioParams.map((param) => [param, scenarioText])) as Record<
  ScenarioParam,
  ValueParser<string>
>;

/** Whether the link carries any scenario, without decoding one. */
export function carriesScenarios(search: ScenarioSearch): boolean {
  return scenarioParams.some((param) => Boolean(search[param]));
}

/**
 * The text of a first, empty scenario: a name alone is a scenario (docs/scenario-links.md), so
 * the "What if" button needs no codec.
 */
export const FIRST_SCENARIO_TEXT = 'Scenario 1';
