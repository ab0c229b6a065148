import type { ReactNode } from 'react';
import styles from './workspace.module.css';

/**
 * A header button's words, which a phone replaces by an icon (workspace.module.css): the words
 * stay the button's name for a screen reader, and the header keeps to two rows at 390 px.
 */
export function HeaderWord({ icon, children }: { icon: string | undefined; children: ReactNode }) {
  return (
    <>
      <span className={`${styles.icon} ${icon ?? ''}`} aria-hidden="true" />
      <span className="visually-hidden-on-phone">{children}</span>
    </>
  );
}
