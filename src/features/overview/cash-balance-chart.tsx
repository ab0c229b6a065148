import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from '../../components/charts/chart-theme.ts';
import { niceTicks } from '../../components/charts/nice-ticks.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { CashChartTooltip } from './cash-chart-tooltip.tsx';
import { formatCompactMoney } from './format-compact-money.ts';
import type { CashPoint } from './to-cash-series.ts';

type Props = { points: readonly CashPoint[]; currency: string };

/**
 * Balance lines on the left scale, inflow and outflow bars on the right one: flows are a
 * fraction of the balance and would vanish on a shared scale. Loaded lazily with Recharts.
 */
export function CashBalanceChart({ points, currency }: Props) {
  const tick = useScreenText().ticks(currency, (value) => formatCompactMoney(value, currency));
  const flowTicks = flowScale(points);
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The plot is hidden from assistive technology (the table holds its figures), so it must not take the focus either. */}
      <ComposedChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 4, bottom: 4, left: 4 }} barGap={1}>
        <CartesianGrid stroke={chartColors.grid} vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke={chartColors.grid} tickLine={false} minTickGap={16} />
        <YAxis yAxisId="balance" tick={axisTick} tickFormatter={tick} axisLine={false} tickLine={false} width={64} />
        <YAxis yAxisId="flows" orientation="right" tick={axisTick} tickFormatter={tick} axisLine={false} tickLine={false} width={64} domain={[flowTicks[0]!, flowTicks.at(-1)!]} ticks={flowTicks} />
        {/* Named, so it is never read as the balance gridline it may sit on. */}
        <ReferenceLine yAxisId="flows" y={0} stroke={chartColors.axis} label={{ value: 'no flow', position: 'insideBottomRight', fill: chartColors.axis, fontSize: 11 }} />
        <Tooltip
          content={({ active, payload }) => <CashChartTooltip active={active} payload={payload} currency={currency} />}
          cursor={{ fill: 'var(--surface-hover)', opacity: 0.6 }}
        />
        <Legend formatter={(value: string) => <span style={{ color: 'var(--text)' }}>{value}</span>} />
        <Bar yAxisId="flows" dataKey="inflows" name="Inflows (right scale)" fill={chartColors.inflow} maxBarSize={40} isAnimationActive={false} />
        <Bar yAxisId="flows" dataKey="outflows" name="Outflows (right scale)" fill={chartColors.outflow} maxBarSize={40} isAnimationActive={false} />
        <Line
          yAxisId="balance"
          dataKey="starting"
          name="Opening balance"
          stroke={chartColors.axis}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="balance"
          dataKey="final"
          name="Closing balance"
          stroke={chartColors.balance}
          strokeWidth={2.5}
          dot={points.length <= 16 ? { r: 3, fill: chartColors.balance } : false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/**
 * The flows' scale: round ticks from zero, as far each way as the largest flow either way, so
 * one small movement (yesterday's single payment) stands half the height, never the whole chart.
 */
function flowScale(points: readonly CashPoint[]): number[] {
  const largest = Math.max(1, ...points.flatMap((point) => [Math.abs(point.inflows), Math.abs(point.outflows)]));
  return niceTicks(-largest, largest, 5);
}
