import { Link, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { ageLateForecasts, type LateBook } from './age-overdue.ts';
import { AgingTable } from './aging-table.tsx';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import {
  filterLateForecasts,
  lateBookFilters,
  narrowsBook,
  type LateBookFilters,
  type LateSide,
} from '../../core/views/overdue/late-book.ts';
import { plural } from '../../core/words/words.ts';
import { LateTotals } from './late-totals.tsx';
import { overdueCsv, overdueFileName, sideLabels } from './overdue-csv.ts';
import { overdueDefaultPeriod } from '../../core/views/overdue/overdue-search.ts';
import { useLateForecasts } from './use-late-forecasts.ts';
import styles from './overdue.module.css';

const FILTERS = ['category', 'counterparty', 'label', 'direction'] as const;

/** Every late forecast across every month, aged by counterparty; late receipts and late payments apart. */
export function OverduePage() {
  const search = useSearch({ from: '/overdue' });
  const todayDate = today();
  const late = useLateForecasts(todayDate);
  const filters = useMemo((): LateBookFilters => lateBookFilters(search), [search]);
  const items = late.state === 'success' ? late.items : undefined;
  const books = useMemo(
    () => (items ? ageLateForecasts(filterLateForecasts(items, filters, todayDate), todayDate) : undefined),
    [items, filters, todayDate],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Overdue</h1>
          <p className="muted">
            Late receipts and late payments as of {formatDate(todayDate)}: forecasts dated before today that are overdue (nothing matched
            yet) or partial (the part not yet matched), aged by days past their expected date.
          </p>
          {filters.late_over !== undefined && (
            <p className={styles.lateOver}>
              Only those late by more than {plural(filters.late_over, 'day')}, as a late-items alert counts them.{' '}
              <Link to="/overdue" search={{ ...search, late_over: undefined }}>
                Show every late forecast
              </Link>
            </p>
          )}
        </div>
        <CsvDownloadButton
          csv={() => overdueCsv(books ?? [])}
          fileName={overdueFileName(todayDate)}
          disabled={!books || books.length === 0}
        />
      </header>
      <FilterBar filters={FILTERS} defaultPeriod={overdueDefaultPeriod} />
      {late.state === 'pending' && <Skeleton lines={10} label="Loading the late forecasts" />}
      {late.state === 'error' && <ErrorPanel error={late.error} subject="the late forecasts" onRetry={late.retry} />}
      {late.state === 'success' && late.invalidRows.length > 0 && (
        <p role="status" className={styles.warning}>
          {late.invalidRows.length} late forecasts could not be read and are left out: {late.invalidRows[0]!.message}
        </p>
      )}
      {books && <LateBookSections books={books} filters={filters} today={todayDate} filtered={narrowsBook(filters)} />}
    </div>
  );
}

type SectionsProps = { books: LateBook[]; filters: LateBookFilters; today: IsoDate; filtered: boolean };

function LateBookSections({ books, filters, today, filtered }: SectionsProps) {
  if (books.length === 0) {
    return (
      <div className={`card ${styles.empty}`}>
        <h2>{filtered ? 'No late forecasts match these filters' : 'Nothing is late'}</h2>
        <p className="muted">{filtered ? 'Remove a filter to see more.' : 'Every forecast dated before today is realised.'}</p>
      </div>
    );
  }
  const manyCurrencies = new Set(books.map((book) => book.currency)).size > 1;
  const titleOf = (book: LateBook) => `${sideLabels[book.side]}${manyCurrencies ? ` in ${book.currency}` : ''}`;
  const sides: LateSide[] =
    filters.direction === 'inflow' ? ['receipts'] : filters.direction === 'outflow' ? ['payments'] : ['receipts', 'payments'];
  return (
    <>
      <LateTotals books={books} titleOf={titleOf} />
      {sides.map((side) => {
        const sideBooks = books.filter((book) => book.side === side);
        return (
          <section key={side} aria-labelledby={`late-${side}`} className={styles.section}>
            <h2 id={`late-${side}`}>{sideLabels[side]}</h2>
            {sideBooks.length === 0 && (
              <p className={styles.none}>
                No {sideLabels[side].toLowerCase()}
                {filtered ? ' with these filters' : ''}.
              </p>
            )}
            {sideBooks.map((book) => (
              <AgingTable key={book.currency} book={book} title={titleOf(book)} filters={filters} today={today} />
            ))}
          </section>
        );
      })}
    </>
  );
}
