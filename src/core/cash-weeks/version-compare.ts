import type { Cents } from '../money.ts';
import type { ForecastVersion, VersionItem } from './contract.ts';
import type { CashWeeksTable } from './table-model.ts';

/** One row's change against a version: per week, table minus version, in cents (null where the version has no such week). */
export type RowChange = { key: string; cells: (Cents | null)[] };
export type VersionComparison = { versionId: string; rows: RowChange[] };

export function compareWithVersion(table: CashWeeksTable, version: ForecastVersion): VersionComparison {
  void table;
  void version;
  throw new Error('not yet');
}

/** The n largest moves between a version's items and today's, in words ("Castellan Design: €120,000.00 moved from week 3 to week 7"). */
export function largestMoves(versionItems: readonly VersionItem[], currentItems: readonly VersionItem[], n: number, currency: string): string[] {
  void versionItems;
  void currentItems;
  void n;
  void currency;
  throw new Error('not yet');
}
