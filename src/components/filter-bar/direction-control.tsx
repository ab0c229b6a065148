import { useId } from 'react';
import type { Direction } from '../../core/api/schemas/common.ts';
import styles from './filter-bar.module.css';

const choices: { value: Direction | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'inflow', label: 'Inflows' },
  { value: 'outflow', label: 'Outflows' },
];

export const directionLabels: Record<Direction, string> = { inflow: 'Inflows', outflow: 'Outflows' };

/** Inflows, outflows or both, as three radio buttons drawn as one segmented control. */
export function DirectionControl({
  value,
  onChange,
  focusTarget,
}: {
  value: Direction | undefined;
  onChange: (next: Direction | undefined) => void;
  focusTarget?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={styles.segmented}>
      <legend className={styles.controlLabel}>Direction</legend>
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
