import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';

/**
 * The 13-week cash-flow table (direct method) as the view draws it, the Excel sheet writes it and
 * a version stores it: every amount in cents, every column adding up to its total. Built by
 * `src/core/cash-weeks/` from the API's answers; components only draw it.
 */
export type WeekColumn = {
  /** 0 is this week (actual so far plus what is still expected), 1 to 12 the weeks after. */
  index: number;
  /** Monday. */
  from: IsoDate;
  /** Sunday. */
  to: IsoDate;
};

export type RowKind =
  | 'opening'
  | 'receipt_category'
  | 'receipts_total'
  | 'disbursement_category'
  | 'disbursements_total'
  | 'net'
  | 'closing'
  | 'minimum'
  | 'headroom';

export type TableRow = {
  /** Stable across versions: `receipts:<categoryId>`, `disbursements:uncategorised`, `closing`… */
  key: string;
  kind: RowKind;
  label: string;
  /** The category of a category row (null for uncategorised and for every other row). */
  categoryId: string | null;
  /** 0 for a top-level category (and every other row), 1 for a child shown under its parent. */
  depth: 0 | 1;
  /** The top-level row a child belongs to, for expanding and collapsing. */
  parentKey: string | null;
  /** One amount per week column. A parent's cells include its children's. */
  cells: Cents[];
  /** The 13 weeks together; null for balances (opening, closing, minimum, headroom), which do not add up. */
  total: Cents | null;
  /** Of this week's cell, what already happened (the summary's actuals); null for rows without actuals. */
  actualThisWeek: Cents | null;
};

export type CashWeeksTable = {
  currency: string;
  today: IsoDate;
  weeks: WeekColumn[];
  rows: TableRow[];
  /** The first week whose closing cash is under the minimum (null when none is set or none is under), and under zero. */
  firstUnderMinimum: number | null;
  firstUnderZero: number | null;
  /** Late forecasts, shown apart, and whether the table counts them (in this week) as the runway's setting says. */
  late: { receipts: Cents; disbursements: Cents; counted: boolean };
  /** What the figures assume (conversion, late items, stale balances), one sentence each. */
  assumptions: string[];
};
