import { plural } from '../../core/words/words.ts';
import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import type { LateBook } from './age-overdue.ts';
import styles from './overdue.module.css';

/** The headline of each side: what is late in all, side by side and never netted. */
export function LateTotals({ books, titleOf }: { books: readonly LateBook[]; titleOf: (book: LateBook) => string }) {
  return (
    <ul className={styles.totals} aria-label="Late totals">
      {books.map((book) => (
        <li key={`${book.side}|${book.currency}`} className={`card ${styles.tile}`} data-side={book.side} data-currency={book.currency}>
          {/* A term and its figure: a large bold paragraph would read to assistive technology as an unmarked heading. */}
          <dl className={styles.tileFacts}>
            <dt className={styles.tileTitle}>{titleOf(book)}</dt>
            <dd className={styles.tileFigure}>
              <Amount value={toMoneyString(book.totals.total)} currency={book.currency} />
            </dd>
          </dl>
          <p className="muted">
            {plural(book.totals.count, 'forecast')} ({book.statusCounts.map(({ status, count }) => `${count} ${status}`).join(', ')}), the
            oldest expected {formatDate(book.oldestDate)}
          </p>
        </li>
      ))}
    </ul>
  );
}
