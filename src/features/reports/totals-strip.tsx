import { parseMoney } from '../../core/money.ts';
import type { SummaryTotals } from '../../core/api/schemas/summary.ts';
import { Amount } from '../../components/amount.tsx';
import { ChangeFigure } from './change-figure.tsx';
import { changeBetween } from '../../core/cash-flow/change.ts';
import styles from './reports.module.css';

const figures = [
  ['inflows', 'Inflows'],
  ['outflows', 'Outflows'],
  ['net', 'Net cash flow'],
] as const;

type Props = {
  totals: SummaryTotals;
  previous: SummaryTotals | null;
  /** The earlier window, named beside its figure: "Sep 2026". */
  earlierLabel: string | null;
  currency: string;
};

/** The API's own totals for the window (never a sum of rows), with the change against the earlier window and its figure. */
export function TotalsStrip({ totals, previous, earlierLabel, currency }: Props) {
  return (
    <dl className={styles.totals} aria-label="Totals for the window">
      {figures.map(([key, label]) => {
        const change = previous ? changeBetween(key, parseMoney(previous[key]), parseMoney(totals[key])) : null;
        return (
          <div key={key} data-total={key}>
            <dt>{label}</dt>
            <dd>
              <Amount value={totals[key]} currency={currency} signed={key === 'net'} />
            </dd>
            {change && (
              <dd>
                <ChangeFigure
                  change={change}
                  currency={currency}
                  signed={key === 'net'}
                  earlierAs={earlierLabel ? `${earlierLabel}:` : 'was'}
                />
              </dd>
            )}
          </div>
        );
      })}
      <div data-total="count">
        <dt>Movements counted</dt>
        <dd className="tabular">{new Intl.NumberFormat().format(totals.count)}</dd>
      </div>
    </dl>
  );
}
