import type { Cents } from '../../../core/money.ts';
import type { Direction } from '../../../core/api/schemas/common.ts';
import type { ComparedWith } from '../../../core/change-meaning.ts';
import type { Change } from '../../../core/cash-flow/change.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';

/** Where a figure leads: the transactions of that period, narrowed to its group (and direction) when one applies. */
export type DrillTarget = { period: Period; filter: DrillFilter | null; direction?: Direction };

/** A figure; `note` says why there is none ("no plan") where a dash would hide it. */
export type TableCell = { value: Cents | null; change?: Change | null; drill?: DrillTarget | null; note?: string };

export type TableColumn = {
  key: string;
  label: string;
  /** The real name for CSV where the screen masks it (presentation mode hides counterparties). */
  csvLabel?: string;
  color?: string | null;
  /** Whether a change column follows this one (when the table compares). */
  withChange?: boolean;
  /** Flows carry their sign ("+"); balances do not. */
  signed?: boolean;
};

/** The period a row is compared with: "Sep 2026" on screen, "2026-09-01/2026-09-30" in CSV. */
export type EarlierPeriod = { label: string; csv: string };

export type TableRow = {
  key: string;
  label: string;
  /** How the row is named in CSV: ISO periods ("2026-01-01/2026-01-31") rather than locale text. */
  csvLabel: string;
  cells: TableCell[];
  kind?: 'section' | 'subtotal' | 'total' | 'difference';
  earlierPeriod?: EarlierPeriod | null;
};

/** Any table of the reports view: figures exact, every row the same columns, the totals in `footer`. */
export type ReportTable = {
  caption: string;
  rowHeader: string;
  columns: TableColumn[];
  rows: TableRow[];
  footer: TableRow[];
  comparing: boolean;
  /** Against an earlier window ("Change", with the earlier figure) or against the plan ("Variance"). */
  comparedWith?: ComparedWith;
  /** The earlier window, for rows that are not periods of their own (the lines of a statement). */
  earlierWindow?: EarlierPeriod | null;
};

export const showsChange = (table: ReportTable, column: TableColumn) => table.comparing && column.withChange !== false;

export const changeHeading = (table: ReportTable) => (table.comparedWith === 'plan' ? 'Variance' : 'Change');

export const isoPeriod = (period: Period) => `${period.start}/${period.end}`;

export const earlierPeriod = (period: Period, label: string): EarlierPeriod => ({ label, csv: isoPeriod(period) });
