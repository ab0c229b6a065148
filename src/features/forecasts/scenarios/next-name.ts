import type { Scenario } from '../../../core/scenarios/scenario.ts';

/** "Scenario 2" for a second scenario, or the next number no scenario is named after yet. */
export function nextName(scenarios: readonly Scenario[]): string {
  for (let number = scenarios.length + 1; ; number += 1) {
    const name = `Scenario ${number}`;
    if (!scenarios.some((scenario) => scenario.name === name)) return name;
  }
}
