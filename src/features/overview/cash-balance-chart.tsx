import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from '../../components/charts/chart-theme.ts';
import { niceTicks } from '../../components/charts/nice-ticks.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { useTooltipPlacement } from '../../components/charts/tooltip-placement.ts';
import { CashChartTooltip } from './cash-chart-tooltip.tsx';
import { formatCompactMoney } from './format-compact-money.ts';
import type { CashPoint } from './to-cash-series.ts';
import styles from './overview.module.css';

type Props = { points: readonly CashPoint[]; currency: string };

/** Hovering either panel marks the same period in both, and the balance panel's tooltip gives its figures. */
const SYNC_ID = 'cash-position';
const MARGIN = { top: 8, right: 8, bottom: 4, left: 4 };
const AXIS_WIDTH = 64;
const legendText = (value: string) => <span style={{ color: 'var(--text)' }}>{value}</span>;

/**
 * The balance above, the flows below, each on its own scale over the same periods: flows are a
 * fraction of the balance and would vanish on a shared scale, and two scales in one plot put the
 * flows' zero on a balance gridline, where it reads as a balance. Loaded lazily with Recharts.
 */
export function CashBalanceChart({ points, currency }: Props) {
  const tick = useScreenText().ticks(currency, (value) => formatCompactMoney(value, currency));
  const flowTicks = flowScale(points);
  const placement = useTooltipPlacement();
  const data = [...points];
  return (
    <div className={styles.chartPanels}>
      <div data-panel="balance">
        <ResponsiveContainer width="100%" height="100%">
          {/* The plot is hidden from assistive technology (the table holds its figures), so it must not take the focus either. */}
          <LineChart accessibilityLayer={false} syncId={SYNC_ID} data={data} margin={MARGIN}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="label" hide />
            <YAxis tick={axisTick} tickFormatter={tick} axisLine={false} tickLine={false} width={AXIS_WIDTH} />
            <Tooltip
              {...placement}
              content={({ active, payload }) => <CashChartTooltip active={active} payload={payload} currency={currency} />}
              cursor={{ stroke: chartColors.axis, strokeDasharray: '2 3' }}
            />
            <Legend verticalAlign="top" align="left" height={24} formatter={legendText} />
            <Line
              dataKey="starting"
              name="Opening balance"
              stroke={chartColors.axis}
              strokeDasharray="5 4"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="final"
              name="Closing balance"
              stroke={chartColors.balance}
              strokeWidth={2.5}
              dot={points.length <= 16 ? { r: 3, fill: chartColors.balance } : false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div data-panel="flows">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} syncId={SYNC_ID} data={data} margin={MARGIN} barGap={1}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="label" tick={axisTick} stroke={chartColors.grid} tickLine={false} minTickGap={16} />
            <YAxis
              tick={axisTick}
              tickFormatter={tick}
              axisLine={false}
              tickLine={false}
              width={AXIS_WIDTH}
              domain={[flowTicks[0]!, flowTicks.at(-1)!]}
              ticks={flowTicks}
            />
            <ReferenceLine y={0} stroke={chartColors.axis} />
            {/* The period is marked here too; its figures are in the balance panel's tooltip. */}
            <Tooltip content={() => null} cursor={{ fill: 'var(--surface-hover)', opacity: 0.6 }} />
            <Legend verticalAlign="top" align="left" height={24} formatter={legendText} />
            <Bar dataKey="inflows" name="Inflows" fill={chartColors.inflow} maxBarSize={40} isAnimationActive={false} />
            <Bar dataKey="outflows" name="Outflows" fill={chartColors.outflow} maxBarSize={40} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/**
 * The flows' scale: round ticks from zero, as far each way as the largest flow either way, so
 * one small movement (yesterday's single payment) stands half the height, never the whole chart.
 */
function flowScale(points: readonly CashPoint[]): number[] {
  const largest = Math.max(1, ...points.flatMap((point) => [Math.abs(point.inflows), Math.abs(point.outflows)]));
  return niceTicks(-largest, largest, 4);
}
