import type { MouseEvent } from 'react';
import styles from './forecasts-page.module.css';

export const RUNWAY_HEADING_ID = 'runway-title';

/**
 * The projection sits below the month, which in list view runs to hundreds of rows on a phone:
 * this link at the top reaches it, and moves the keyboard's focus there too. The address stays
 * as it is, since the link's state is the view's, not a place on the page.
 */
export function JumpToRunway() {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(RUNWAY_HEADING_ID);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <a href={`#${RUNWAY_HEADING_ID}`} className={styles.jump} onClick={jump}>
      Projected cash and runway<span aria-hidden="true"> ↓</span>
    </a>
  );
}
