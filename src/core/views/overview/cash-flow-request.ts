import { summaryRequest } from '../../api/requests.ts';
import type { DateWindow } from '../../date-window.ts';
import type { FilterSearch } from '../../url-state/filter-search.ts';
import { chooseInterval } from './choose-interval.ts';

/**
 * The one summary behind the cash-flow tiles, chart and table. Only the filters this view
 * offers: others carried over from another view's link would act unseen.
 */
export function cashFlowSummaryRequest(search: FilterSearch, window: DateWindow) {
  return summaryRequest({
    from: window.from,
    to: window.to,
    interval: chooseInterval(window),
    bank_id: search.bank_id,
    account_id: search.account_id,
  });
}
