import type { Cents } from '../../../core/money.ts';
import type { Direction } from '../../../core/api/schemas/common.ts';
import type { ComparedWith } from '../../../core/change-meaning.ts';
import type { Change } from '../../../core/cash-flow/change.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';

/** Where a figure leads: the transactions of that period, narrowed to its group (and direction) when one applies. */
export type DrillTarget = { period: Period; filter: DrillFilter | null; direction?: Direction };

/**
 * A figure; `note` says why there is none ("no plan") where a dash would hide it. `percent` is a
 * figure that is a percentage, not money ("+12.7", a variance %; null: none to give).
 */
export type TableCell = { value: Cents | null; change?: Change | null; drill?: DrillTarget | null; note?: string; percent?: string | null };

/** The period a column is compared with: "Sep 2026" on screen, "2026-09-01/2026-09-30" in CSV. */
export type EarlierPeriod = { label: string; csv: string };

export type TableColumn = {
  key: string;
  label: string;
  /** How the column is named in CSV where the screen differs: ISO periods, real names that presentation mode masks. */
  csvLabel?: string;
  color?: string | null;
  /** Whether a change column follows this one (when the table compares). */
  withChange?: boolean;
  /** Flows carry their sign ("+"); balances do not. */
  signed?: boolean;
  /** The earlier period this column's figures are compared with. */
  earlierPeriod?: EarlierPeriod | null;
};

export type TableRow = {
  key: string;
  label: string;
  /** How the row is named in CSV: ISO periods ("2026-01-01/2026-01-31") rather than locale text. */
  csvLabel: string;
  cells: TableCell[];
  /** A balance is a line of its own (opening, closing cash): never folded away for being zero. */
  kind?: 'section' | 'subtotal' | 'total' | 'difference' | 'balance';
  color?: string | null;
  /** Flows carry their sign ("+"); balances do not. A figure is signed unless its row or its column says not. */
  signed?: boolean;
  /** A line beneath another (a subcategory under its top-level category), shown while that one is open. */
  parent?: { key: string; label: string };
};

/**
 * Any table of the reports view: figures exact, every row the same columns, the totals in
 * `footer`. Lines down and periods across (a total column last), but for the chart's figures,
 * whose rows are periods.
 */
export type ReportTable = {
  caption: string;
  rowHeader: string;
  columns: TableColumn[];
  rows: TableRow[];
  footer: TableRow[];
  comparing: boolean;
  /** Against an earlier window ("Change", with the earlier figure) or against the plan ("Variance"). */
  comparedWith?: ComparedWith;
  /** What the Total column holds where it is not a sum (balances): said under the table. */
  totalNote?: string;
  /** Lines named with their section ("Rent" then "Forecast" reads "Rent Forecast"), where a line's own label repeats in each section. */
  rowsNamedBySection?: boolean;
};

export const showsChange = (table: ReportTable, column: TableColumn) => table.comparing && column.withChange !== false;

export const changeHeading = (table: ReportTable) => (table.comparedWith === 'plan' ? 'Variance' : 'Change');

export const isoPeriod = (period: Period) => `${period.start}/${period.end}`;

export const earlierPeriod = (period: Period, label: string): EarlierPeriod => ({ label, csv: isoPeriod(period) });

export const isSigned = (row: TableRow, column: TableColumn) => row.signed !== false && column.signed !== false;

/** The lines on screen: every line but those beneath a line that is not open (`expanded` holds the open lines' keys). */
export const openLines = (rows: readonly TableRow[], expanded: ReadonlySet<string>) =>
  rows.filter((row) => !row.parent || expanded.has(row.parent.key));

/** The keys of the lines that have lines beneath them: each can be opened and closed. */
export const linesWithChildren = (rows: readonly TableRow[]) => new Set(rows.flatMap((row) => (row.parent ? [row.parent.key] : [])));
