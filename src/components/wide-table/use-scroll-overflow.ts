import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isAtEnd, scrollOverflow, type ScrollOverflow } from './scroll-overflow.ts';

/**
 * Follows which sides of a scrolled box hide columns, as it scrolls and resizes. A box scrolled to
 * its last column stays there when its columns widen (note marks and late cells arrive after the
 * first figures): a reader who asked for the Total keeps it on screen.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>({ left: false, right: false });
  const atEnd = useRef(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    atEnd.current = isAtEnd(box);
    const next = scrollOverflow(box);
    setOverflow((previous) => (previous.left === next.left && previous.right === next.right ? previous : next));
  }, [ref]);
  const resized = useCallback(() => {
    const box = ref.current;
    if (box && atEnd.current && !isAtEnd(box)) box.scrollLeft = box.scrollWidth;
    measure();
  }, [ref, measure]);
  // Measured before the first paint: the hint above the table, arriving a frame later, pushed the
  // whole table down on every phone (a layout shift of 0.02 on /13-weeks). The layout this reads
  // is the one the paint needs anyway; only the hint's line is laid out again.
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(resized);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure, resized]);
  return overflow;
}
