import type { BridgeStepKind } from '../../core/cash-flow/balance-bridge.ts';

/** A bridge line's name in the table, from the currencies the summary converted. */
export function stepLabel(kind: BridgeStepKind, sourceCurrencies: readonly string[]): string {
  if (kind === 'currency_effect') return `Currency effect (${sourceCurrencies.join(', ')} at each day’s rate)`;
  return LABELS[kind];
}

const LABELS = {
  net: 'Net cash flow',
  transfers: 'Transfers between own accounts',
  excluded: 'Movements excluded from cash flow',
  other_difference: 'Other difference',
} as const;

/** The same lines in a sentence: "net flows −€881.93, currency effect −€343.36". */
export const STEP_SHORT_LABELS: Record<BridgeStepKind, string> = {
  net: 'net flows',
  transfers: 'transfers',
  excluded: 'excluded',
  currency_effect: 'currency effect',
  other_difference: 'other difference',
};
