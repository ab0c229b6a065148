import { lazy, Suspense } from 'react';
import type { CompletenessScope } from '../lib/data-completeness.ts';
import type { DateWindow } from '../lib/date-window.ts';

export type DataCompletenessNoteProps = {
  /** The window of the flow figures the note stands beside. */
  window: DateWindow;
  /** The account_id and bank_id filters those figures were asked with; other filters do not change which accounts count. */
  scope?: CompletenessScope;
};

// Loaded apart from the page: the note never holds back a figure, and pages stay within their bundle budget.
const Content = lazy(() => import('./data-completeness-note-content.tsx').then((module) => ({ default: module.DataCompletenessNoteContent })));

/**
 * Says when flow figures over `window` miss movements because an account's data stops before
 * the window's end (a bank's last sync). Nothing is drawn when every account in scope is
 * complete. Reads /accounts through the shared query: no request where the route has it.
 * @example <DataCompletenessNote window={window} scope={{ account_id: search.account_id, bank_id: search.bank_id }} />
 */
export function DataCompletenessNote(props: DataCompletenessNoteProps) {
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
