import { type RefObject, useLayoutEffect } from 'react';

type Refs = { plot: RefObject<HTMLElement | null>; layer: RefObject<HTMLElement | null>; link: RefObject<HTMLElement | null> };

/** Writes the link's box straight to its style, as a popover places itself: geometry is not state to render from. */
function placeLink({ plot, layer, link }: Refs, id: string | null) {
  const element = link.current;
  if (!element) return;
  const frame = layer.current?.getBoundingClientRect();
  const drawn = id === null ? undefined : plot.current?.querySelector(`[data-segment="${CSS.escape(id)}"]`)?.getBoundingClientRect();
  const box =
    frame && drawn ? { left: drawn.left - frame.left, top: drawn.top - frame.top, width: drawn.width, height: drawn.height } : null;
  for (const side of ['left', 'top', 'width', 'height'] as const) element.style[side] = box ? `${box[side]}px` : '';
}

/**
 * Lays `link` over the shape the plot drew for segment `id` (its `data-segment`), so the focus
 * ring sits on the very bar, whatever its stacking and size; over the whole plot until it is
 * drawn. Placed again when the segment or the drawing changes, when the plot resizes, and by the
 * returned function on focus (the chart draws once its container has a size, after this layer).
 */
export function useSegmentBox({ plot, layer, link }: Refs, id: string | null, drawing: unknown): () => void {
  useLayoutEffect(() => {
    const place = () => placeLink({ plot, layer, link }, id);
    place();
    const element = plot.current;
    if (!element) return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [plot, layer, link, id, drawing]);
  return () => placeLink({ plot, layer, link }, id);
}
