import type { MouseEvent } from 'react';
import styles from './forecasts-page.module.css';

export const MONTH_HEADING_ID = 'month-title';

/**
 * The month sits below the projection, which on a phone runs to several screens: this link at
 * the top reaches it, and moves the keyboard's focus there too. The address stays as it is,
 * since the link's state is the view's, not a place on the page.
 */
export function JumpToMonth() {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(MONTH_HEADING_ID);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <a href={`#${MONTH_HEADING_ID}`} className={styles.jump} onClick={jump}>
      The month’s forecasts<span aria-hidden="true"> ↓</span>
    </a>
  );
}
