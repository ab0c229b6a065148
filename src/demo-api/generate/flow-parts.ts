import { addMonths, dayOfMonth, isoWeekday, startOfMonth, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import { NONE, TxFlag } from '../transaction-table.ts';
import { KIND } from './kinds.ts';
import { merchantBill, merchantPosition, MERCHANTS, merchantVariant, TRADE_CATEGORY, type MerchantMix } from './merchants.ts';
import type { MonthWriter, Row } from './month-writer.ts';
import type { GenerationContext } from './types.ts';

/** The first day of each month of history, the first one partial. */
export function monthsOfHistory(context: GenerationContext): Day[] {
  const months: Day[] = [];
  for (let month = startOfMonth(context.historyStart); month <= context.today; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Either a plain category, or (with the given probability) pieces over several categories summing to the amount. */
export function categoryOrSplit(
  month: MonthWriter,
  category: number,
  amount: Cents,
  probability: number,
  codes: string[],
): Pick<Row, 'category' | 'pieces'> {
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

/** A company's merchants resolved once: position, category and weight of each, for paymentTo. */
export type MerchantChoices = readonly (readonly [{ position: number; category: number }, number])[];

export function merchantChoices(context: GenerationContext, mix: MerchantMix): MerchantChoices {
  return mix.map(([name, weight]) => {
    const position = merchantPosition(name);
    return [{ position, category: context.category(TRADE_CATEGORY[MERCHANTS[position]!.trade]) }, weight] as const;
  });
}

/**
 * A card or cash payment to one of the company's merchants: its category follows the merchant's
 * trade and its amount the merchant's bills (cents of the merchant's currency, as its account holds them).
 */
export function paymentTo(month: MonthWriter, choices: MerchantChoices): Pick<Row, 'amount' | 'category' | 'variant'> {
  const { position, category } = choices.length === 1 ? choices[0]![0] : month.weighted(choices);
  return { amount: -merchantBill(month.random, MERCHANTS[position]!), category, variant: merchantVariant(month.random, position) };
}

/** Both legs of a movement between own accounts; each leg in its account's currency. */
export function transfer(month: MonthWriter, day: Day | undefined, from: number, to: number, cents: Cents): void {
  const { accounts, category, fx } = month.context;
  if (day === undefined || cents <= 0) return;
  const [source, target] = [accounts[from]!, accounts[to]!];
  if (day < Math.max(source.openingDay, target.openingDay) || day > Math.min(source.balanceAsOfDay, target.balanceAsOfDay)) return;
  const common = { day, counterparty: NONE, labelMask: 0, kind: KIND.transfer, flags: TxFlag.transfer };
  month.emit({ ...common, amount: -cents, account: from, category: category('transfers_out') });
  month.emit({
    ...common,
    amount: fx.convert(cents, source.currency, target.currency, day),
    account: to,
    category: category('transfers_in'),
  });
}

/** One item on a day of the month (rent, a tax instalment), in cents at scale 1: one row per unit of scale. */
export function monthlyItem(
  month: MonthWriter,
  day: number,
  cents: Cents,
  code: string,
  counterparty: number,
  kind: number,
  account: number,
): void {
  const date = month.dayOfMonth(day);
  const { count, factor } = month.single();
  for (let i = 0; date !== undefined && i < count; i++) {
    month.emit({
      day: date,
      amount: Math.round(cents * factor),
      account,
      category: month.context.category(code),
      counterparty,
      labelMask: 0,
      kind,
    });
  }
}

/**
 * A payroll run: each salary paid from the payroll account, funded from `from` two days before,
 * with a bonus beside a salary when `bonus` gives one; returns the total.
 */
export function payrollRun(
  month: MonthWriter,
  salaries: readonly Cents[],
  payday: number,
  accounts: { payroll: number; from: number },
  bonus?: { amount: (pay: Cents) => Cents; category: string },
): Cents {
  const day = payingDay(month, payday);
  if (day === undefined) return 0;
  const { category } = month.context;
  let total = 0;
  for (const pay of salaries) {
    total += pay;
    month.emit({
      day,
      amount: -pay,
      account: accounts.payroll,
      category: category('salaries'),
      counterparty: NONE,
      labelMask: 0,
      kind: KIND.salary,
    });
    const extra = bonus?.amount(pay) ?? 0;
    if (bonus !== undefined && extra > 0) {
      total += extra;
      month.emit({
        day,
        amount: -extra,
        account: accounts.payroll,
        category: category(bonus.category),
        counterparty: NONE,
        labelMask: 0,
        kind: KIND.bonus,
      });
    }
  }
  transfer(month, day - 2, accounts.from, accounts.payroll, total);
  return total;
}

/** The day of the month, brought forward to the Friday when it falls on a weekend: pay is never late, and never in the next month. */
function payingDay(month: MonthWriter, day: number): Day | undefined {
  let date = month.first - dayOfMonth(month.first) + day;
  while (isoWeekday(date) > 5) date--;
  return date >= month.first && date <= month.last ? date : undefined;
}

/** The business days of the month that have data, each with its weekday (1 Monday … 5 Friday). */
export function businessDays(month: MonthWriter): { day: Day; weekday: number }[] {
  const days: { day: Day; weekday: number }[] = [];
  for (let day = month.first; day <= month.last; day++) {
    const weekday = isoWeekday(day);
    if (weekday <= 5) days.push({ day, weekday });
  }
  return days;
}

/**
 * VAT at 20 % on the month's takings less the VAT on its purchases (one sixth of gross amounts),
 * returned when the month closes and paid the next; a credit is carried forward.
 */
export class VatLedger {
  private collected = 0;
  private deductible = 0;
  private carried = 0;

  sale(gross: Cents, taxableShare = 1): void {
    this.collected += (Math.abs(gross) * taxableShare) / 6;
  }

  purchase(gross: Cents, taxableShare = 1): void {
    this.deductible += (Math.abs(gross) * taxableShare) / 6;
  }

  close(): Cents {
    const due = this.collected - this.deductible + this.carried;
    this.collected = 0;
    this.deductible = 0;
    this.carried = Math.min(0, due);
    return due <= 0 ? 0 : Math.round(due / 100) * 100;
  }
}
