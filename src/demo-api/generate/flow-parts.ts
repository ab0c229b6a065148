import { addMonths, startOfMonth, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import { NONE, TxFlag } from '../transaction-table.ts';
import { KIND } from './kinds.ts';
import type { GenerationContext, MonthWriter, Row } from './month-writer.ts';

/** The first day of each month of history, the first one partial. */
export function monthsOfHistory(context: GenerationContext): Day[] {
  const months: Day[] = [];
  for (let month = startOfMonth(context.historyStart); month <= context.today; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Either a plain category, or (with the given probability) pieces over several categories summing to the amount. */
export function categoryOrSplit(month: MonthWriter, category: number, amount: Cents, probability: number, codes: string[]): Pick<Row, 'category' | 'pieces'> {
  if (!month.random.chance(probability) || Math.abs(amount) < 100) return { category };
  const count = month.random.int(2, 3);
  const pieces: { category: number; amount: Cents }[] = [];
  let left = amount;
  for (let i = 0; i < count - 1; i++) {
    const share = Math.trunc(left * (0.3 + month.random.next() * 0.4));
    pieces.push({ category: month.context.category(month.random.pick(codes)), amount: share });
    left -= share;
  }
  pieces.push({ category, amount: left });
  return { category: NONE, pieces };
}

/** Both legs of a movement between own accounts; each leg in its account's currency. */
export function transfer(month: MonthWriter, day: Day | undefined, from: number, to: number, cents: Cents): void {
  const { accounts, category, fx } = month.context;
  if (day === undefined || cents <= 0) return;
  const [source, target] = [accounts[from]!, accounts[to]!];
  if (day < Math.max(source.openingDay, target.openingDay) || day > Math.min(source.balanceAsOfDay, target.balanceAsOfDay)) return;
  const common = { day, counterparty: NONE, labelMask: 0, kind: KIND.transfer, flags: TxFlag.transfer };
  month.emit({ ...common, amount: -cents, account: from, category: category('transfers_out') });
  month.emit({ ...common, amount: fx.convert(cents, source.currency, target.currency, day), account: to, category: category('transfers_in') });
}
