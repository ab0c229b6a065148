import type { NoteTarget } from '../../core/cash-weeks/contract.ts';
import { addDays, endOfMonth } from '../../core/calendar-date.ts';
import type { DateWindow } from '../../core/date-window.ts';

const overlaps = (from: string, to: string, window: DateWindow) => from <= window.to && window.from <= to;

/**
 * The notes on a period, as a report or the board pack shows them: those on a month or week of its window, and on a
 * category in a period overlapping it, of the categories it is filtered to (all when unfiltered).
 * A forecast's note belongs beside the forecast, not under a period's figures.
 */
export function periodNoteScope(window: DateWindow, categoryIds: readonly string[] | undefined): (target: NoteTarget) => boolean {
  const wanted = categoryIds && categoryIds.length > 0 ? new Set(categoryIds) : null;
  return (target) => {
    switch (target.kind) {
      case 'month':
        return overlaps(`${target.month}-01`, endOfMonth(`${target.month}-01`), window);
      case 'week':
        return overlaps(target.week, addDays(target.week, 6), window);
      case 'category':
        return (wanted === null || wanted.has(target.categoryId)) && overlaps(target.from, target.to, window);
      case 'forecast':
        return false;
    }
  };
}
