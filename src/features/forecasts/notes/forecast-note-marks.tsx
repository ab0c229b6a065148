import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useMemo } from 'react';
import { notesQuery } from '../../../api/cash-weeks/notes-queries.ts';
import { markLabel } from '../../../components/notes/mark-label.ts';
import type { Note } from '../../../core/cash-weeks/contract.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import styles from '../forecast-calendar.module.css';

/** What a forecast's row or entry draws beside its name: its notes' mark, or nothing. */
export type ForecastNoteMark = (forecastId: string) => ReactNode;

type Props = {
  window: DateWindow;
  /** The page's state setter: the marks are a function, so they are handed over wrapped, not taken for an update. */
  onMarks: Dispatch<SetStateAction<ForecastNoteMark | null>>;
};

/**
 * Loaded after the month (notes are not part of the first figure): reads the month's notes, which
 * carry every forecast's, and hands the page each forecast's mark. Draws nothing itself.
 */
export default function ForecastNoteMarks({ window, onMarks }: Props) {
  const notes = useQuery(notesQuery(window));
  const marks = useMemo(() => forecastNoteMarks(notes.data ?? []), [notes.data]);
  useEffect(() => onMarks(() => marks), [marks, onMarks]);
  useEffect(() => () => onMarks(null), [onMarks]);
  return null;
}

export function forecastNoteMarks(notes: readonly Note[]): ForecastNoteMark {
  const counts = countByForecast(notes);
  return (forecastId) => <NoteCount count={counts.get(forecastId)} />;
}

export function countByForecast(notes: readonly Note[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const { target } of notes) {
    if (target.kind === 'forecast') counts.set(target.forecastId, (counts.get(target.forecastId) ?? 0) + 1);
  }
  return counts;
}

/**
 * How many notes the team keeps on a forecast: a figure to the eye, words to a screen reader, and
 * no keyboard stop (the forecast's own button opens them). Nothing for a forecast without notes.
 */
function NoteCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  const label = markLabel(count, 'this forecast');
  return (
    <span role="img" aria-label={label} title={label} className={styles.noteCount}>
      {count}
    </span>
  );
}
