import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come into view, and stays true: for sections below the fold
 * whose requests should wait until the reader scrolls to them. `watch` is false while the page
 * above the element has not its final height yet: until then the element is not where it will be.
 */
export function useInView<Element extends HTMLElement>({ watch = true }: { watch?: boolean } = {}): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !watch || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, watch]);

  return [ref, seen];
}
