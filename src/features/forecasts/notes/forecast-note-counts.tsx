import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { notesQuery } from '../../../api/cash-weeks/notes-queries.ts';
import type { Note } from '../../../core/cash-weeks/contract.ts';
import type { DateWindow } from '../../../core/date-window.ts';

export type NoteCounts = ReadonlyMap<string, number>;

type Props = { window: DateWindow; onCounts: (counts: NoteCounts) => void };

/**
 * Loaded after the month (notes are not part of the first figure): reads the month's notes, which
 * carry every forecast's, and hands the page how many each forecast has. Draws nothing itself.
 */
export default function ForecastNoteCounts({ window, onCounts }: Props) {
  const notes = useQuery(notesQuery(window));
  const counts = useMemo(() => countByForecast(notes.data ?? []), [notes.data]);
  useEffect(() => onCounts(counts), [counts, onCounts]);
  useEffect(() => () => onCounts(new Map()), [onCounts]);
  return null;
}

export function countByForecast(notes: readonly Note[]): NoteCounts {
  const counts = new Map<string, number>();
  for (const { target } of notes) {
    if (target.kind === 'forecast') counts.set(target.forecastId, (counts.get(target.forecastId) ?? 0) + 1);
  }
  return counts;
}
