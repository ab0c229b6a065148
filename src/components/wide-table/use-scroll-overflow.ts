import { useCallback, useEffect, useState, type RefObject } from 'react';
import { scrollOverflow, type ScrollOverflow } from './scroll-overflow.ts';

/** Follows which sides of a scrolled box hide columns, as it scrolls and resizes. */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = scrollOverflow(box);
    setOverflow((previous) => (previous.left === next.left && previous.right === next.right ? previous : next));
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // No measure here: the observer reports once the box is laid out, where reading its widths
    // here forced a layout of the whole page before the first figures could paint.
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);
  return overflow;
}
