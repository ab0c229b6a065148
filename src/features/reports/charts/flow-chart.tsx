import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import {
  Bar,
  type BarShapeProps,
  CartesianGrid,
  ComposedChart,
  Line,
  Rectangle,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoneyString } from '../../../core/money.ts';
import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import { axisTick, chartColors } from '../../../components/charts/chart-theme.ts';
import { useTooltipPlacement } from '../../../components/charts/tooltip-placement.ts';
import type { FilterSearch } from '../../../core/url-state/filter-search.ts';
import type { ChartModel } from '../model/chart-model.ts';
import { segmentId, toSegmentGrid } from '../model/chart-segments.ts';
import { MoneyTooltip } from './money-tooltip.tsx';
import { SegmentKeys } from './segment-keys.tsx';
import styles from './charts.module.css';

type Props = {
  model: ChartModel;
  currency: string;
  title: string;
  /** The series the reader turned off in the legend (ChartLegend), by their legend key. */
  hidden: ReadonlySet<string>;
  /** The /transactions search a bar segment opens (the period's position and the series key); nothing when null. */
  opens?: (pointIndex: number, seriesKey: string) => FilterSearch | null;
};

/** Each drawn segment names itself, so the keyboard's focus ring can be laid over the very bar. */
const markedShape = (seriesKey: string) => (props: BarShapeProps) => (
  <g data-segment={segmentId(props.originalDataIndex, seriesKey)}>
    <Rectangle {...props} />
  </g>
);

/**
 * Any report chart: bars stacked by sign, lines, an optional balance axis; pure, fed chart-ready
 * data. A bar opens its transactions by mouse or from the keyboard.
 */
export default function FlowChart({ model, currency, title, hidden, opens }: Props) {
  const plot = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const grid = useMemo(
    () => (opens ? toSegmentGrid(model, hidden, (index, key) => opens(index, key) !== null) : []),
    [model, hidden, opens],
  );
  const open = (index: number, seriesKey: string) => {
    const search = opens?.(index, seriesKey);
    if (search) void navigate({ to: '/transactions', search });
  };
  const data = model.points.map((point, index) => ({ tick: point.tick, index, ...point.values }));
  const placement = useTooltipPlacement();
  const axisFormat = useScreenText().ticks(currency, (value) => formatMoneyString(value.toFixed(2), currency, { whole: true }));
  const visible = model.series.filter((series) => !hidden.has(series.legend));
  const hasBalance = visible.some((series) => series.axis === 'balance');
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}. The chart’s figures are in a table under it.</figcaption>
      <div className={styles.stage}>
        <div ref={plot} className={styles.plot} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            {/* The plot is hidden from assistive technology (the table holds its figures), so it must not take the focus either. */}
            <ComposedChart accessibilityLayer={false} data={data} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid stroke={chartColors.grid} vertical={false} />
              <XAxis dataKey="tick" tick={axisTick} stroke={chartColors.grid} minTickGap={8} />
              <YAxis yAxisId="flows" tick={axisTick} stroke={chartColors.grid} tickFormatter={axisFormat} width={88} />
              {hasBalance && (
                <YAxis
                  yAxisId="balance"
                  orientation="right"
                  tick={axisTick}
                  stroke={chartColors.grid}
                  tickFormatter={axisFormat}
                  width={88}
                />
              )}
              {/* A bar is read by its length from zero: months of outflows only must not hang from the lowest of them. */}
              <ReferenceLine yAxisId="flows" y={0} stroke={chartColors.axis} ifOverflow="extendDomain" />
              <Tooltip
                {...placement}
                cursor={{ fill: 'var(--surface-hover)', fillOpacity: 0.6 }}
                content={(props) => <MoneyTooltip payload={props.payload} model={model} hidden={hidden} currency={currency} />}
              />
              {visible.map((series) =>
                series.kind === 'bar' ? (
                  <Bar
                    key={series.key}
                    dataKey={series.key}
                    name={series.label}
                    yAxisId={series.axis}
                    fill={series.color}
                    {...(series.stack ? { stackId: series.stack } : {})}
                    isAnimationActive={false}
                    shape={markedShape(series.key)}
                    cursor={opens ? 'pointer' : undefined}
                    onClick={(_, index) => open(index, series.key)}
                  />
                ) : (
                  <Line
                    key={series.key}
                    dataKey={series.key}
                    name={series.label}
                    yAxisId={series.axis}
                    stroke={series.color}
                    strokeWidth={2}
                    strokeDasharray={series.dashed ? '6 4' : undefined}
                    dot={data.length <= 40}
                    isAnimationActive={false}
                    connectNulls
                  />
                ),
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        {opens && grid.length > 0 && <SegmentKeys grid={grid} model={model} currency={currency} title={title} opens={opens} plot={plot} />}
      </div>
    </figure>
  );
}
