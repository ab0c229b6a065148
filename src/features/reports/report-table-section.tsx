import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import type { MoneyUnits } from '../../core/money-units.ts';
import { useUpdateSearch } from '../../browser/use-view-search.ts';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import { foldQuietLines, quietFoldNote } from './model/fold-quiet-lines.ts';
import type { ReportTable } from './model/report-table.ts';
import { ReportTableView } from './report-table-view.tsx';
import type { ReportMarks } from './report-table-notes.tsx';
import styles from './reports.module.css';

// After the figures: the notes' marks are not part of the first paint's budget.
const ReportTableNotes = lazy(() => import('./report-table-notes.tsx').then((module) => ({ default: module.ReportTableNotes })));

/** Said under a rounded table: every figure is rounded on its own, from exact cents. */
const roundingNote = {
  whole:
    'Figures are rounded to whole units, each on its own from the exact cents,' +
    ' so a column can differ from the sum of its rounded figures; each figure’s tooltip and the CSV are exact.',
  thousands:
    'Figures are in thousands (k), each rounded on its own from the exact cents,' +
    ' so a column can differ from the sum of its rounded figures; each figure’s tooltip and the CSV are exact.',
} as const;

type Props = {
  table: ReportTable;
  currency: string;
  search: FilterSearch;
  filename: string;
  /** Lines and periods that are all zero: folded under a note, or shown (the link's `zeros=shown`). Absent: the table is drawn as it is. */
  zeros?: { shown: boolean; interval: string };
  /** How the table writes its figures (the link's `units`): whole units unless asked otherwise. */
  units: MoneyUnits;
  /** For a table that nests lines: those opened to the lines beneath them (the link's `expand`), and how one opens or closes. */
  nesting?: { expanded: ReadonlySet<string>; onToggle: (key: string) => void } | null;
  children?: ReactNode;
};

/**
 * A report table with its heading, CSV export (every line, folded or not) and notes (beside
 * their month, week or category, once loaded); lines and periods that are all zero folded away
 * under a note that names them and offers them back.
 */
export function ReportTableSection({ table, currency, search, filename, zeros, units, nesting = null, children }: Props) {
  const [marks, setMarks] = useState<ReportMarks | null>(null);
  const folds = zeros !== undefined;
  const fold = useMemo(() => (folds ? foldQuietLines(table) : null), [table, folds]);
  const shown = fold && !zeros?.shown ? fold.table : table;
  const note = fold && zeros ? quietFoldNote(fold, zeros.interval) : null;
  const footnote = [table.totalNote, units === 'exact' ? undefined : roundingNote[units]].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="report-table-title">
      <div className={styles.toolbar}>
        <h2 id="report-table-title">{table.caption}</h2>
        <CsvDownloadButton csv={async () => (await import('./model/report-table-csv.ts')).reportTableCsv(table)} fileName={filename} />
      </div>
      {children}
      {note && zeros && <QuietNote note={note} shown={zeros.shown} />}
      <ReportTableView table={shown} currency={currency} search={search} marks={marks} units={units} nesting={nesting} />
      {footnote && <p className={`muted ${styles.footnote}`}>{footnote}</p>}
      <Suspense fallback={null}>
        <ReportTableNotes table={shown} onMarks={setMarks} />
      </Suspense>
    </section>
  );
}

/** What is folded away, and the way to show it (kept in the link, so a shared link shows the same lines). */
function QuietNote({ note, shown }: { note: string; shown: boolean }) {
  const updateSearch = useUpdateSearch();
  const toggle = () => void updateSearch((previous) => ({ ...previous, zeros: shown ? undefined : 'shown' }));
  return (
    <p className={`muted ${styles.footnote}`} data-folded-note>
      {shown ? 'Lines and periods that are zero throughout are shown. ' : `${note} `}
      <button type="button" className="button button-quiet" onClick={toggle}>
        {shown ? 'Fold them away' : 'Show them'}
      </button>
    </p>
  );
}
