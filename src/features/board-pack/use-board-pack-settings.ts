import { useSearch } from '@tanstack/react-router';
import { today } from '../../lib/page-meta.ts';
import { lastCompleteMonth, packWindows } from './model/pack-windows.ts';

/** The pack's state, all from the URL, with the defaults filled in. */
export function useBoardPackSettings() {
  const search = useSearch({ from: '/board-pack' });
  const month = search.month ?? lastCompleteMonth(today());
  const compare = search.compare ?? 'previous_month';
  return {
    month,
    compare,
    /** Undefined: the workspace currency, which every summary then echoes. */
    currency: search.currency,
    /** The shared filters the pack honours: the accounts in scope (other filters would make the statement partial). */
    scope: { account_id: search.account_id, bank_id: search.bank_id },
    windows: packWindows(month, compare),
  };
}

export type BoardPackSettings = ReturnType<typeof useBoardPackSettings>;
