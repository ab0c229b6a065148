import type { CashWeeksTable } from './table-model.ts';
import type { CashWeeksAnswers, CashWeeksSettings } from './week-requests.ts';

/**
 * The 13-week table from the API's answers: opening cash of this week, receipts and
 * disbursements per top-level category (children under it), totals, net, closing, the minimum
 * and headroom when a minimum is set. Every column adds up to the cent.
 */
export function cashWeeksTable(answers: CashWeeksAnswers, settings: CashWeeksSettings): CashWeeksTable {
  void answers;
  void settings;
  throw new Error('not yet');
}
