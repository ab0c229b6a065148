import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { AgingFigure } from './aging-figure.tsx';
import { agingBuckets, type AgingTotals, type CounterpartyAging, type LateBook } from './age-overdue.ts';
import { forecastsLinkSearch, transactionsLinkSearch } from './counterparty-links.ts';
import type { LateBookFilters } from '../../core/views/overdue/late-book.ts';
import { LateForecastList } from './late-forecast-list.tsx';
import { sideLabels } from './overdue-csv.ts';
import styles from './overdue.module.css';
import { ShownName } from '../../components/shown-name/shown-name.tsx';

type Props = {
  book: LateBook;
  title: string;
  filters: LateBookFilters;
  today: IsoDate;
};

const COLUMNS = 9;

/**
 * One side of the book: counterparties by days late, "No counterparty" apart, then the totals.
 * Outstanding comes right after the name, then its split by age: on a phone the name and the
 * amount owed share the first screen, and the ages scroll beside them.
 */
export function AgingTable({ book, title, filters, today }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const rowProps = { book, filters, today, open, toggle };
  const caption = `${title} by counterparty and days late, largest first; amounts still outstanding in ${book.currency}`;
  return (
    <>
      {/* The caption names the table to screen readers; this line shows it without scrolling sideways. */}
      <p className={styles.note} aria-hidden="true">
        {caption}
      </p>
      <WideTableScroll label={title} lastColumn="Go to" className={styles.scroller}>
        <table className={styles.table} data-side={book.side} data-currency={book.currency}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Counterparty</th>
              <th scope="col" className={styles.figure}>
                Outstanding
              </th>
              {agingBuckets.map((bucket) => (
                <th key={bucket.key} scope="col" className={styles.figure}>
                  {bucket.label}
                </th>
              ))}
              <th scope="col" className={styles.figure}>
                Late forecasts
              </th>
              <th scope="col">Oldest</th>
              <th scope="col">Go to</th>
            </tr>
          </thead>
          <tbody>
            {book.counterparties.map((row) => (
              <CounterpartyRows key={row.counterpartyId} row={row} {...rowProps} />
            ))}
          </tbody>
          {book.unattributed && (
            <tbody className={styles.apart}>
              <CounterpartyRows row={book.unattributed} {...rowProps} />
            </tbody>
          )}
          <tfoot>
            <tr className={styles.total} data-total={book.side}>
              <th scope="row">Total {sideLabels[book.side].toLowerCase()}</th>
              <Figures totals={book.totals} currency={book.currency} />
              <td className={`${styles.figure} tabular`} data-count={book.totals.count}>
                {book.totals.count}
              </td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </WideTableScroll>
    </>
  );
}

function Figures({ totals, currency }: { totals: AgingTotals; currency: string }) {
  const screen = useScreenText();
  return (
    <>
      <td className={`${styles.figure} ${styles.outstanding}`} data-bucket="total" data-value={screen.exact(totals.total)}>
        <Amount value={toMoneyString(totals.total)} currency={currency} />
      </td>
      {agingBuckets.map((bucket) => (
        <td key={bucket.key} className={styles.figure} data-bucket={bucket.key} data-value={screen.exact(totals.buckets[bucket.key])}>
          <AgingFigure cents={totals.buckets[bucket.key]} currency={currency} />
        </td>
      ))}
    </>
  );
}

type RowProps = Omit<Props, 'title'> & { row: CounterpartyAging; open: ReadonlySet<string>; toggle: (key: string) => void };

function CounterpartyRows({ row, book, filters, today, open, toggle }: RowProps) {
  const screen = useScreenText();
  const name = row.counterpartyId === null ? row.name : screen.counterparty({ id: row.counterpartyId, name: row.name });
  const key = row.counterpartyId ?? 'none';
  const listId = `late-${book.side}-${book.currency}-${key}`;
  const expanded = open.has(key);
  return (
    <>
      <tr data-counterparty-id={row.counterpartyId ?? ''}>
        <th scope="row" className={styles.name}>
          <ShownName text={name} />
        </th>
        <Figures totals={row} currency={book.currency} />
        <td className={styles.figure} data-count={row.count}>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => toggle(key)}
          >
            <span className="tabular">{row.count}</span>
            <span className="visually-hidden"> late forecasts of {name}</span>
            <span aria-hidden="true" className={styles.chevron}>
              {expanded ? '▾' : '▸'}
            </span>
          </button>
        </td>
        <td className={styles.nowrap}>{formatDate(row.oldestDate)}</td>
        <td className={styles.nowrap}>
          <CounterpartyLinks row={row} name={name} book={book} filters={filters} today={today} />
        </td>
      </tr>
      {expanded && (
        <tr className={styles.itemsRow}>
          <td colSpan={COLUMNS}>
            <LateForecastList id={listId} forecasts={row.forecasts} caption={`${sideLabels[book.side]} of ${name}, oldest first`} />
          </td>
        </tr>
      )}
    </>
  );
}

function CounterpartyLinks({ row, name, book, filters, today }: Omit<RowProps, 'open' | 'toggle'> & { name: string }) {
  const { counterpartyId } = row;
  if (counterpartyId === null) {
    return (
      <>
        <span aria-hidden="true" className="muted">
          —
        </span>
        <span className="visually-hidden">No links: the views cannot filter for forecasts without a counterparty</span>
      </>
    );
  }
  const target = { ...row, counterpartyId };
  return (
    <span className={styles.links}>
      <Link to="/forecasts" search={forecastsLinkSearch(target, book.side, filters)}>
        Forecasts<span className="visually-hidden"> of {name}</span>
      </Link>
      <Link to="/transactions" search={transactionsLinkSearch(target, book.side, filters, today)}>
        Transactions
        <span className="visually-hidden">
          {' '}
          of {name} since {formatDate(row.oldestDate)}
        </span>
      </Link>
    </span>
  );
}
