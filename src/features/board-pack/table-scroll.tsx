import type { ReactNode } from 'react';
import styles from './board-pack.module.css';

/** A wide table's own scrolling box on a phone: a named region keyboard users can focus to scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
