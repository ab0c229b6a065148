import type { Period } from '../../../core/cash-flow/report-periods.ts';
import { periodLabel } from './period-label.ts';
import { earlierPeriod, isoPeriod, type TableColumn } from './report-table.ts';

/**
 * A column per period, oldest first, as finance reads a statement: "Mar 2026" on screen, its ISO
 * dates in CSV. Compared (`earlier`: the earlier window's periods), each names the period at the
 * same position it is set against.
 */
export function periodColumns(
  periods: readonly Period[],
  interval: string,
  options: { earlier?: readonly Period[] | null; withChange?: boolean } = {},
): TableColumn[] {
  return periods.map((period, index) => {
    const before = options.earlier?.[index];
    return {
      key: period.start,
      label: periodLabel(period, interval),
      csvLabel: isoPeriod(period),
      ...(options.withChange === false ? { withChange: false } : {}),
      ...(options.earlier ? { earlierPeriod: before ? earlierPeriod(before, periodLabel(before, interval)) : null } : {}),
    };
  });
}
