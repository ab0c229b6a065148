import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import type { FilterSearch } from '../../../core/url-state/filter-search.ts';
import { oneOf } from '../../../core/one-of.ts';
import { clampPosition, moveSegment, segmentId, segmentKeys, type SegmentGrid, type SegmentPosition } from '../model/chart-segments.ts';
import type { ChartModel } from '../model/chart-model.ts';
import { useSegmentBox } from './use-segment-box.ts';
import styles from './charts.module.css';

type Props = {
  grid: SegmentGrid;
  model: ChartModel;
  currency: string;
  title: string;
  /** The /transactions search a segment opens; null when it opens nothing. */
  opens: (pointIndex: number, seriesKey: string) => FilterSearch | null;
  /** The drawn chart, where each segment's shape carries `data-segment`. */
  plot: RefObject<HTMLDivElement | null>;
};

/**
 * The chart's segments for the keyboard: one tab stop, a link laid over the segment it opens
 * (the plot itself stays hidden from assistive technology), moved with the arrow keys. Only
 * the current segment is in the page, so a screen reader meets one link here, not hundreds;
 * every figure is also in the figures table. The layer lets the mouse through to the plot.
 */
export function SegmentKeys({ grid, model, currency, title, opens, plot }: Props) {
  const screen = useScreenText();
  const hintId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const moved = useRef(false);
  const [position, setPosition] = useState<SegmentPosition>({ column: 0, row: 0 });
  const [focused, setFocused] = useState(false);
  const at = clampPosition(grid, position);
  const segment = grid[at.column]?.[at.row];
  const id = segment ? segmentId(segment.pointIndex, segment.series.key) : null;
  const place = useSegmentBox({ plot, layer, link }, id, grid);

  // The link of the segment moved to is a new element: the focus follows it, so a screen reader reads its name.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    link.current?.focus();
  }, [id]);

  const search = segment && opens(segment.pointIndex, segment.series.key);
  if (!segment || !id || !search) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    const key = oneOf(segmentKeys, event.key);
    if (!key) return;
    event.preventDefault();
    const next = moveSegment(grid, at, key);
    if (!next) return;
    moved.current = true;
    setPosition(next);
  };
  const what = `${segment.series.label}, ${model.points[segment.pointIndex]?.label}`;
  const amount = screen.money(segment.value, currency, { signed: true });
  return (
    <>
      <div ref={layer} className={styles.keys} role="group" aria-label={`${title}: the bars`}>
        <Link
          key={id}
          ref={link}
          to="/transactions"
          search={search}
          preload={false}
          className={styles.segment}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onFocus={() => {
            place();
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
        >
          <span className="visually-hidden">{`${what}: ${amount}, open the transactions`}</span>
        </Link>
      </div>
      {/* The segment's figure in words where the eye is, beside the keys: a tooltip would cover the ring. The link already names it. */}
      <p className={`${styles.keysHint} visually-hidden-unless-focus-within`}>
        {focused && (
          <strong aria-hidden="true">
            {what}: <span className={styles.amount}>{amount}</span>{' '}
          </strong>
        )}
        <span id={hintId}>
          <kbd>←</kbd> <kbd>→</kbd> period, <kbd>↑</kbd> <kbd>↓</kbd> bar, <kbd>Enter</kbd> opens its transactions
        </span>
      </p>
    </>
  );
}
