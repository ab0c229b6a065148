/** Rows [start, end) to render: those in the viewport, widened by `overscan` on each side. */
export type RowRange = { start: number; end: number };

/** The viewport in whole rows: what changes only when a row boundary scrolls past. */
export type ViewportRows = { first: number; last: number };

/**
 * Which rows a fixed-height list shows at a scroll position; `offset` is the height above the
 * first row inside the scroller (the table header). `last` is the row at the bottom edge.
 */
export function viewportRows(scrollTop: number, viewportHeight: number, rowHeight: number, offset: number): ViewportRows {
  const first = Math.max(0, Math.floor((scrollTop - offset) / rowHeight));
  const last = Math.max(first, Math.ceil((scrollTop + viewportHeight - offset) / rowHeight) - 1);
  return { first, last };
}

export function rowRange(viewport: ViewportRows, count: number, overscan: number): RowRange {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.min(viewport.first, count - 1);
  const last = Math.min(Math.max(viewport.last, first), count - 1);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/**
 * The scrollTop that brings a row fully into view with the least movement, or null when it is
 * already; `offset` is also the sticky header's height, which must not cover the row.
 */
export function scrollTopToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  offset: number,
): number | null {
  const top = offset + index * rowHeight;
  const bottom = top + rowHeight;
  if (top - offset < scrollTop) return top - offset;
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight;
  return null;
}
