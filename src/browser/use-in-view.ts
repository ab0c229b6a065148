import { type RefObject, useEffect, useRef, useState } from 'react';

type Options = {
  /** False while the page above the element has not its final height yet: until then the element is not where it will be. */
  watch?: boolean;
  /**
   * How much of the element must be in view, from 0 (any of it) to 1. An element taller than the
   * screen counts once it fills that share of the screen.
   */
  share?: number;
};

const TENTHS = Array.from({ length: 11 }, (_, index) => index / 10);

/**
 * True once the element has come into view, and stays true: for sections below the fold
 * whose requests or drawing should wait until the reader scrolls to them.
 */
export function useInView<Element extends HTMLElement>({ watch = true, share = 0 }: Options = {}): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !watch || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => enoughInView(entry, share))) setSeen(true);
      },
      { threshold: share > 0 ? TENTHS : 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, watch, share]);

  return [ref, seen];
}

function enoughInView(entry: IntersectionObserverEntry, share: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= share) return true;
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= screen * share;
}
