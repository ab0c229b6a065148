import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from '../api/queries/reference-queries.ts';
import { type CompletenessScope, dataCompleteness, describeCompleteness } from '../core/data-completeness.ts';
import { today } from '../browser/page-meta.ts';
import type { DateWindow } from '../core/date-window.ts';
import styles from './data-completeness-note.module.css';
import { useShownAccounts } from './presentation/use-shown-accounts.ts';

export type DataCompletenessNoteProps = {
  /** The window of the flow figures the note stands beside. */
  window: DateWindow;
  /** The account_id and bank_id filters those figures were asked with; other filters do not change which accounts count. */
  scope?: CompletenessScope;
};

/**
 * Says when flow figures over `window` miss movements because an account's data stops before
 * the window's end (a bank's last sync). Nothing is drawn when every account in scope is
 * complete. Reads /accounts through the shared query: no request where the route has it.
 * Part of the page, not loaded apart: a note arriving after the figures pushed the chart below
 * them down on a phone.
 * @example <DataCompletenessNote window={window} scope={{ account_id: search.account_id, bank_id: search.bank_id }} />
 */
export function DataCompletenessNote({ window, scope }: DataCompletenessNoteProps) {
  const accounts = useQuery(accountsQuery());
  const shown = useShownAccounts();
  const wording = accounts.data
    ? describeCompleteness(dataCompleteness({ accounts: shown(accounts.data.items), window, today: today(), scope }))
    : null;
  if (accounts.isError) {
    return (
      <div role="note" aria-label="Data completeness" className={styles.note}>
        <WarningIcon />
        <p className={styles.text}>
          Whether these flows are complete is unknown: the accounts could not be loaded.{' '}
          <button type="button" className="button button-quiet" onClick={() => void accounts.refetch()}>
            Retry
          </button>
        </p>
      </div>
    );
  }
  if (!wording) return null;
  return (
    <div role="note" aria-label="Data completeness" className={styles.note}>
      <WarningIcon />
      {wording.compact ? (
        <details className={styles.details}>
          <summary className={styles.text}>
            {wording.short} <span className={styles.more}>Which accounts</span>
          </summary>
          <ul className={styles.lines}>
            {wording.lines.map((line) => (
              <li key={line}>Complete to {line}</li>
            ))}
          </ul>
          <p className={styles.why}>{WHY}</p>
        </details>
      ) : (
        <p className={styles.text}>
          {wording.full} <span className={styles.why}>{WHY}</span>
        </p>
      )}
    </div>
  );
}

const WHY = 'Their later movements have not reached the dashboard yet.';

/** A triangle with an exclamation mark: the shape carries the warning, not the colour. */
function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 1.5 15 14H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="12" r="0.9" fill="currentColor" />
    </svg>
  );
}
