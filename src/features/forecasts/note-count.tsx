import { markLabel } from '../../components/notes/mark-label.ts';
import styles from './forecast-calendar.module.css';

/**
 * How many notes the team keeps on a forecast: a figure to the eye, words to a screen reader, and
 * no keyboard stop (the forecast's own button opens them). Nothing for a forecast without notes.
 */
export function NoteCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  const label = markLabel(count, 'this forecast');
  return (
    <span role="img" aria-label={label} title={label} className={styles.noteCount}>
      {count}
    </span>
  );
}
