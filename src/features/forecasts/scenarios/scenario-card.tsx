import { useId, useState } from 'react';
import { type Adjustment, MAX_ADJUSTMENTS, MAX_NAME_LENGTH, type Scenario } from '../../../core/scenarios/scenario.ts';
import { LineSwatch } from '../runway/line-marker.tsx';
import { scenarioLineStyle } from '../runway/line-styles.ts';
import { AdjustmentForm, type AdjustmentChoices } from './adjustment-form.tsx';
import { describeAdjustment, type SentenceNames } from './adjustment-sentence.ts';
import type { ScenarioProjection } from './use-scenario-runways.ts';
import styles from './scenarios.module.css';

type Props = {
  index: number;
  projection: ScenarioProjection;
  names: SentenceNames;
  choices: AdjustmentChoices;
  onChange: (scenario: Scenario) => void;
  onRemove: () => void;
};

/** One scenario: its name, its adjustments as sentences (with what each changed), and the form to add one. */
export function ScenarioCard({ index, projection, names, choices, onChange, onRemove }: Props) {
  const { scenario, effects } = projection;
  const titleId = useId();
  const full = scenario.adjustments.length >= MAX_ADJUSTMENTS;
  const remove = (position: number) => onChange({ ...scenario, adjustments: scenario.adjustments.filter((_, at) => at !== position) });
  const add = (adjustment: Adjustment) => onChange({ ...scenario, adjustments: [...scenario.adjustments, adjustment] });

  return (
    <section className={styles.card} aria-labelledby={titleId} data-scenario-card={index}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          <LineSwatch {...scenarioLineStyle(index)} />
          <span>Scenario “{scenario.name}”</span>
        </h3>
        <button type="button" className="button button-quiet" onClick={onRemove}>
          Remove scenario
        </button>
      </div>
      <NameField name={scenario.name} onRename={(name) => onChange({ ...scenario, name })} />
      {scenario.adjustments.length === 0 ? (
        <p className={styles.muted}>No adjustment yet: until one is added, this scenario is the base case.</p>
      ) : (
        <ol className={styles.adjustments} aria-label={`Adjustments of “${scenario.name}”`}>
          {scenario.adjustments.map((adjustment, position) => {
            const sentence = describeAdjustment(adjustment, names);
            const removeLabel = `Remove “${sentence}”`;
            const note = effects[position]?.note;
            return (
              <li key={position} data-adjustment={adjustment.kind}>
                <span className={styles.adjustmentText}>
                  {sentence}
                  {note && <span className={effects[position]?.matched === 0 ? styles.warningNote : styles.note}> ({note})</span>}
                </span>
                <button type="button" className="button button-quiet" aria-label={removeLabel} onClick={() => remove(position)}>
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className={styles.muted}>This scenario holds the most adjustments a link can carry ({MAX_ADJUSTMENTS}).</p>
      ) : (
        <AdjustmentForm onAdd={add} choices={choices} disabled={full} />
      )}
    </section>
  );
}

/** The name is written to the link when the reader leaves the field or presses Enter; an empty name keeps the old one. */
function NameField({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState(name);
  const [shown, setShown] = useState(name);
  const id = useId();
  if (shown !== name) {
    setShown(name);
    setDraft(name);
  }
  const commit = () => {
    const next = draft.trim().replaceAll('~', '-');
    if (next === '' || next === name) {
      setDraft(name);
      return;
    }
    onRename(next);
  };
  return (
    <form
      className={styles.nameField}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor={id}>Name</label>
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={MAX_NAME_LENGTH}
        size={24}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
    </form>
  );
}
