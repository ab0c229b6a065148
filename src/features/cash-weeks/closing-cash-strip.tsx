import { Amount } from '../../components/amount.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { closingCash } from '../../core/cash-weeks/closing-cash.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { centsToChartNumber, toMoneyString } from '../../core/money.ts';
import { closingBars } from './closing-bars.ts';
import { weekHeading, weekSpan } from './week-words.ts';
import styles from './cash-weeks.module.css';

const BOX = { width: 260, height: 44, gap: 3 };

/**
 * Above the table, what a lender reads first: closing cash at the end of the 13 weeks, the lowest
 * week, and the weeks' closing cash drawn small. The figures are the table's own closing row.
 */
export function ClosingCashStrip({ table }: { table: CashWeeksTable }) {
  const screen = useScreenText();
  const closing = closingCash(table);
  const { bars, zeroY, minimumY } = closingBars(
    closing.weeks.map((entry) => centsToChartNumber(entry.balance)),
    closing.minimum === null ? null : centsToChartNumber(closing.minimum),
    BOX,
  );
  const lastWeek = closing.weeks.at(-1)!.week;
  const description =
    `Closing cash by week, from ${weekSpan(closing.weeks[0]!.week)} to ${weekSpan(lastWeek)}` +
    `: lowest ${screen.money(closing.lowest.balance, table.currency)} in ${weekHeading(closing.lowest.week).toLowerCase()}`;
  return (
    <section aria-labelledby="closing-cash-heading" className={`${styles.closingStrip} ${styles.noPrint}`} data-closing-strip>
      <div>
        <h2 id="closing-cash-heading" className={styles.stripLabel}>
          Closing cash, end of week 13
        </h2>
        <span className={styles.stripFigure} data-closing-end>
          <Amount value={toMoneyString(closing.end)} currency={table.currency} />
        </span>
      </div>
      <div>
        <span className={styles.stripLabel}>Lowest week</span>
        <span className={styles.stripFigure} data-closing-lowest data-week={closing.lowest.week.from}>
          <Amount value={toMoneyString(closing.lowest.balance)} currency={table.currency} />
        </span>
        <span className={styles.stripNote}>{weekHeading(closing.lowest.week)}</span>
      </div>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        width={BOX.width}
        height={BOX.height}
        role="img"
        aria-label={description}
        className={styles.stripChart}
      >
        {bars.map((bar, index) => (
          <rect
            key={index}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0.5)}
            className={bar.underZero ? styles.barUnder : styles.bar}
          />
        ))}
        <line x1={0} x2={BOX.width} y1={zeroY} y2={zeroY} className={styles.zeroLine} />
        {minimumY !== null && <line x1={0} x2={BOX.width} y1={minimumY} y2={minimumY} className={styles.minimumLine} />}
      </svg>
    </section>
  );
}
