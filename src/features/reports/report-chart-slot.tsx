import { Suspense } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { LazyFlowChart } from './lazy-report-parts.ts';
import type { ChartModel } from './model/chart-model.ts';
import styles from './reports.module.css';

type Props = { model: ChartModel; currency: string; title: string; onSelect?: (pointIndex: number, seriesKey: string) => void };

/** The chart card: a skeleton while Recharts loads, then the chart. */
export function ReportChartSlot(props: Props) {
  return (
    <div className={styles.chartCard} data-testid="report-chart">
      <Suspense fallback={<Skeleton lines={6} label="Loading the chart" />}>
        <LazyFlowChart {...props} />
      </Suspense>
    </div>
  );
}
