/** Which sides of a horizontally scrolled box hide content; a pixel of rounding is not "more". */
export type ScrollOverflow = { left: boolean; right: boolean };

export function scrollOverflow(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): ScrollOverflow {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return { left: false, right: false };
  return { left: box.scrollLeft > 1, right: box.scrollLeft < hidden - 1 };
}

/** Scrolled to its last column: a reader who went there (Show Total, the End key) wants to stay. */
export function isAtEnd(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): boolean {
  const overflow = scrollOverflow(box);
  return overflow.left && !overflow.right;
}
