import type { ActualsByCategoryWeek } from '../../core/cash-weeks/accuracy.ts';
import type { VersionSummary } from '../../core/cash-weeks/contract.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { addDays, type IsoDate, startOfIsoWeek } from '../../core/calendar-date.ts';
import { type Cents, parseMoney } from '../../core/money.ts';

/** The past weeks measured: the 13 complete weeks before this one. */
export const MEASURED_WEEKS = 13;
/** The furthest lead measured (13 weeks) reaches this far back before the first measured week. */
const LONGEST_LEAD_WEEKS = 13;

/** The window of complete past weeks measured, Monday to the last Sunday. */
export function measuredWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const thisMonday = startOfIsoWeek(today);
  return { from: addDays(thisMonday, -7 * MEASURED_WEEKS), to: addDays(thisMonday, -1) };
}

/**
 * The versions accuracy needs, one per week (the newest taken that week): those made up to the
 * longest lead before the first measured week. Fewer downloads than every version kept.
 */
export function versionsToMeasure(versions: readonly VersionSummary[], today: IsoDate): string[] {
  const earliest = addDays(measuredWindow(today).from, -7 * LONGEST_LEAD_WEEKS);
  const newestPerWeek = new Map<IsoDate, VersionSummary>();
  for (const version of versions) {
    if (version.firstWeek < earliest || version.firstWeek >= startOfIsoWeek(today)) continue;
    const kept = newestPerWeek.get(version.firstWeek);
    if (!kept || kept.takenAt < version.takenAt) newestPerWeek.set(version.firstWeek, version);
  }
  return [...newestPerWeek.values()].sort((a, b) => a.firstWeek.localeCompare(b.firstWeek)).map((version) => version.id);
}

/** A weekly summary grouped by category as accuracy reads it: net per week's Monday and category (null: uncategorised). */
export function actualsByCategoryWeek(summary: Summary): ActualsByCategoryWeek {
  const weeks = new Map<IsoDate, Map<string | null, Cents>>();
  for (const row of summary.rows) {
    const week = startOfIsoWeek(row.period_start);
    const byCategory = weeks.get(week) ?? new Map<string | null, Cents>();
    const category = row.group ?? null;
    byCategory.set(category, (byCategory.get(category) ?? 0n) + parseMoney(row.net));
    weeks.set(week, byCategory);
  }
  return weeks;
}
