import { useMemo } from 'react';
import { parseMoney } from '../../core/money.ts';
import type { Category } from '../../core/api/schemas/reference.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { seriesColor } from '../../components/charts/chart-theme.ts';
import { buildActivityStatement } from './model/build-activity-statement.ts';
import { toGroupedChart } from './model/chart-model.ts';
import { groupDrillFilter } from './model/drill-filter.ts';
import { foldTopGroups } from './model/fold-top-groups.ts';
import { groupLabel } from './model/group-labels.ts';
import { toGroupedRows } from '../../core/cash-flow/grouped-rows.ts';
import { reportPeriods } from '../../core/cash-flow/report-periods.ts';
import { ReportChartSlot } from './report-chart-slot.tsx';
import { ReportTableSection } from './report-table-section.tsx';
import type { ReportSettings } from './use-report-settings.ts';

type Props = { summary: Summary; previous: Summary | null; settings: ReportSettings; categoryList: Category[] };

/** The cash-flow statement: operating, investing and financing sections with period columns. */
export function ActivitySection({ summary, previous, settings, categoryList }: Props) {
  const { table, chart, folded } = useMemo(() => {
    const rows = toGroupedRows(summary.rows);
    const periods = reportPeriods(summary.window, summary.interval);
    const drillFilter = (activity: string) => groupDrillFilter('activity', [activity], { categories: categoryList, rollup: false });
    const table = buildActivityStatement({
      rows,
      periods,
      window: summary.window,
      interval: summary.interval,
      totalNet: parseMoney(summary.totals.net),
      label: (activity) => groupLabel('activity', activity, {}),
      drill: drillFilter,
      previous: previous
        ? { rows: toGroupedRows(previous.rows), totalNet: parseMoney(previous.totals.net), window: previous.window }
        : null,
    });
    const folded = foldTopGroups(rows, periods, 30);
    const chart = toGroupedChart(
      folded,
      summary.interval,
      (key, index) => ({ label: groupLabel('activity', key, {}), color: seriesColor(index) }),
      'bars',
    );
    return { table, chart, folded };
  }, [summary, previous, categoryList]);
  const drillOf = (index: number, seriesKey: string) => {
    const group = folded.groups.find((candidate) => seriesKey.startsWith(`${candidate.key}:`));
    const period = folded.periods[index];
    if (!group || !period) return null;
    return { period, filter: groupDrillFilter('activity', group.members, { categories: categoryList, rollup: false }) };
  };
  return (
    <>
      <ReportChartSlot
        model={chart}
        currency={summary.currency}
        title="Inflows and outflows per period by activity"
        search={settings.search}
        drillOf={drillOf}
      />
      <ReportTableSection
        table={table}
        currency={summary.currency}
        search={settings.search}
        filename={`cash-flow-statement_${summary.window.from}_${summary.window.to}.csv`}
        zeros={{ shown: settings.zeros === 'shown', interval: summary.interval }}
        units={settings.units}
      />
    </>
  );
}
