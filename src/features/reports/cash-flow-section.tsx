import { useMemo } from 'react';
import { narrowsMovementsOnly } from '../../core/api/filter-params.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { buildFlowTable, DIFFERENCE_LABEL } from './model/build-flow-table.ts';
import { hasDifferences, toCashFlowLine, toCashFlowPeriods } from './model/cash-flow-periods.ts';
import { ReportChartSlot } from './report-chart-slot.tsx';
import { ReportTableSection } from './report-table-section.tsx';
import { useChartBuilders } from './use-chart-builders.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

type Props = { summary: Summary; previous: Summary | null; settings: ReportSettings };

/** Without grouping: flows, net and balance per period, reconciled from the starting to the final balance. */
export function CashFlowSection({ summary, previous, settings }: Props) {
  const screen = useScreenText();
  const charts = useChartBuilders();
  const { table, periods, totals } = useMemo(() => {
    const periods = toCashFlowPeriods(summary.rows);
    const totals = toCashFlowLine(summary.totals);
    const previousData = previous
      ? { periods: toCashFlowPeriods(previous.rows), totals: toCashFlowLine(previous.totals), window: previous.window }
      : null;
    const table = buildFlowTable({
      periods,
      totals,
      window: summary.window,
      interval: summary.interval,
      previous: previousData,
      showDifference: hasDifferences([...periods, totals]),
    });
    return { table, periods, totals };
  }, [summary, previous]);
  const chart = useMemo(() => charts?.toCashFlowChart(periods, summary.interval) ?? null, [charts, periods, summary.interval]);
  const narrowed = narrowsMovementsOnly(settings.filters);
  const difference =
    totals.difference !== null && totals.difference !== 0n ? screen.money(totals.difference, summary.currency, { signed: true }) : null;
  // The chart's series are the table's lines: a bar of a period opens what that line's figure in the period opens.
  const drillOf = (index: number, series: string) =>
    [...table.rows, ...table.footer].find((row) => row.key === series)?.cells[index]?.drill;
  return (
    <>
      {chart ? (
        <ReportChartSlot
          model={chart}
          currency={summary.currency}
          title="Inflows, outflows, net cash flow and final balance per period"
          search={settings.search}
          drillOf={drillOf}
        />
      ) : (
        <Skeleton lines={6} label="Loading the chart" />
      )}
      <ReportTableSection
        table={table}
        currency={summary.currency}
        search={settings.search}
        filename={`cash-flow_${summary.window.from}_${summary.window.to}.csv`}
        zeros={{ shown: settings.zeros === 'shown', interval: summary.interval }}
        units={settings.units}
      >
        <p className={`muted ${styles.footnote}`}>
          Transfers between own accounts and excluded movements are left out of the cash flow and shown as their own figures.
          {difference !== null && (
            <>
              {' '}
              “{DIFFERENCE_LABEL}” ({difference} over the window) is what makes the starting balance reach the final balance:{' '}
              {narrowed ? 'the flows are narrowed by your filters while balances are not, and ' : ''}
              balances held in other currencies convert at each day’s rate.
            </>
          )}
        </p>
      </ReportTableSection>
    </>
  );
}
