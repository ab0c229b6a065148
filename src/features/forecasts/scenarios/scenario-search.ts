import { decodeScenario, encodeScenario } from '../../../lib/scenarios/scenario-codec.ts';
import { scenarioField } from '../../../lib/scenarios/scenario-field.ts';
import type { Scenario } from '../../../lib/scenarios/scenario.ts';
import type { FieldParser } from '../../../lib/url-state/parse-search.ts';

/**
 * A scenario stays in the search as its canonical text: the router writes strings back to the
 * address bar, so a parsed object would be lost; the page decodes it once per change.
 */
const canonicalScenarioField: FieldParser<string> = (raw) => {
  const result = scenarioField(raw);
  return 'error' in result ? result : { ...result, value: encodeScenario(result.value) };
};

/** Up to three scenarios side by side with the base case, one parameter each (docs/scenario-links.md). */
export const scenarioSearchFields = {
  scenario1: canonicalScenarioField,
  scenario2: canonicalScenarioField,
  scenario3: canonicalScenarioField,
};

type ScenarioSearch = { [Name in keyof typeof scenarioSearchFields]?: string | undefined };

/** The scenarios a validated search carries, in order; a gap (scenario2 alone) closes up. */
export function scenariosOf(search: ScenarioSearch): Scenario[] {
  return [search.scenario1, search.scenario2, search.scenario3].flatMap((text) => {
    if (text === undefined) return [];
    const decoded = decodeScenario(text);
    return 'error' in decoded ? [] : [decoded.scenario];
  });
}

/** The search parameters that hold these scenarios, every slot written so a removed one leaves the link. */
export function scenarioSearch(scenarios: readonly Scenario[]): Record<keyof ScenarioSearch, string | undefined> {
  const text = scenarios.map(encodeScenario);
  return { scenario1: text[0], scenario2: text[1], scenario3: text[2] };
}
