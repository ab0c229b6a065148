import { formatDate } from '../../core/calendar-date.ts';
import type { CashWeeksTable, WeekColumn } from '../../core/cash-weeks/table-model.ts';

/** A column's heading: "This week" for the first, else the Monday it starts ("7 Dec"). */
export function weekHeading(week: WeekColumn): string {
  return week.index === 0 ? 'This week' : `w/c ${formatDate(week.from, { day: 'numeric', month: 'short' })}`;
}

/** The whole week in words, for a screen reader and a tooltip: "Monday 7 Dec to Sunday 13 Dec". */
export function weekSpan(week: WeekColumn): string {
  const day = (date: string) => formatDate(date, { weekday: 'long', day: 'numeric', month: 'short' });
  return `${day(week.from)} to ${day(week.to)}`;
}

/** The warnings the table carries, in words: the first week under the minimum, and under zero. */
export function thresholdSentences(table: CashWeeksTable): string[] {
  const sentence = (index: number | null, what: string) => {
    const week = index === null ? undefined : table.weeks[index];
    if (!week) return null;
    const when =
      week.index === 0
        ? 'this week'
        : `in the week of ${formatDate(week.from, { day: 'numeric', month: 'long' })} (week ${week.index + 1} of 13)`;
    return `Closing cash first falls under ${what} ${when}.`;
  };
  return [sentence(table.firstUnderMinimum, 'the minimum'), sentence(table.firstUnderZero, 'zero')].filter(
    (text): text is string => text !== null,
  );
}
