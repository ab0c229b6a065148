import { useRef, type ReactNode } from 'react';
import { useScrollOverflow } from './use-scroll-overflow.ts';
import styles from './wide-table-scroll.module.css';

type Props = {
  /** The table's name, given to the scrolling region so a screen reader announces what it holds. */
  label: string;
  /** The last column's heading: the hint names it, and its button scrolls to it. */
  lastColumn: string;
  /** The caller's own frame (border, height); the scrolling itself is this component's. */
  className?: string;
  children: ReactNode;
};

/**
 * A table wider than its screen scrolls in its own focusable region (arrow keys scroll it), with a
 * shade on the hidden edge and a hint that says so in words, which also reaches a screen reader.
 * The table keeps its label column sticky, so label and amount stay on screen together.
 */
export function WideTableScroll({ label, lastColumn, className, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(scroller);
  return (
    <div className={styles.frame}>
      {overflow.right && (
        <p className={styles.hint}>
          <span>
            <span aria-hidden="true">→ </span>More columns to the right, {lastColumn} last: scroll the table sideways, or focus it and use
            the arrow keys.
          </span>
          <button
            type="button"
            className={styles.showLast}
            onClick={() => {
              scroller.current?.scrollTo({ left: scroller.current.scrollWidth });
              scroller.current?.focus({ preventScroll: true });
            }}
          >
            Show {lastColumn}
          </button>
        </p>
      )}
      <div className={styles.edges} data-more-right={overflow.right || undefined}>
        <div ref={scroller} className={`${styles.scroller} ${className ?? ''}`} tabIndex={0} role="region" aria-label={label}>
          {children}
        </div>
      </div>
    </div>
  );
}
