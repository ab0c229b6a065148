import type { Cents } from '../money.ts';
import { LATE_LEFT_OUT_BECAUSE, money, type Sentence } from './sentence.ts';

/** The 13 weeks' late forecasts (signed sums) and whether this week counts them: the table's assumption and its section. */
export function weeksLateSentence(late: { receipts: Cents; disbursements: Cents }, counted: boolean, currency: string): Sentence {
  const amounts = ['Late forecasts (', money(late.receipts, currency), ' receipts and ', money(late.disbursements, currency), ' payments)'];
  return counted
    ? [...amounts, ' are counted in this week, as if they arrive today.']
    : [...amounts, ` are left out of the weeks, ${LATE_LEFT_OUT_BECAUSE}.`];
}
