import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from '../../../components/charts/chart-theme.ts';
import { niceTicks } from '../../../components/charts/nice-ticks.ts';
import { useTooltipPlacement } from '../../../components/charts/tooltip-placement.ts';
import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import { formatDate } from '../../../core/calendar-date.ts';
import { LineMarkerShape } from './line-marker.tsx';
import { baseLineStyle, type LineStyle, scenarioLineStyle } from './line-styles.ts';
import { LowestLabel } from './lowest-label.tsx';
import type { RunwayChartData, RunwaySeriesPoint } from './to-runway-series.ts';
import tooltip from '../../../components/charts/chart-tooltip.module.css';
import styles from '../forecasts-page.module.css';

type TooltipProps = { active?: boolean; payload?: readonly { payload?: RunwaySeriesPoint }[]; currency: string; names: readonly string[] };

function RunwayTooltip({ active, payload, currency, names }: TooltipProps) {
  const screen = useScreenText();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  if (names.length === 0) {
    return (
      <div className={tooltip.box}>
        <div>{formatDate(point.date, { dateStyle: 'medium' })}</div>
        <strong className="tabular">{screen.money(point.exact, currency)}</strong>
      </div>
    );
  }
  return (
    <div className={tooltip.box}>
      <div>{formatDate(point.date, { dateStyle: 'medium' })}</div>
      <div>
        Base case: <strong className="tabular">{screen.money(point.exact, currency)}</strong>
      </div>
      {names.map((name, index) => (
        <div key={index}>
          {name}: <strong className="tabular">{screen.money(point.scenariosExact[index] ?? point.exact, currency)}</strong>
        </div>
      ))}
    </div>
  );
}

/** A low point drawn with its line's own marker, so it is found by shape as well as colour. */
function lowMarker(style: LineStyle) {
  return function drawLow({ cx, cy }: { cx?: number; cy?: number }) {
    if (cx === undefined || cy === undefined) return <g />;
    return <LineMarkerShape marker={style.marker} x={cx} y={cy} size={5} color={style.color} />;
  };
}

/**
 * The projected balance, day by day, with the low point and the first crossing marked; with
 * scenarios, one more line each, told apart by colour, dash and marker. Pure: fed chart-ready data.
 */
export default function RunwayChart({ series, lowest, crossing, threshold, currency, scenarios }: RunwayChartData) {
  const values = series.flatMap((point) => [point.balance, ...point.scenarios]);
  const low = Math.min(...values, threshold ?? Infinity);
  const high = Math.max(...values, threshold ?? -Infinity);
  // Fit the axis to the projection (and the minimum): a runway's dips matter more than its distance from zero.
  const padding = (high - low) * 0.1 || Math.abs(high) * 0.05 || 1;
  // More room below: the low point's label sits under it, where the line never goes. Round ticks around that.
  const ticks = niceTicks(low - padding * 2.2, high + padding, 6);
  const domain = [ticks[0]!, ticks.at(-1)!];
  const axisMoney = new Intl.NumberFormat(undefined, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 2 });
  const screen = useScreenText();
  const placement = useTooltipPlacement();
  const names = scenarios.map((scenario) => scenario.name);
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height={scenarios.length > 0 ? 320 : 280}>
        {/* The plot is hidden from assistive technology (the table holds its figures), so it must not take the focus either. */}
        <LineChart accessibilityLayer={false} data={series} margin={{ top: 24, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tick={axisTick}
            tickFormatter={(date: string) => formatDate(date, { day: 'numeric', month: 'short' })}
            minTickGap={40}
          />
          <YAxis
            tick={axisTick}
            width={72}
            domain={domain}
            ticks={ticks}
            tickFormatter={screen.ticks(currency, (value) => axisMoney.format(value))}
          />
          <Tooltip {...placement} content={<RunwayTooltip currency={currency} names={names} />} />
          <ReferenceLine y={0} stroke={chartColors.axis} />
          {threshold !== null && (
            <ReferenceLine
              y={threshold}
              stroke={chartColors.outflow}
              strokeDasharray="6 4"
              label={{ value: 'Minimum', fill: chartColors.axis, fontSize: 12, position: 'insideTopRight' }}
            />
          )}
          {crossing && <ReferenceLine x={crossing.date} stroke={chartColors.outflow} strokeDasharray="2 3" />}
          {scenarios.map((scenario, index) => {
            const style = scenarioLineStyle(index);
            return (
              <Line
                key={`line-${index}`}
                type="stepAfter"
                dataKey={(point: RunwaySeriesPoint) => point.scenarios[index]}
                name={scenario.name}
                stroke={style.color}
                strokeDasharray={style.dash}
                strokeWidth={2.5}
                dot={false}
                isAnimationActive={false}
              />
            );
          })}
          <Line
            type="stepAfter"
            dataKey="balance"
            name="Base case"
            stroke={baseLineStyle.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {scenarios.map((scenario, index) => (
            <ReferenceDot
              key={`low-${index}`}
              x={scenario.lowest.date}
              y={scenario.lowest.balance}
              shape={lowMarker(scenarioLineStyle(index))}
            />
          ))}
          <ReferenceDot
            x={lowest.date}
            y={lowest.balance}
            r={5}
            fill={scenarios.length > 0 ? baseLineStyle.color : chartColors.outflow}
            stroke="var(--surface)"
            label={
              <LowestLabel text={`Lowest ${screen.money(lowest.exact, currency)}`} fill={chartColors.net} className={styles.lowestLabel} />
            }
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
