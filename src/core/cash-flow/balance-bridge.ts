import type { SummaryTotals } from '../api/schemas/summary.ts';
import { parseMoney, type Cents } from '../money.ts';

/**
 * How cash went from a window's opening balance to its closing one, line by line, exactly
 * (docs/api-assumptions.md, "Summary: balances of the accounts in scope"):
 * starting_balance + net + transfers + excluded + currency effect = final_balance.
 */

/**
 * A line between opening and closing cash. The remainder is the currency effect when the
 * summary converted anything (balances and flows at each day's rate), else an other
 * difference, which should not exist and is shown only when it does.
 */
export type BridgeStepKind = 'net' | 'transfers' | 'excluded' | 'currency_effect' | 'other_difference';

export type BridgeStep = { kind: BridgeStepKind; amount: Cents };

export type BalanceBridge = {
  opening: Cents;
  /** In reading order; opening plus every amount is exactly `closing`. */
  steps: BridgeStep[];
  closing: Cents;
};

/** A summary's totals or one of its period rows: both carry the balances when grouped by period alone. */
type BalanceFigures = Pick<SummaryTotals, 'net' | 'starting_balance' | 'transfers' | 'excluded' | 'final_balance'>;

/**
 * The bridge from opening to closing cash; null when the summary lacks a balance field, as a
 * grouped one does: a bridge with a guessed line would add up to the wrong closing cash.
 * @example balanceBridge(yesterday.totals, { converted: true })
 *   // { opening: 624828298n, steps: [net −90106n, transfers 0n, excluded 0n, currency_effect −263303n], closing: 624474889n }
 */
export function balanceBridge(figures: BalanceFigures, conversion: { converted: boolean }): BalanceBridge | null {
  const { starting_balance, transfers, excluded, final_balance } = figures;
  if (starting_balance === undefined || transfers === undefined || excluded === undefined || final_balance === undefined) return null;
  const opening = parseMoney(starting_balance);
  const closing = parseMoney(final_balance);
  const explained: BridgeStep[] = [
    { kind: 'net', amount: parseMoney(figures.net) },
    { kind: 'transfers', amount: parseMoney(transfers) },
    { kind: 'excluded', amount: parseMoney(excluded) },
  ];
  const remainder = explained.reduce((rest, step) => rest - step.amount, closing - opening);
  const remainderStep: BridgeStep[] = conversion.converted
    ? [{ kind: 'currency_effect', amount: remainder }]
    : remainder === 0n
      ? []
      : [{ kind: 'other_difference', amount: remainder }];
  return { opening, steps: [...explained, ...remainderStep], closing };
}
