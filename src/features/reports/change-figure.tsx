import { toMoneyString } from '../../api/money.ts';
import { Amount } from '../../components/amount.tsx';
import type { Change } from './model/change.ts';
import styles from './report-table-view.module.css';

/** A change in amount and percent, e.g. "+1,200.00 € (+12.5 %)"; the percent is omitted when the base was zero. */
export function ChangeFigure({ change, currency }: { change: Change; currency: string }) {
  return (
    <span className={styles.changeFigure} data-change-percent={change.percent ?? ''}>
      <Amount value={toMoneyString(change.amount)} currency={currency} signed />
      <span className="muted"> {change.percent === null ? '(n/a)' : `(${change.percent} %)`}</span>
    </span>
  );
}
