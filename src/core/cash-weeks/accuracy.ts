import { addDays, type IsoDate } from '../calendar-date.ts';
import { absCents, parseMoney, roundedRatio, type Cents } from '../money.ts';
import type { ForecastVersion } from './contract.ts';

/**
 * How far ahead a forecast was made: the version taken 1, 4 and 13 weeks before the week. A
 * version holds 13 weeks, its own and 12 more, so "13 weeks before" reads the version whose last
 * column the week was: taken 12 weeks before its Monday.
 */
export const ACCURACY_LEADS = [1, 4, 13] as const;
export type AccuracyLead = (typeof ACCURACY_LEADS)[number];
const weeksBefore = (lead: AccuracyLead) => Math.min(lead, 12);

/** What happened: net actual per category (null: uncategorised) per past week (its Monday), in cents. */
export type ActualsByCategoryWeek = ReadonlyMap<IsoDate, ReadonlyMap<string | null, Cents>>;

/** One past week: the actual, and per lead what the version made that many weeks before expected (null: no such version). */
export type AccuracyLine = { actual: Cents; forecast: Record<AccuracyLead, Cents | null> };
export type AccuracyWeek = { week: IsoDate; total: AccuracyLine; byCategory: Map<string | null, AccuracyLine> };

/** Mean absolute error per category and lead, and of the total (rounded to the cent); null where no week had a forecast at that lead. */
export type AccuracyReport = {
  weeks: AccuracyWeek[];
  meanAbsoluteError: Map<string | null, Record<AccuracyLead, Cents | null>>;
  totalMeanAbsoluteError: Record<AccuracyLead, Cents | null>;
};

/** Each version's cells for one week, by category; of several versions taken in one week, the latest. */
function forecastOf(versions: readonly ForecastVersion[], firstWeek: IsoDate, week: IsoDate): Map<string | null, Cents> | null {
  const taken = versions.filter((version) => version.firstWeek === firstWeek).sort((a, b) => b.takenAt.localeCompare(a.takenAt))[0];
  if (!taken) return null;
  const byCategory = new Map<string | null, Cents>();
  for (const cell of taken.cells)
    if (cell.week === week) byCategory.set(cell.categoryId, (byCategory.get(cell.categoryId) ?? 0n) + parseMoney(cell.amount));
  return byCategory;
}

const sumOf = (values: Iterable<Cents>) => [...values].reduce((total, value) => total + value, 0n);

/** For each past week, the forecasts made 1, 4 and 13 weeks before against what happened, by category and in total. */
export function accuracy(versions: readonly ForecastVersion[], actualsByCategoryWeek: ActualsByCategoryWeek): AccuracyReport {
  const weeks: AccuracyWeek[] = [...actualsByCategoryWeek.keys()].sort().map((week) => {
    const actual = actualsByCategoryWeek.get(week)!;
    const forecasts = Object.fromEntries(
      ACCURACY_LEADS.map((lead) => [lead, forecastOf(versions, addDays(week, -7 * weeksBefore(lead)), week)]),
    ) as Record<AccuracyLead, Map<string | null, Cents> | null>;
    const line = (pick: (values: ReadonlyMap<string | null, Cents>) => Cents): AccuracyLine => ({
      actual: pick(actual),
      forecast: { 1: forecasts[1] && pick(forecasts[1]), 4: forecasts[4] && pick(forecasts[4]), 13: forecasts[13] && pick(forecasts[13]) },
    });
    const categories = new Set([...actual.keys(), ...ACCURACY_LEADS.flatMap((lead) => [...(forecasts[lead]?.keys() ?? [])])]);
    const byCategory = new Map([...categories].map((category) => [category, line((values) => values.get(category) ?? 0n)]));
    return { week, total: line((values) => sumOf(values.values())), byCategory };
  });
  const categories = new Set(weeks.flatMap((week) => [...week.byCategory.keys()]));
  const meanAbsoluteError = new Map(
    [...categories].map((category) => [category, errors(weeks.map((week) => week.byCategory.get(category) ?? null))]),
  );
  return { weeks, meanAbsoluteError, totalMeanAbsoluteError: errors(weeks.map((week) => week.total)) };
}

/**
 * Per lead, the mean of |forecast − actual| over the weeks that had a forecast at that lead (for a category, the weeks
 * it moved or was forecast in).
 */
function errors(lines: readonly (AccuracyLine | null)[]): Record<AccuracyLead, Cents | null> {
  const mean = (lead: AccuracyLead): Cents | null => {
    const misses = lines.flatMap((line) => (line && line.forecast[lead] !== null ? [absCents(line.forecast[lead] - line.actual)] : []));
    return misses.length === 0 ? null : roundedRatio(sumOf(misses), BigInt(misses.length));
  };
  return { 1: mean(1), 4: mean(4), 13: mean(13) };
}
