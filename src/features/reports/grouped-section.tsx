import { useMemo } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { balanceLines } from './model/balance-lines.ts';
import { toCashFlowLine, toCashFlowPeriods } from './model/cash-flow-periods.ts';
import type { ReportBalances } from './use-report-balances.ts';
import { toggledIds } from '../../core/url-state/toggled-ids.ts';
import { useUpdateSearch } from '../../browser/use-view-search.ts';
import { parseMoney } from '../../core/money.ts';
import type { Category } from '../../core/api/schemas/reference.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { chartColors, seriesColor } from '../../components/charts/chart-theme.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { buildGroupTable } from './model/build-group-table.ts';
import { toGroupedChart } from './model/chart-model.ts';
import { groupDrillFilter } from './model/drill-filter.ts';
import { foldTopGroups, type GroupSeries } from './model/fold-top-groups.ts';
import { groupLabel, type ReferenceMaps } from './model/group-labels.ts';
import { NO_GROUP, OTHER_GROUP, toGroupedRows } from '../../core/cash-flow/grouped-rows.ts';
import { oneFlowRows } from './model/one-flow-rows.ts';
import { reportPeriods } from '../../core/cash-flow/report-periods.ts';
import { rollupToParents } from './model/rollup-categories.ts';
import { categoryChildren } from '../../core/cash-flow/category-children.ts';
import { ReportChartSlot } from './report-chart-slot.tsx';
import { ReportTableSection } from './report-table-section.tsx';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

type Props = {
  summary: Summary;
  previous: Summary | null;
  settings: ReportSettings;
  refs: ReferenceMaps;
  categoryList: Category[];
  /** The same report by period alone, for opening and closing cash (asked by the page with the grouped summary). */
  balances: ReportBalances;
};

const groupHeadings: Record<string, string> = {
  category: 'Category',
  counterparty: 'Counterparty',
  label: 'Label',
  account: 'Account',
  direction: 'Direction',
};

const rankedCaptions = { inflows: 'Inflows by period: top customers', outflows: 'Outflows by period: top suppliers' } as const;

/** Stacked bars per period by group (top N, Other, and the unattributed apart), and the table of groups by period under them. */
export function GroupedSection({ summary, previous, settings, refs, categoryList, balances: balanceSummaries }: Props) {
  const groupBy = summary.group_by ?? '';
  const rollup = settings.rollup && groupBy === 'category';
  const nested = groupBy === 'category' && !settings.rollup;
  const rank = settings.rank;
  const screen = useScreenText();
  // Ranked by one flow, the lines are no cash flow: opening plus them is no closing cash.
  const balancesWanted = !rank;
  const updateSearch = useUpdateSearch();
  const byPeriod = balancesWanted ? (balanceSummaries.current.data ?? null) : null;
  const earlierByPeriod = balancesWanted ? (balanceSummaries.previous?.data ?? null) : null;
  const { table, chart, folded } = useMemo(() => {
    const shape = (source: Summary) => {
      const rows = toGroupedRows(source.rows);
      const rolled = (rollup || nested) && refs.categories ? rollupToParents(rows, refs.categories) : rows;
      return rank ? oneFlowRows(rolled, rank) : rolled;
    };
    // By category, the top-level categories rank and fold; their subcategories are lines beneath them.
    const children =
      nested && refs.categories
        ? categoryChildren(toGroupedRows(summary.rows), refs.categories, previous ? toGroupedRows(previous.rows) : [])
        : null;
    const total = (source: Summary) => parseMoney(source.totals[rank ?? 'net']);
    const periods = reportPeriods(summary.window, summary.interval);
    const earlierRows = previous ? shape(previous) : null;
    const folded = foldTopGroups(shape(summary), periods, settings.top, earlierRows ?? []);
    // The screen names counterparties and accounts as presentation mode shows them; the CSV keeps their names.
    const shownRefs = {
      ...refs,
      counterparties: refs.counterparties && screen.counterparties(refs.counterparties),
      accounts:
        refs.accounts && screen.masked
          ? new Map([...refs.accounts].map(([id, account]) => [id, { ...account, name: screen.account(account, refs.banks) }]))
          : refs.accounts,
    };
    const nameOf = (names: ReferenceMaps) => (group: GroupSeries) =>
      group.key === OTHER_GROUP ? `Other (${group.members.length})` : groupLabel(groupBy, group.key, names);
    const describe = (key: string, index: number) => ({
      label: groupLabel(groupBy, key, shownRefs),
      color: key === OTHER_GROUP ? chartColors.other : key === NO_GROUP ? chartColors.unattributed : seriesColor(index),
    });
    const table = buildGroupTable({
      folded,
      totalNet: total(summary),
      window: summary.window,
      interval: summary.interval,
      label: nameOf(shownRefs),
      csvLabel: nameOf(refs),
      color: (group, index) => describe(group.key, index).color,
      drill: (group) => groupDrillFilter(groupBy, group.members, { categories: categoryList, rollup: rollup || nested }),
      children: children && {
        lines: children,
        label: (line) => {
          const name = refs.categories?.get(line.key)?.name ?? line.key;
          return line.own ? `${name}, not in a subcategory` : name;
        },
        csvLabel: (line) => {
          const label = groupLabel(groupBy, line.key, refs);
          return line.own ? `${label}, not in a subcategory` : label;
        },
        drill: (line) => groupDrillFilter(groupBy, [line.key], { categories: categoryList, rollup: false }),
        earlierRows: previous ? toGroupedRows(previous.rows) : null,
      },
      partition: groupBy !== 'label',
      previous:
        previous && earlierRows
          ? {
              rows: earlierRows,
              periods: reportPeriods(previous.window, previous.interval),
              window: previous.window,
              totalNet: total(previous),
            }
          : null,
      figure: rank ?? 'net',
      balances: byPeriod
        ? balanceLines({
            columns: folded.periods,
            periods: toCashFlowPeriods(byPeriod.rows),
            totals: toCashFlowLine(byPeriod.totals),
            previous: earlierByPeriod
              ? { periods: toCashFlowPeriods(earlierByPeriod.rows), totals: toCashFlowLine(earlierByPeriod.totals) }
              : null,
          })
        : null,
      rowHeader: groupHeadings[groupBy] ?? 'Group',
      ...(rank ? { caption: rankedCaptions[rank] } : {}),
    });
    const chart = toGroupedChart(folded, summary.interval, describe, settings.chart === 'lines' ? 'lines' : 'bars');
    return { table, chart, folded };
  }, [
    summary,
    previous,
    settings.top,
    settings.chart,
    rollup,
    nested,
    rank,
    refs,
    groupBy,
    categoryList,
    screen,
    byPeriod,
    earlierByPeriod,
  ]);
  const drillOf = (index: number, seriesKey: string) => table.rows.find((row) => seriesKey.startsWith(`${row.key}:`))?.cells[index]?.drill;
  const unattributed = folded.groups.some((group) => group.key === NO_GROUP);
  const balancesPending =
    balancesWanted &&
    (balanceSummaries.current.isPending || Boolean(balanceSummaries.previous?.isPending)) &&
    !balanceSummaries.current.error;
  const balancesFailed = balancesWanted && (balanceSummaries.current.error || balanceSummaries.previous?.error);
  if (balancesPending) return <Skeleton lines={8} label="Loading the report’s table" />;
  return (
    <>
      <ReportChartSlot
        model={chart}
        currency={summary.currency}
        title={rank ? rankedCaptions[rank] : `Inflows and outflows per period by ${groupBy}`}
        search={settings.search}
        drillOf={drillOf}
      />
      <ReportTableSection
        table={table}
        currency={summary.currency}
        search={settings.search}
        filename={`cash-flow-by-${groupBy}${rank ? `-${rank}` : ''}_${summary.window.from}_${summary.window.to}.csv`}
        zeros={{ shown: settings.zeros === 'shown', interval: summary.interval }}
        units={settings.units}
        nesting={
          nested
            ? {
                expanded: settings.expanded,
                onToggle: (key) => void updateSearch((before) => ({ ...before, expand: toggledIds(settings.expanded, key) })),
              }
            : null
        }
      >
        <p className={`muted ${styles.footnote}`}>
          {rank === 'inflows'
            ? 'Inflows per customer: what each counterparty paid in. '
            : rank === 'outflows'
              ? 'Outflows per supplier: what was paid to each counterparty. '
              : 'Net flows per group. '}
          The last figure of the Total column is the API’s own total for the window.
          {folded.groups.some((group) => group.key === OTHER_GROUP) && nested
            ? ` The ${settings.top} top-level categories that moved the most are shown, each the exact sum of its subcategories` +
              ` (▸ opens them); the rest are summed in “Other”.`
            : nested
              ? ' Each top-level category is the exact sum of its subcategories (▸ opens them).'
              : null}
          {folded.groups.some((group) => group.key === OTHER_GROUP) &&
            !nested &&
            ` The ${settings.top} ` +
              `${rank === 'inflows' ? 'customers that paid' : rank === 'outflows' ? 'suppliers that were paid' : 'groups that moved'}` +
              ` the most are shown; the rest are summed in “Other”.`}
          {unattributed && ` “${groupLabel(groupBy, NO_GROUP, refs)}” is not ranked: it is shown apart, last.`}
          {balancesFailed && ' Opening and closing cash could not be loaded: the table shows the flows alone.'}
          {groupBy === 'label' &&
            ' A movement with several labels counts under each of them,' +
              ' so groups can add up to more than the total, and periods have no total across labels.'}
        </p>
      </ReportTableSection>
    </>
  );
}
