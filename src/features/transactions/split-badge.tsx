import { SPLIT_EXPLANATION } from './transaction-names.ts';
import styles from './split-badge.module.css';

/** A split transaction has no category of its own: its pieces carry it, and the API does not list them. */
export function SplitBadge() {
  return (
    <span className={styles.split} title={SPLIT_EXPLANATION}>
      Split<span className="visually-hidden">: {SPLIT_EXPLANATION}</span>
    </span>
  );
}
