import type { Change } from '../../core/cash-flow/change.ts';
import styles from './board-pack.module.css';

const arrows = { up: '▲', down: '▼', none: '=' } as const;

/** A change in the words that say what it means for cash ("▼ outflows 5.1 % lower"), coloured by that meaning. */
export function ChangeText({ change, missing = '—' }: { change: Change | null; missing?: string }) {
  if (!change) return <span className={`${styles.change} ${styles.neutral}`}>{missing}</span>;
  const { meaning } = change;
  return (
    <span className={`${styles.change} ${styles[meaning.tone]}`} data-tone={meaning.tone} title={meaning.words}>
      <span aria-hidden="true">{arrows[meaning.direction]} </span>
      {meaning.words}
      {meaning.tone !== 'neutral' && <span className="visually-hidden"> ({meaning.tone} for cash)</span>}
    </span>
  );
}
