import { memo } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { AmountUnits, TableAmount } from '../../components/table-amount.tsx';
import type { MoneyUnits } from '../../core/money-units.ts';
import { Sentence } from '../../components/sentence.tsx';
import { packDate } from './pack-format.ts';
import type { ThirteenWeeksData } from './use-thirteen-weeks.ts';
import { WeeksChart } from './weeks-chart.tsx';
import styles from './board-pack.module.css';

type Props = {
  data: ThirteenWeeksData;
  packCurrency: string;
  /** How the table writes its balances (the link's `units`); each stays exact in its tooltip and data. */
  units: MoneyUnits;
  scoped: boolean;
};

/** The next 13 weeks: a compact chart beside the weekly closing balances, the low point marked in both. */
export const WeeksProjection = memo(function WeeksProjection({ data, packCurrency, units, scoped }: Props) {
  const { weeks, currency, assumptions, staleBalance } = data;
  const screen = useScreenText();
  return (
    <AmountUnits value={units}>
      <p className={styles.note}>
        From today's balance and the outstanding forecasts, in {currency}
        {currency !== packCurrency ? ` (the plan's currency, not the pack's ${packCurrency})` : ''}, for the whole workspace
        {scoped ? ', whatever the accounts in scope' : ''}.
        {assumptions.map((sentence, index) => (
          <span key={index}>
            {' '}
            <Sentence parts={sentence} />
          </span>
        ))}
        {staleBalance && <span data-runway-stale> {staleBalance}</span>}
      </p>
      <div className={styles.weeks}>
        <WeeksChart weeks={weeks} currency={currency} />
        <table className={`${styles.table} ${styles.compact}`} data-table="weeks">
          <caption className={styles.caption}>
            ◆ the week of the lowest balance: {screen.money(weeks.lowest.balance, currency)} on {packDate(weeks.lowest.date)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Ending</th>
              <th scope="col" className={styles.number}>
                Closing cash
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className={weeks.lowest.date === weeks.start.date ? styles.lowRow : ''}>
              <th scope="row">Today</th>
              <td>{packDate(weeks.start.date)}</td>
              <td className={styles.number}>
                <TableAmount value={toMoneyString(weeks.start.balance)} currency={currency} />
              </td>
            </tr>
            {weeks.weeks.map((week) => (
              <tr key={week.week} className={week.holdsLow ? styles.lowRow : ''} data-week={week.week}>
                <th scope="row">
                  {week.holdsLow && <span aria-label="lowest balance this week">◆ </span>}
                  {week.week}
                </th>
                <td>{packDate(week.to)}</td>
                <td className={styles.number}>
                  <TableAmount value={toMoneyString(week.closing)} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AmountUnits>
  );
});
