import { ChartWhenVisible } from '../../components/charts/chart-when-visible.tsx';
import { LazyFlowChart } from './lazy-report-parts.ts';
import type { ChartModel } from './model/chart-model.ts';
import styles from './reports.module.css';

type Props = { model: ChartModel; currency: string; title: string; onSelect?: (pointIndex: number, seriesKey: string) => void };

/** The chart card: a skeleton until it is in view and Recharts has loaded, then the chart. */
export function ReportChartSlot(props: Props) {
  return (
    <div className={styles.chartCard} data-testid="report-chart">
      <ChartWhenVisible>
        <LazyFlowChart {...props} />
      </ChartWhenVisible>
    </div>
  );
}
