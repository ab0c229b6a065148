import type { ReactNode } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import type { ReportTable } from './model/report-table.ts';
import { ReportTableView } from './report-table-view.tsx';
import styles from './reports.module.css';

type Props = { table: ReportTable; currency: string; search: FilterSearch; filename: string; children?: ReactNode };

/** A report table with its heading, CSV export and notes. */
export function ReportTableSection({ table, currency, search, filename, children }: Props) {
  return (
    <section aria-labelledby="report-table-title">
      <div className={styles.toolbar}>
        <h2 id="report-table-title">{table.caption}</h2>
        <CsvDownloadButton csv={async () => (await import('./model/report-table-csv.ts')).reportTableCsv(table)} fileName={filename} />
      </div>
      {children}
      <ReportTableView table={table} currency={currency} search={search} />
    </section>
  );
}
