import type { StateInWords } from './alert-words.ts';
import styles from './alerts.module.css';

/** A state in words with its shape: the colour repeats them, never says it alone. */
export function StateBadge({ state }: { state: StateInWords }) {
  return (
    <span className={`${styles.state} ${styles[state.tone]}`}>
      <span className={styles.symbol} aria-hidden="true">
        {state.symbol}
      </span>
      <span>{state.text}</span>
    </span>
  );
}
