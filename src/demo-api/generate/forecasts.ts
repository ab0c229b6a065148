import { addMonths, isoWeekday, monthOfYear, startOfMonth, toIsoDate, toIsoDateTime, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import type { ForecastRecord, RecurrenceRecord } from '../model.ts';
import type { Random } from '../random.ts';
import { NONE, TxFlag, type TransactionTable } from '../transaction-table.ts';
import { randomUuid } from '../uuid.ts';
import { KIND } from './kinds.ts';
import { COMMENTS } from './names.ts';
import { LABEL, type CounterpartyRoles } from './reference.ts';

export type ForecastContext = {
  random: Random;
  scale: number;
  today: Day;
  table: TransactionTable;
  /** Whether an account index holds euros: forecasts only link transactions in their own currency. */
  isEuroAccount: (account: number) => boolean;
  category: (code: string) => number;
  roles: CounterpartyRoles;
  /** Total balance of all accounts today, in euros: sizes the dip of the runway. */
  balanceToday: Cents;
};

type Plan = { name: string; interval: RecurrenceRecord['interval']; every: number; first: Day; amount: Cents; code: string; counterparty: number | null; linkKind?: number };

/** Plans and one-offs from three months back to twelve months ahead, linked to the transactions that paid them. */
export function generateForecasts(context: ForecastContext): { forecasts: ForecastRecord[]; recurrences: RecurrenceRecord[] } {
  const builder = new ForecastBuilder(context);
  for (const plan of plans(context, builder.start)) builder.addPlan(plan);
  builder.addOneOffs();
  builder.addRunwayDip();
  return { forecasts: builder.forecasts, recurrences: builder.recurrences };
}

function plans(context: ForecastContext, start: Day): Plan[] {
  const { scale, roles, today } = context;
  const euros = (amount: number) => Math.round(amount * 100 * scale);
  const nextWeekday = (from: Day, weekday: number) => from + ((weekday - isoWeekday(from) + 7) % 7);
  const monthly = (name: string, day: number, amount: Cents, code: string, counterparty: number | null, linkKind?: number): Plan =>
    ({ name, interval: 'month', every: 1, first: start + day - 1, amount, code, counterparty, ...(linkKind === undefined ? {} : { linkKind }) });
  const retainers = roles.customers.slice(0, 8).map((customer, i) =>
    monthly(`Retainer ${i + 1}`, 10, euros(8_000 + i * 4_000), 'services_revenue', customer));
  return [
    monthly('Payroll', 26, -euros(182_000), 'salaries', null, KIND.salary),
    monthly('URSSAF contributions', 15, -euros(76_000), 'social_charges', roles.institutions.socialSecurity, KIND.socialCharges),
    monthly('Office rent', 1, -euros(25_000), 'rent', roles.institutions.landlord, KIND.rent),
    monthly('Loan instalment', 5, -euros(9_000), 'loan_repayments', roles.institutions.lender, KIND.loanRepayment),
    monthly('Electricity', 8, -euros(1_900), 'utilities', roles.institutions.utility, KIND.utilities),
    monthly('Software subscriptions', 12, -euros(16_000), 'software', null),
    { name: 'VAT return', interval: 'month', every: 3, first: quarterStart(start) + 23, amount: -euros(100_000), code: 'vat', counterparty: roles.institutions.taxOffice, linkKind: KIND.vat },
    { name: 'Office cleaning', interval: 'week', every: 1, first: nextWeekday(today, 1), amount: -euros(650), code: 'Cleaning', counterparty: roles.suppliers[0] ?? null },
    { name: 'Stripe payouts', interval: 'week', every: 1, first: nextWeekday(today, 5), amount: euros(14_000), code: 'online_sales', counterparty: roles.institutions.paymentProvider },
    { name: 'Insurance premium', interval: 'year', every: 1, first: startOfMonth(addMonths(today, 12 - monthOfYear(today))) + 9, amount: -euros(20_000), code: 'insurance', counterparty: roles.institutions.insurer },
    ...retainers,
  ];
}

function quarterStart(day: Day): Day {
  return addMonths(startOfMonth(day), (3 - (monthOfYear(day) % 3)) % 3);
}

class ForecastBuilder {
  readonly forecasts: ForecastRecord[] = [];
  readonly recurrences: RecurrenceRecord[] = [];
  readonly start: Day;
  readonly end: Day;
  private readonly random: Random;
  private readonly used = new Set<number>();
  /** Serials of linkable transactions by kind and month start. */
  private readonly byKindMonth = new Map<string, number[]>();

  constructor(private readonly context: ForecastContext) {
    this.random = context.random;
    this.start = startOfMonth(addMonths(context.today, -3));
    this.end = addMonths(context.today, 12);
    const { table } = context;
    for (let serial = 0; serial < table.size; serial++) {
      const day = table.day[serial]!;
      if (day < this.start || table.flags[serial]! & (TxFlag.duplicate | TxFlag.transfer) || !context.isEuroAccount(table.account[serial]!)) continue;
      const key = `${table.kind[serial]}:${startOfMonth(day)}`;
      const list = this.byKindMonth.get(key) ?? [];
      list.push(serial);
      this.byKindMonth.set(key, list);
    }
  }

  addPlan(plan: Plan): void {
    const days: Day[] = [];
    for (let n = 0, day = plan.first; day <= this.end; n++, day = step(plan, n)) if (day >= this.start) days.push(day);
    if (days.length === 0) return;
    const recurrenceIndex = this.recurrences.length;
    this.recurrences.push({ id: randomUuid(this.random), name: plan.name, interval: plan.interval, every: plan.every, startDate: toIsoDate(days[0]!), endDate: toIsoDate(days[days.length - 1]!), occurrences: days.length });
    for (const day of days) {
      const linked = plan.linkKind !== undefined && day < this.context.today ? this.take(plan.linkKind, day, Infinity) : [];
      const amount = linked.length > 0 ? this.sum(linked) : plan.amount;
      this.add({ day, amount, description: plan.name, categoryIndex: this.context.category(plan.code), counterpartyIndex: plan.counterparty, recurrenceIndex, linkedSerials: linked });
    }
  }

  /** Customer invoices and supplier bills; future invoices are sized so the plan stays roughly balanced. */
  addOneOffs(): void {
    const { scale, roles, today } = this.context;
    for (let month = this.start; month <= this.end; month = addMonths(month, 1)) {
      const season = [0.9, 0.95, 1.05, 1, 1, 1.05, 0.85, 0.6, 1.05, 1.1, 1.15, 1.4][monthOfYear(month)]!;
      const bills = Math.max(2, Math.round(30 * scale));
      for (let i = 0; i < bills; i++) this.oneOff(month, KIND.supplierPayment, -this.skewed(200, 25_000), roles.suppliers, 'Supplier bill');
      const invoices = Math.max(3, Math.round(75 * scale * season));
      const target = month >= startOfMonth(today) ? Math.round(-this.monthNet(month) * 1.02 / invoices) : 0;
      for (let i = 0; i < invoices; i++) {
        const amount = target > 0 ? Math.round(target * (0.3 + this.random.next() * 1.4)) : this.skewed(2_000, 80_000);
        this.oneOff(month, KIND.customerReceipt, amount, roles.customers, 'Customer invoice');
      }
    }
  }

  /** A large outlay four months out brings the runway down to under half, a funding tranche restores most of it. */
  addRunwayDip(): void {
    const { today, balanceToday, category } = this.context;
    const dipDay = startOfMonth(addMonths(today, 4)) + 14;
    let balance = balanceToday;
    let lowest = Infinity;
    for (const forecast of [...this.forecasts].sort((a, b) => a.day - b.day)) {
      if (forecast.day < today) continue;
      balance += forecast.amount;
      if (forecast.day >= dipDay) lowest = Math.min(lowest, balance);
    }
    const outlay = Math.round((lowest - balanceToday * 0.45) / 100) * 100;
    if (!(outlay > 0)) return;
    this.add({ day: dipDay, amount: -outlay, description: 'Production line upgrade', categoryIndex: category('equipment'), counterpartyIndex: this.context.roles.suppliers[1] ?? null, recurrenceIndex: null, linkedSerials: [] });
    this.add({ day: startOfMonth(addMonths(today, 8)) + 9, amount: Math.round(outlay * 0.8 / 100) * 100, description: 'Series A second tranche', categoryIndex: category('equity_raised'), counterpartyIndex: null, recurrenceIndex: null, linkedSerials: [] });
  }

  private oneOff(month: Day, kind: number, plannedAmount: Cents, counterparties: readonly number[], label: string): void {
    const { today, table } = this.context;
    const day = Math.min(this.end, month + this.random.int(0, 27));
    const roll = this.random.next();
    const past = day < today;
    const candidates = (past || roll < 0.04 ? this.take(kind, day, 1) : []).filter((serial) => table.pieceStart[serial] === NONE);
    const paid = past ? roll < 0.7 : roll < 0.01;
    const linked = past && roll >= 0.85 ? [] : candidates;
    const linkedSum = this.sum(linked);
    const amount = linked.length === 0 ? plannedAmount : paid ? linkedSum : Math.round(linkedSum * (1.2 + this.random.next() * 0.6));
    const first = linked[0];
    this.add({
      day, amount, description: `${label} ${toIsoDate(day).slice(0, 7)}-${this.forecasts.length}`,
      categoryIndex: first === undefined ? this.context.category(amount > 0 ? 'product_sales' : 'purchases') : table.category[first]!,
      counterpartyIndex: first === undefined ? this.random.pick(counterparties) : table.counterparty[first]!,
      recurrenceIndex: null, linkedSerials: linked,
    });
  }

  private monthNet(month: Day): Cents {
    const next = addMonths(month, 1);
    return this.forecasts.reduce((sum, forecast) => (forecast.day >= month && forecast.day < next ? sum + forecast.amount : sum), 0);
  }

  /** Up to `count` unlinked transactions of a kind in the month of `day`. */
  private take(kind: number, day: Day, count: number): number[] {
    const free = (this.byKindMonth.get(`${kind}:${startOfMonth(day)}`) ?? []).filter((serial) => !this.used.has(serial));
    const chosen = count === Infinity ? free : free.length === 0 ? [] : [free[this.random.int(0, free.length - 1)]!];
    chosen.forEach((serial) => this.used.add(serial));
    return chosen;
  }

  private sum(serials: number[]): Cents {
    return serials.reduce((total, serial) => total + this.context.table.amount[serial]!, 0);
  }

  private skewed(min: number, max: number): Cents {
    return Math.round(min * 100 * (max / min) ** (this.random.next() ** 2.6));
  }

  private add(fields: Pick<ForecastRecord, 'day' | 'amount' | 'description' | 'categoryIndex' | 'counterpartyIndex' | 'recurrenceIndex' | 'linkedSerials'>): void {
    const created = fields.day - this.random.int(10, 90);
    const createdAt = toIsoDateTime(Math.min(created, this.context.today), this.random.int(28_000, 64_000));
    const labelIndexes = this.random.chance(0.3) ? [this.random.pick([...LABEL.projects, ...LABEL.costCenters])] : [];
    this.forecasts.push({
      id: randomUuid(this.random), currency: 'EUR', comment: this.random.chance(0.05) ? this.random.pick(COMMENTS) : null,
      labelIndexes, createdAt, updatedAt: createdAt, ...fields,
    });
  }
}

function step(plan: Plan, n: number): Day {
  if (plan.interval === 'day') return plan.first + n * plan.every;
  if (plan.interval === 'week') return plan.first + 7 * n * plan.every;
  return addMonths(plan.first, n * plan.every * (plan.interval === 'year' ? 12 : 1));
}
