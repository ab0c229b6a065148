import { formatDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { monthOf, shiftMonth } from '../../core/views/forecasts/month-grid.ts';
import styles from './forecasts-page.module.css';

type Props = { month: string; onMonth: (month: string) => void; onIntent: (month: string) => void };

export function monthTitle(month: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric' });
}

/** Previous, today and next; the arrow keys do the same (see useArrowSteps). Hover or focus announces intent. */
export function MonthNavigation({ month, onMonth, onIntent }: Props) {
  const current = monthOf(today());
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const intent = (target: string) => ({ onPointerEnter: () => onIntent(target), onFocus: () => onIntent(target) });
  return (
    <div className={styles.monthNav} role="group" aria-label="Month">
      <button type="button" className="button" onClick={() => onMonth(previous)} aria-keyshortcuts="ArrowLeft" {...intent(previous)}>
        <span aria-hidden="true">← </span>Previous month
      </button>
      <button type="button" className="button" onClick={() => onMonth(current)} disabled={month === current} {...intent(current)}>
        Today
      </button>
      <button type="button" className="button" onClick={() => onMonth(next)} aria-keyshortcuts="ArrowRight" {...intent(next)}>
        Next month<span aria-hidden="true"> →</span>
      </button>
    </div>
  );
}
