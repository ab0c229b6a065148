import type { ValueParser } from '../url-state/parse-search.ts';

/**
 * The router keeps a scenario parameter as the text it came as: decoding it needs the scenario
 * codec, which stays out of every view's first download and is read where scenarios are drawn
 * (scenario-search.ts). That code reports what it could not use, as the router does for the rest.
 */
const scenarioText: ValueParser<string> = (raw) => ({ value: raw });

/** Up to three scenarios side by side with the base case, one parameter each (docs/scenario-links.md). */
export const scenarioSearchFields = {
  scenario1: scenarioText,
  scenario2: scenarioText,
  scenario3: scenarioText,
};

export type ScenarioParam = keyof typeof scenarioSearchFields;
export type ScenarioSearch = { [Name in ScenarioParam]?: string | undefined };

/** Whether the link carries any scenario, without decoding one. */
export function carriesScenarios(search: ScenarioSearch): boolean {
  return Boolean(search.scenario1 || search.scenario2 || search.scenario3);
}

/**
 * The text of a first, empty scenario: a name alone is a scenario (docs/scenario-links.md), so
 * the "What if" button needs no codec.
 */
export const FIRST_SCENARIO_TEXT = 'Scenario 1';
