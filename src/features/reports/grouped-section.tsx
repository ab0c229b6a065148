import { useMemo } from 'react';
import { parseMoney } from '../../api/money.ts';
import type { Summary } from '../../api/schemas/summary.ts';
import { chartColors, seriesColor } from '../../components/charts/chart-theme.ts';
import { buildGroupTable } from './model/build-group-table.ts';
import { toGroupedChart } from './model/chart-model.ts';
import { groupDrillFilter } from './model/drill-filter.ts';
import { foldTopGroups } from './model/fold-top-groups.ts';
import { groupLabel, groupOwnColor, type ReferenceMaps } from './model/group-labels.ts';
import { OTHER_GROUP, toGroupedRows } from './model/grouped-rows.ts';
import { reportPeriods } from './model/report-periods.ts';
import { rollupToParents } from './model/rollup-categories.ts';
import { ReportChartSlot } from './report-chart-slot.tsx';
import { ReportTableSection } from './report-table-section.tsx';
import { useDrillNavigate } from './use-drill-navigate.ts';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';
import type { Category } from '../../api/schemas/reference.ts';

type Props = { summary: Summary; previous: Summary | null; settings: ReportSettings; refs: ReferenceMaps; categoryList: Category[] };

/** Stacked bars per period by group (top N and Other), and the periods-by-groups table under them. */
export function GroupedSection({ summary, previous, settings, refs, categoryList }: Props) {
  const drill = useDrillNavigate(settings.search);
  const groupBy = summary.group_by ?? '';
  const rollup = settings.rollup && groupBy === 'category';
  const { table, chart, folded } = useMemo(() => {
    const shape = (source: Summary) => {
      const rows = toGroupedRows(source.rows);
      return rollup && refs.categories ? rollupToParents(rows, refs.categories) : rows;
    };
    const periods = reportPeriods(summary.window, summary.interval);
    const folded = foldTopGroups(shape(summary), periods, settings.top);
    const describe = (key: string, index: number) => ({
      label: groupLabel(groupBy, key, refs),
      color: key === OTHER_GROUP ? chartColors.other : seriesColor(index, groupOwnColor(groupBy, key, refs)),
    });
    const table = buildGroupTable({
      folded,
      totalNet: parseMoney(summary.totals.net),
      window: summary.window,
      interval: summary.interval,
      label: (group) => (group.key === OTHER_GROUP ? `Other (${group.members.length})` : describe(group.key, 0).label),
      color: (group, index) => describe(group.key, index).color,
      drill: (group) => groupDrillFilter(groupBy, group.members, { categories: categoryList, rollup }),
      partition: groupBy !== 'label',
      previous: previous
        ? { rows: shape(previous), periods: reportPeriods(previous.window, previous.interval), totalNet: parseMoney(previous.totals.net) }
        : null,
    });
    const chart = toGroupedChart(folded, summary.interval, describe, settings.chart === 'lines' ? 'lines' : 'bars');
    return { table, chart, folded };
  }, [summary, previous, settings.top, settings.chart, rollup, refs, groupBy, categoryList]);
  const onSelect = (index: number, seriesKey: string) => {
    const groupIndex = folded.groups.findIndex((group) => seriesKey.startsWith(`${group.key}:`));
    drill(table.rows[index]?.cells[groupIndex]?.drill);
  };
  return (
    <>
      <ReportChartSlot model={chart} currency={summary.currency} title={`Inflows and outflows per period by ${groupBy}`} onSelect={onSelect} />
      <ReportTableSection
        table={table}
        currency={summary.currency}
        search={settings.search}
        filename={`cash-flow-by-${groupBy}_${summary.window.from}_${summary.window.to}.csv`}
      >
        <p className={`muted ${styles.footnote}`}>
          Net flows per group. The total row is the API’s own total for the window.
          {folded.groups.some((group) => group.key === OTHER_GROUP) && ` The ${settings.top} groups that moved the most money are shown; the rest are summed in “Other”.`}
          {groupBy === 'label' &&
            ' A movement with several labels counts under each of them, so groups can add up to more than the total, and periods have no total across labels.'}
        </p>
      </ReportTableSection>
    </>
  );
}
