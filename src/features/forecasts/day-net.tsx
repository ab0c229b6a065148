import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import type { CurrencyTotals } from '../../core/runway/forecast-totals.ts';
import styles from './forecast-calendar.module.css';

/** A day's net per currency: amounts in different currencies are listed, never added. */
export function DayNet({ totals }: { totals: CurrencyTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <div className={styles.dayNet} data-day-net>
      <span className="visually-hidden">Net </span>
      {totals.map((total) => (
        <span key={total.currency} className={styles.dayNetAmount}>
          <Amount value={toMoneyString(total.net)} currency={total.currency} signed />
        </span>
      ))}
    </div>
  );
}
