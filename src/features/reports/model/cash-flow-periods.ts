import { parseMoney, type Cents } from '../../../core/money.ts';
import type { SummaryRow, SummaryTotals } from '../../../core/api/schemas/summary.ts';
import { parseFlows, type Flows } from '../../../core/cash-flow/flows.ts';

/** One period (or the window) of the cash-flow view, reconciled from opening to closing balance. */
export type CashFlowLine = Flows & {
  count: number;
  startingBalance: Cents | null;
  transfers: Cents | null;
  excluded: Cents | null;
  finalBalance: Cents | null;
  /**
   * Final balance minus (starting balance + net + transfers + excluded): what conversion of
   * balances held in other currencies (or flows narrowed by filters) moved. Zero when it adds up.
   */
  difference: Cents | null;
};

type BalanceSource = Pick<
  SummaryTotals,
  'inflows' | 'outflows' | 'net' | 'count' | 'starting_balance' | 'transfers' | 'excluded' | 'final_balance'
>;

const optionalMoney = (value: string | undefined): Cents | null => (value === undefined ? null : parseMoney(value));

export function toCashFlowLine(source: BalanceSource): CashFlowLine {
  const flows = parseFlows(source);
  const startingBalance = optionalMoney(source.starting_balance);
  const transfers = optionalMoney(source.transfers);
  const excluded = optionalMoney(source.excluded);
  const finalBalance = optionalMoney(source.final_balance);
  const difference =
    startingBalance === null || finalBalance === null
      ? null
      : finalBalance - (startingBalance + flows.net + (transfers ?? 0n) + (excluded ?? 0n));
  return { ...flows, count: source.count, startingBalance, transfers, excluded, finalBalance, difference };
}

export type CashFlowPeriod = CashFlowLine & { start: string; end: string };

export function toCashFlowPeriods(rows: readonly SummaryRow[]): CashFlowPeriod[] {
  return rows.map((row) => ({ ...toCashFlowLine(row), start: row.period_start, end: row.period_end }));
}

/** Whether any line needs the "Exchange-rate and other differences" line to add up. */
export function hasDifferences(lines: readonly CashFlowLine[]): boolean {
  return lines.some((line) => line.difference !== null && line.difference !== 0n);
}
