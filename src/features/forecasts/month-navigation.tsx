import { formatDate } from '../../lib/calendar-date.ts';
import { today } from '../../lib/page-meta.ts';
import { monthOf, shiftMonth } from './month-grid.ts';
import styles from './forecasts-page.module.css';

type Props = { month: string; onMonth: (month: string) => void };

export function monthTitle(month: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric' });
}

/** Previous, today and next; the arrow keys do the same (see useMonthKeys). */
export function MonthNavigation({ month, onMonth }: Props) {
  const current = monthOf(today());
  return (
    <div className={styles.monthNav} role="group" aria-label="Month">
      <button type="button" className="button" onClick={() => onMonth(shiftMonth(month, -1))} aria-keyshortcuts="ArrowLeft">
        <span aria-hidden="true">← </span>Previous month
      </button>
      <button type="button" className="button" onClick={() => onMonth(current)} disabled={month === current}>
        Today
      </button>
      <button type="button" className="button" onClick={() => onMonth(shiftMonth(month, 1))} aria-keyshortcuts="ArrowRight">
        Next month<span aria-hidden="true"> →</span>
      </button>
    </div>
  );
}
