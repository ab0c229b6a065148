import type { Summary, SummaryRow } from '../api/schemas/summary.ts';
import { endOfMonth } from '../calendar-date.ts';

/** A monthly summary row as the API writes it, for tests: `net` must equal inflows + outflows. */
export function monthRow(
  month: string,
  flows: { inflows: string; outflows: string; net: string },
  extra: Partial<SummaryRow> = {},
): SummaryRow {
  const start = `${month}-01`;
  return { period_start: start, period_end: endOfMonth(start), ...flows, count: 1, ...extra };
}

/** A balance row: starting and final balance, nothing transferred or excluded unless given. */
export function balanceRow(month: string, net: string, starting: string, final: string, extra: Partial<SummaryRow> = {}): SummaryRow {
  const positive = !net.startsWith('-');
  return monthRow(
    month,
    { inflows: positive ? net : '0.00', outflows: positive ? '0.00' : net, net },
    { starting_balance: starting, final_balance: final, transfers: '0.00', excluded: '0.00', ...extra },
  );
}

/** A whole summary around `rows`, in EUR, nothing converted. */
export function summaryOf(rows: SummaryRow[], groupBy: Summary['group_by'] = null): Summary {
  return {
    object: 'summary',
    window: { from: rows[0]?.period_start ?? '2026-01-01', to: rows.at(-1)?.period_end ?? '2026-01-31' },
    interval: 'month',
    group_by: groupBy,
    currency: 'EUR',
    has_data: rows.length > 0,
    conversion: { converted: false, basis: null, source_currencies: [] },
    totals: { inflows: '0.00', outflows: '0.00', net: '0.00', count: rows.length },
    rows,
  };
}
