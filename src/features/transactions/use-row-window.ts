import { type RefObject, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { rowRange, scrollTopToReveal, viewportRows, type ViewportRows } from './row-window.ts';

type Options = { scrollRef: RefObject<HTMLElement | null>; count: number; rowHeight: number; offset: number; overscan: number };

export type VirtualRow = { index: number; start: number; end: number };

/**
 * Windowing for rows of one fixed height: only the rows in view (plus `overscan`) are
 * rendered. State changes only when a row boundary scrolls past, so scrolling within a row
 * renders nothing; a small hook instead of a general virtualiser keeps the route's script small.
 */
export function useRowWindow({ scrollRef, count, rowHeight, offset, overscan }: Options) {
  const [viewport, setViewport] = useState<ViewportRows>({ first: 0, last: 0 });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => {
      const next = viewportRows(element.scrollTop, element.clientHeight, rowHeight, offset);
      setViewport((previous) => (previous.first === next.first && previous.last === next.last ? previous : next));
    };
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(read);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [scrollRef, rowHeight, offset]);

  const { start, end } = rowRange(viewport, count, overscan);
  const items = useMemo(
    () =>
      Array.from({ length: end - start }, (_, position): VirtualRow => {
        const index = start + position;
        return { index, start: offset + index * rowHeight, end: offset + (index + 1) * rowHeight };
      }),
    [start, end, offset, rowHeight],
  );

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const target = scrollTopToReveal(index, element.scrollTop, element.clientHeight, rowHeight, offset);
      if (target !== null) element.scrollTop = target;
    },
    [scrollRef, rowHeight, offset],
  );

  return { items, totalSize: count * rowHeight, scrollToIndex };
}
