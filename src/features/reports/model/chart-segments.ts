import { parseMoney } from '../../../core/money.ts';
import type { ChartModel, ChartSeries } from './chart-model.ts';

/** One drawn bar segment a reader can open: a period's figure of one bar series. */
export type Segment = { pointIndex: number; series: ChartSeries; value: string };

/** The segments period by period (periods without one left out), each period's drawn top to bottom. */
export type SegmentGrid = Segment[][];

/** Where the keyboard is in the grid: a period's column and a segment's row in it. */
export type SegmentPosition = { column: number; row: number };

/** Keys that move between segments; any other key is left to the browser. */
export const segmentKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

export type SegmentKey = (typeof segmentKeys)[number];

/** A stable id for a segment, to find its drawn shape and to key its element. */
export const segmentId = (pointIndex: number, seriesKey: string) => `${pointIndex}|${seriesKey}`;

/**
 * The bar segments the chart draws and a reader can open, as the eye meets them: periods left to
 * right; in a period, bars stacked by sign top to bottom (the last inflow series is drawn highest,
 * the last outflow series lowest), bars side by side left to right. A zero draws nothing: no stop.
 */
export function toSegmentGrid(
  model: ChartModel,
  hidden: ReadonlySet<string>,
  opens: (pointIndex: number, seriesKey: string) => boolean,
): SegmentGrid {
  const bars = model.series.filter((series) => series.kind === 'bar' && !hidden.has(series.legend));
  return model.points
    .map((point, pointIndex) => {
      const segments = bars.flatMap((series): Segment[] => {
        const value = point.exact[series.key];
        if (value === undefined || parseMoney(value) === 0n || !opens(pointIndex, series.key)) return [];
        return [{ pointIndex, series, value }];
      });
      return drawnOrder(segments);
    })
    .filter((column) => column.length > 0);
}

function drawnOrder(segments: Segment[]): Segment[] {
  const stacked = segments.filter((segment) => segment.series.stack !== undefined);
  const apart = segments.filter((segment) => segment.series.stack === undefined);
  const above = stacked.filter((segment) => parseMoney(segment.value) > 0n).reverse();
  const below = stacked.filter((segment) => parseMoney(segment.value) < 0n);
  return [...above, ...below, ...apart];
}

/**
 * Where a key leads: left and right to the neighbouring period (on the same series when it has a
 * segment there, else the nearest row), up and down within the period, Home and End to the first
 * and last period. Null when the key leads nowhere (the edge, or the grid is empty).
 */
export function moveSegment(grid: SegmentGrid, at: SegmentPosition, key: SegmentKey): SegmentPosition | null {
  const column = grid[at.column];
  if (!column) return null;
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const row = key === 'ArrowUp' ? at.row - 1 : at.row + 1;
    return row >= 0 && row < column.length ? { column: at.column, row } : null;
  }
  const target = { ArrowLeft: at.column - 1, ArrowRight: at.column + 1, Home: 0, End: grid.length - 1 }[key];
  const next = grid[target];
  if (!next || target === at.column) return null;
  const seriesKey = column[at.row]?.series.key;
  const same = next.findIndex((segment) => segment.series.key === seriesKey);
  return { column: target, row: same >= 0 ? same : Math.min(at.row, next.length - 1) };
}

/** The position kept inside the grid after it changed (a series hidden, new figures). */
export function clampPosition(grid: SegmentGrid, at: SegmentPosition): SegmentPosition {
  const column = Math.min(at.column, Math.max(0, grid.length - 1));
  const rows = grid[column]?.length ?? 1;
  return { column, row: Math.min(at.row, Math.max(0, rows - 1)) };
}
