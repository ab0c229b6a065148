import { normaliseIds } from '../../api/filter-params.ts';
import { summaryRequest } from '../../api/requests.ts';
import type { IsoDate } from '../../calendar-date.ts';
import type { SearchFields } from '../../url-state/parse-search.ts';
import { stringifySearch } from '../../url-state/search-codec.ts';

/** /accounts takes the shared filters: `account_id` selects the accounts it lists, and totals them. */
export const accountsSearchFields = {} satisfies SearchFields;

/**
 * Today's balance of the selected accounts (every account without a selection), in the workspace currency: the API's
 * summary of today, converting other currencies at today's rate as "Total cash" does. The page's figure for a
 * selection and a balance alert's are this one request.
 */
export const accountsBalanceRequest = (today: IsoDate, accountIds: readonly string[] | undefined) =>
  summaryRequest({ from: today, to: today, interval: 'day', account_id: accountIds });

/**
 * /accounts with these accounts selected, as its own parser reads `account_id`.
 *
 * @example accountsLink(['b…', 'a…']) // '/accounts?account_id=a…,b…'
 */
export function accountsLink(accountIds: readonly string[]): string {
  return `/accounts${stringifySearch({ account_id: normaliseIds(accountIds) })}`;
}
