import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';
import type { ForecastVersion } from './contract.ts';

/** How far ahead a forecast was made: 1, 4 and 13 weeks before the week. */
export const ACCURACY_LEADS = [1, 4, 13] as const;
export type AccuracyLead = (typeof ACCURACY_LEADS)[number];

/** What happened: net actual per category (null: uncategorised) per past week (its Monday), in cents. */
export type ActualsByCategoryWeek = ReadonlyMap<IsoDate, ReadonlyMap<string | null, Cents>>;

/** One past week: the actual, and per lead what the version made that many weeks before expected (null: no such version). */
export type AccuracyLine = { actual: Cents; forecast: Record<AccuracyLead, Cents | null> };
export type AccuracyWeek = { week: IsoDate; total: AccuracyLine; byCategory: Map<string | null, AccuracyLine> };

/** Mean absolute error per category and lead (rounded to the cent); null where no week had a forecast at that lead. */
export type AccuracyReport = { weeks: AccuracyWeek[]; meanAbsoluteError: Map<string | null, Record<AccuracyLead, Cents | null>> };

export function accuracy(versions: readonly ForecastVersion[], actualsByCategoryWeek: ActualsByCategoryWeek): AccuracyReport {
  void versions;
  void actualsByCategoryWeek;
  throw new Error('not yet');
}
