import type { IsoDate } from '../../calendar-date.ts';
import type { ViewSearch } from '../../url-state/filter-search.ts';
import type { boardPackSearchFields } from './board-pack-search.ts';
import { lastCompleteMonth } from './board-pack-search.ts';
import { packWindows } from './pack-windows.ts';

/** The pack's state from its parsed search, with the defaults filled in. */
export function boardPackSettings(search: ViewSearch<typeof boardPackSearchFields>, today: IsoDate) {
  const month = search.month ?? lastCompleteMonth(today);
  const compare = search.compare ?? 'previous_month';
  return {
    month,
    compare,
    /** Undefined: the workspace currency, which every summary then echoes. */
    currency: search.currency,
    /** How the tables write their figures: exact unless the link asks for whole units or thousands. */
    units: search.units ?? 'exact',
    /** The shared filters the pack honours: the accounts in scope (other filters would make the statement partial). */
    scope: { account_id: search.account_id, bank_id: search.bank_id },
    windows: packWindows(month, compare),
  };
}

export type BoardPackSettings = ReturnType<typeof boardPackSettings>;
