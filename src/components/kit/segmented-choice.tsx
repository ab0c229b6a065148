import { useId } from 'react';
import styles from './segmented-choice.module.css';

type Choice<Value> = { value: Value; label: string };

type Props<Value> = {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (next: Value) => void;
  /** Marks the first option as the control a panel focuses when it opens. */
  focusTarget?: boolean;
};

/** One of a few choices, as radio buttons drawn as one segmented control: the kit's only one, in light and dark. */
export function SegmentedChoice<Value>({ legend, choices, value, onChange, focusTarget = false }: Props<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.segmented}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice.label} className={styles.segment}>
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            data-filter-focus={focusTarget && index === 0 ? '' : undefined}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
