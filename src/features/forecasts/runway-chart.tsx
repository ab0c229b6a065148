import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from '../../components/charts/chart-theme.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { formatDate } from '../../lib/calendar-date.ts';
import { LowestLabel } from './lowest-label.tsx';
import type { RunwayChartData, RunwaySeriesPoint } from './to-runway-series.ts';
import tooltip from '../../components/charts/chart-tooltip.module.css';
import styles from './forecasts-page.module.css';

type TooltipProps = { active?: boolean; payload?: readonly { payload?: RunwaySeriesPoint }[]; currency: string };

function RunwayTooltip({ active, payload, currency }: TooltipProps) {
  const screen = useScreenText();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className={tooltip.box}>
      <div>{formatDate(point.date, { dateStyle: 'medium' })}</div>
      <strong className="tabular">{screen.money(point.exact, currency)}</strong>
    </div>
  );
}

/** The projected balance, day by day, with the low point and the first crossing marked. Pure: fed chart-ready data. */
export default function RunwayChart({ series, lowest, crossing, threshold, currency }: RunwayChartData) {
  const values = series.map((point) => point.balance);
  const low = Math.min(...values, threshold ?? Infinity);
  const high = Math.max(...values, threshold ?? -Infinity);
  // Fit the axis to the projection (and the minimum): a runway's dips matter more than its distance from zero.
  const padding = (high - low) * 0.1 || Math.abs(high) * 0.05 || 1;
  // More room below: the low point's label sits under it, where the line never goes.
  const domain = [low - padding * 2.2, high + padding];
  const axisMoney = new Intl.NumberFormat(undefined, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 2 });
  const screen = useScreenText();
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={series} margin={{ top: 24, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tick={axisTick}
            tickFormatter={(date: string) => formatDate(date, { day: 'numeric', month: 'short' })}
            minTickGap={40}
          />
          <YAxis tick={axisTick} width={72} domain={domain} tickCount={6} tickFormatter={screen.ticks(currency, (value) => axisMoney.format(value))} />
          <Tooltip content={<RunwayTooltip currency={currency} />} />
          <ReferenceLine y={0} stroke={chartColors.axis} />
          {threshold !== null && (
            <ReferenceLine y={threshold} stroke={chartColors.outflow} strokeDasharray="6 4" label={{ value: 'Minimum', fill: chartColors.axis, fontSize: 12, position: 'insideTopRight' }} />
          )}
          {crossing && <ReferenceLine x={crossing.date} stroke={chartColors.outflow} strokeDasharray="2 3" />}
          <Line type="stepAfter" dataKey="balance" stroke={chartColors.balance} strokeWidth={2} dot={false} isAnimationActive={false} />
          <ReferenceDot
            x={lowest.date}
            y={lowest.balance}
            r={5}
            fill={chartColors.outflow}
            stroke="var(--surface)"
            label={<LowestLabel text={`Lowest ${screen.money(lowest.exact, currency)}`} fill={chartColors.net} className={styles.lowestLabel} />}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
