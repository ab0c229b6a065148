import { evaluateBalance } from './balance.ts';
import { evaluateBankData } from './bank-data.ts';
import { composeBoardPack } from './board-pack.ts';
import type { ComposeScheduled, EvaluateCondition } from './evaluation.ts';
import { evaluateLateItems } from './late-items.ts';
import { onceEach } from './once-each.ts';
import { evaluateProjectedCash } from './projected-cash.ts';
import { composeWeeklySummary } from './weekly-summary.ts';

/**
 * A condition's reading now. Each request is asked once per evaluation (onceEach); an
 * ApiReadError from the reader, or an UnreadableCondition (an account or group gone), is thrown
 * for the engine to record as the rule's failure.
 */
export const evaluateCondition: EvaluateCondition = (condition, context) => {
  const once = { ...context, read: onceEach(context.read) };
  switch (condition.kind) {
    case 'projected_cash':
      return evaluateProjectedCash(condition, once);
    case 'balance':
      return evaluateBalance(condition, once);
    case 'bank_data':
      return evaluateBankData(condition, once);
    case 'late_items':
      return evaluateLateItems(condition, once);
  }
};

/** A scheduled send's content: the last complete month's board pack, or the weekly summary. */
export const composeScheduled: ComposeScheduled = (condition, context) => {
  const once = { ...context, read: onceEach(context.read) };
  return condition.kind === 'board_pack' ? composeBoardPack(once) : composeWeeklySummary(once);
};
