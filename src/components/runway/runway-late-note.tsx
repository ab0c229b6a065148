import type { Runway } from '../../core/runway/cash-runway.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { runwayLateNote } from '../../core/words/late-forecasts.ts';
import { Sentence } from '../sentence.tsx';
import styles from './runway-headline.module.css';

/** What the headline's low does and does not count, beside it: the sentence the alerts and the board pack write too. */
export function RunwayLateNote({ runway, currency, lookbackFrom }: { runway: Runway; currency: string; lookbackFrom: IsoDate }) {
  return (
    <p className={styles.note} data-runway-late data-counted={runway.late.oldest === null ? undefined : runway.late.counted}>
      <Sentence parts={runwayLateNote(runway, currency, lookbackFrom)} />
    </p>
  );
}
