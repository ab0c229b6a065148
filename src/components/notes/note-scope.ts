import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { plainTextWithLineBreaks } from '../../core/plain-text.ts';

/**
 * Which notes a list shows. `exact`: a note about one of the targets itself (a cell of the
 * 13-week table). `overlapping`: a category target also takes the notes on the same category
 * whose period overlaps its own, so a report over November shows a note on "Rent, 1–15 Nov".
 */
export type NoteMatching = 'exact' | 'overlapping';

/** What a list's notes are about: one target, several, or a test of its own (a report's window). */
export type NoteScope = NoteTarget | readonly NoteTarget[] | ((target: NoteTarget) => boolean);

const isList = (scope: NoteScope): scope is readonly NoteTarget[] => Array.isArray(scope);

export function scopeTest(scope: NoteScope, matching: NoteMatching): (target: NoteTarget) => boolean {
  if (typeof scope === 'function') return scope;
  const targets = isList(scope) ? scope : [scope];
  return (target) => targets.some((wanted) => sameOrWithin(target, wanted, matching));
}

function sameOrWithin(target: NoteTarget, wanted: NoteTarget, matching: NoteMatching): boolean {
  switch (target.kind) {
    case 'week':
      return wanted.kind === 'week' && wanted.week === target.week;
    case 'month':
      return wanted.kind === 'month' && wanted.month === target.month;
    case 'forecast':
      return wanted.kind === 'forecast' && wanted.forecastId === target.forecastId;
    case 'category':
      if (wanted.kind !== 'category' || wanted.categoryId !== target.categoryId) return false;
      if (matching === 'exact') return wanted.from === target.from && wanted.to === target.to;
      return target.from <= wanted.to && wanted.from <= target.to;
  }
}

/** Oldest first, as a conversation reads; the server's order is not promised. */
export function notesAbout(notes: readonly Note[], scope: NoteScope, matching: NoteMatching): Note[] {
  const about = scopeTest(scope, matching);
  return notes.filter((note) => about(note.target)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** What a forecast is, in words ("Castellan Design, 2 Dec 2026"), where the view knows it. */
export type ForecastName = (forecastId: string) => string | undefined;

/** "Week of 23 Nov 2026", "November 2026", "Rent, 1 Nov 2026 – 30 Nov 2026", "Forecast: Castellan Design, 2 Dec 2026". */
export function targetLabel(
  target: NoteTarget,
  categoryName: (id: string) => string | undefined,
  forecastName: ForecastName = () => undefined,
): string {
  switch (target.kind) {
    case 'week':
      return `Week of ${formatDate(target.week)}`;
    case 'month':
      return formatDate(`${target.month}-01`, { month: 'long', year: 'numeric' });
    case 'forecast': {
      const name = forecastName(target.forecastId);
      return name === undefined ? 'A forecast' : `Forecast: ${name}`;
    }
    case 'category':
      return `${categoryName(target.categoryId) ?? 'A category'}, ${formatDate(target.from)} – ${formatDate(target.to)}`;
  }
}

/** The length the server will count: the text as it will be kept (controls dropped, trimmed). */
export const keptLength = (text: string): number => plainTextWithLineBreaks(text).trim().length;
