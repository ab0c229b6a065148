import { useEffect, useState } from 'react';
import type { TransactionFilters } from '../../core/api/filter-params.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { useCsvExport } from './use-csv-export.ts';
import styles from './export-csv.module.css';

type Props = { filters: TransactionFilters; dateWindow: DateWindow };

/** "Export CSV" of the whole filtered list, with progress, cancel and the outcome in words. */
export function ExportCsv({ filters, dateWindow }: Props) {
  const { state, start, cancel } = useCsvExport(filters, dateWindow);
  const running = state.phase === 'running';
  return (
    <div className={styles.export}>
      {running ? (
        <button type="button" className="button" onClick={cancel}>
          Cancel export
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => void start()}>
          Export CSV
        </button>
      )}
      <div role="status" className={styles.status}>
        {running && (
          <>
            <progress className={styles.progress} aria-label="Export progress" />
            <span className="tabular">
              {state.loaded.toLocaleString()} transactions fetched
              {state.waitingUntil !== null && <WaitNote until={state.waitingUntil} />}
            </span>
          </>
        )}
        {state.phase === 'done' && (
          <span>
            Saved <strong>{state.fileName}</strong>: {state.count.toLocaleString()} transactions.
            {state.unreadable > 0 && ` ${state.unreadable} rows could not be read and are not in the file.`}
          </span>
        )}
        {state.phase === 'cancelled' && (
          <span className="muted">Export cancelled after {state.loaded.toLocaleString()} transactions; no file was saved.</span>
        )}
      </div>
      {state.phase === 'failed' && <ErrorPanel error={state.error} subject="the export" onRetry={() => void start()} />}
    </div>
  );
}

/** The export holds back near the per-minute request limit; say so instead of looking stuck. */
function WaitNote({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return <> · pausing {seconds} s to stay within the API's request limit</>;
}
