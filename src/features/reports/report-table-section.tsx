import { lazy, type ReactNode, Suspense, useState } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import type { ReportTable } from './model/report-table.ts';
import { ReportTableView } from './report-table-view.tsx';
import type { ReportMarks } from './report-table-notes.tsx';
import styles from './reports.module.css';

// After the figures: the notes' marks are not part of the first paint's budget.
const ReportTableNotes = lazy(() => import('./report-table-notes.tsx').then((module) => ({ default: module.ReportTableNotes })));

type Props = { table: ReportTable; currency: string; search: FilterSearch; filename: string; children?: ReactNode };

/** A report table with its heading, CSV export and notes (beside their month, week or category, once loaded). */
export function ReportTableSection({ table, currency, search, filename, children }: Props) {
  const [marks, setMarks] = useState<ReportMarks | null>(null);
  return (
    <section aria-labelledby="report-table-title">
      <div className={styles.toolbar}>
        <h2 id="report-table-title">{table.caption}</h2>
        <CsvDownloadButton csv={async () => (await import('./model/report-table-csv.ts')).reportTableCsv(table)} fileName={filename} />
      </div>
      {children}
      <ReportTableView table={table} currency={currency} search={search} marks={marks} />
      <Suspense fallback={null}>
        <ReportTableNotes table={table} onMarks={setMarks} />
      </Suspense>
    </section>
  );
}
