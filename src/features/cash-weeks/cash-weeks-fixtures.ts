import type { IsoDate } from '../../core/calendar-date.ts';
import { addDays } from '../../core/calendar-date.ts';
import type { CashWeeksTable, TableRow } from '../../core/cash-weeks/table-model.ts';
import type { ForecastVersion, VersionSummary } from '../../core/cash-weeks/contract.ts';

/** Test data drawn as the computation hands it over: 13 weeks from Monday 23 Nov 2026. */
export const SALES = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
export const SALES_EU = '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e';
export const RENT = '3c4d5e6f-7a8b-4c2d-8e3f-4a5b6c7d8e9f';
export const VERSION_ID = '4d5e6f7a-8b9c-4d3e-9f4a-5b6c7d8e9f0a';
const MONDAY: IsoDate = '2026-11-23';

const weeks = Array.from({ length: 13 }, (_, index) => ({ index, from: addDays(MONDAY, index * 7), to: addDays(MONDAY, index * 7 + 6) }));
const flat = (cents: bigint) => weeks.map(() => cents);
const sum = (cells: readonly bigint[]) => cells.reduce((total, cell) => total + cell, 0n);

function row(key: string, kind: TableRow['kind'], label: string, cells: bigint[], more: Partial<TableRow> = {}): TableRow {
  const balance = kind === 'opening' || kind === 'closing' || kind === 'minimum' || kind === 'headroom';
  return {
    key,
    kind,
    label,
    categoryId: null,
    depth: 0,
    parentKey: null,
    cells,
    total: balance ? null : sum(cells),
    actualThisWeek: null,
    ...more,
  };
}

/** Closing falls 30k a week from 100k: under the 50k minimum in week 2 (index 1), under zero in week 4 (index 3). */
export function fixtureTable(): CashWeeksTable {
  const closing = weeks.map((week) => 10_000_000n - 3_000_000n * BigInt(week.index + 1));
  const opening = weeks.map((week) => 10_000_000n - 3_000_000n * BigInt(week.index));
  return {
    currency: 'EUR',
    today: '2026-11-25',
    weeks,
    rows: [
      row('opening', 'opening', 'Opening cash', opening),
      row(`receipts:${SALES}`, 'receipt_category', 'Sales', flat(1_000_000n), { categoryId: SALES, actualThisWeek: 400_000n }),
      row(`receipts:${SALES_EU}`, 'receipt_category', 'Sales EU', flat(250_000n), {
        categoryId: SALES_EU,
        depth: 1,
        parentKey: `receipts:${SALES}`,
        actualThisWeek: 100_000n,
      }),
      row('receipts_total', 'receipts_total', 'Total receipts', flat(1_000_000n), { actualThisWeek: 400_000n }),
      row(`disbursements:${RENT}`, 'disbursement_category', 'Rent', flat(-4_000_000n), { categoryId: RENT, actualThisWeek: -4_000_000n }),
      row('disbursements_total', 'disbursements_total', 'Total disbursements', flat(-4_000_000n), { actualThisWeek: -4_000_000n }),
      row('net', 'net', 'Net cash flow', flat(-3_000_000n)),
      row('closing', 'closing', 'Closing cash', closing),
      row('minimum', 'minimum', 'Minimum', flat(5_000_000n)),
      row(
        'headroom',
        'headroom',
        'Headroom',
        closing.map((cents) => cents - 5_000_000n),
      ),
    ],
    firstUnderMinimum: 1,
    firstUnderZero: 3,
    late: { receipts: 1_200_000n, disbursements: -300_000n, counted: false },
    assumptions: [
      'Amounts in other currencies are converted at the latest rate the API gives.',
      'Late forecasts are shown apart and not counted.',
    ],
  };
}

export const versionSummary: VersionSummary = {
  id: VERSION_ID,
  takenAt: '2026-11-16T07:00:00Z',
  takenBy: 'Ada Lovelace',
  kind: 'scheduled',
  firstWeek: '2026-11-16',
  currency: 'EUR',
};

export const version: ForecastVersion = {
  ...versionSummary,
  opening: '130000.00',
  cells: [{ categoryId: SALES, week: '2026-11-30', amount: '8000.00' }],
  items: [
    {
      forecastId: '5e6f7a8b-9c0d-4e4f-8a5b-6c7d8e9f0a1b',
      label: 'Castellan Design',
      categoryId: SALES,
      week: '2026-11-30',
      amount: '8000.00',
    },
  ],
};
