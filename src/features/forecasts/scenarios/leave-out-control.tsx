import { useId, useState } from 'react';
import type { Forecast } from '../../../core/api/schemas/forecast.ts';
import { isOutstanding } from '../../../core/runway/forecast-totals.ts';
import { MAX_ADJUSTMENTS, MAX_SCENARIOS, type Scenario } from '../../../core/scenarios/scenario.ts';
import { nextName } from './next-name.ts';
import { useScenarios } from './use-scenarios.ts';
import styles from './scenarios.module.css';

/** The scenario a forecast is left out in: an existing one by position, or a new one. */
function leaveOut(scenarios: readonly Scenario[], target: number, forecastId: string): Scenario[] {
  const adjustment = { kind: 'drop' as const, forecastId };
  if (target >= scenarios.length) return [...scenarios, { name: nextName(scenarios), adjustments: [adjustment] }];
  return scenarios.map((scenario, at) => (at === target ? { ...scenario, adjustments: [...scenario.adjustments, adjustment] } : scenario));
}

/**
 * "What if this deal does not close": leaves the forecast out of a scenario from its details,
 * the way a reader thinks of it, instead of hunting for it in the scenario's form.
 */
export default function LeaveOutControl({ forecast }: { forecast: Forecast }) {
  const { scenarios, setScenarios } = useScenarios();
  const [target, setTarget] = useState(0);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const id = useId();
  if (!isOutstanding(forecast.status)) return null;

  const open = scenarios.flatMap((scenario, index) =>
    scenario.adjustments.length < MAX_ADJUSTMENTS &&
    !scenario.adjustments.some((adjustment) => adjustment.kind === 'drop' && adjustment.forecastId === forecast.id)
      ? [{ index, name: scenario.name }]
      : [],
  );
  const canAdd = scenarios.length < MAX_SCENARIOS;
  const leftOutIn = scenarios.filter((scenario) =>
    scenario.adjustments.some((adjustment) => adjustment.kind === 'drop' && adjustment.forecastId === forecast.id),
  );
  const chosen =
    open.some((option) => option.index === target) || (canAdd && target === scenarios.length)
      ? target
      : (open[0]?.index ?? scenarios.length);

  const submit = () => {
    const next = leaveOut(scenarios, chosen, forecast.id);
    setScenarios(next);
    setConfirmation(`Left out in scenario “${next[chosen]!.name}”: the projected cash below shows it.`);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>What if it does not happen?</h3>
      {leftOutIn.length > 0 && <p>Already left out in {leftOutIn.map((scenario) => `“${scenario.name}”`).join(' and ')}.</p>}
      {open.length > 0 || canAdd ? (
        <form
          className={styles.nameField}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={id}>Leave it out in</label>
          <select id={id} value={chosen} onChange={(event) => setTarget(Number(event.target.value))}>
            {open.map((option) => (
              <option key={option.index} value={option.index}>
                scenario “{option.name}”
              </option>
            ))}
            {canAdd && <option value={scenarios.length}>a new scenario</option>}
          </select>
          <button type="submit" className="button">
            Leave out
          </button>
        </form>
      ) : (
        <p>Every scenario is full: remove one, or an adjustment, to leave this forecast out.</p>
      )}
      {confirmation && <p role="status">{confirmation}</p>}
    </section>
  );
}
