import { addMonths, startOfMonth, toIsoDate, type Day } from '../calendar.ts';
import type { CurrencyCode } from '../fx.ts';
import type { Cents } from '../money.ts';
import type { ForecastBuilder } from './forecast-builder.ts';
import { describeKind, KIND } from './kinds.ts';
import { fridayInMonth } from './plan-lines.ts';
import type { Book, NewForecast } from './types.ts';

/**
 * The plan's invoices: every customer invoice and supplier bill behind us, matched to its
 * payment (most on time, some late, a few in part, a handful still open); the invoices of the
 * next weeks, and weekly budgets by category after that, carried forward from the same weeks
 * of last year at the business's own growth.
 */
export function addInvoicesAndBudgets(builder: ForecastBuilder): void {
  const { receivables, payables } = builder.context.profile.plan;
  for (const book of [receivables, payables]) {
    addPaidInvoices(builder, book);
    addOpenInvoices(builder, book);
    const growth = yearOnYear(builder, book.kind);
    addIssuedInvoices(builder, book, growth);
    addBudgets(builder, book, growth);
  }
}

function addPaidInvoices(builder: ForecastBuilder, book: Book): void {
  const { movements, random, context } = builder;
  for (let month = builder.start; month <= context.today; month = addMonths(month, 1)) {
    for (const serial of movements.inMonth(book.kind, month)) {
      if (random.chance(book.unplanned) || !movements.take(serial)) continue;
      const paidDay = context.table.day[serial]!;
      const day = Math.max(builder.start, paidDay + book.timing(builder));
      const paid = movements.sum([serial]);
      const inPart = paidDay >= context.today - 120 && random.chance(book.partial);
      builder.add({
        day,
        amount: inPart ? Math.round((paid * (1.4 + 0.8 * random.next())) / 100) * 100 : paid,
        description: `${book.label} ${invoiceNumber(builder, book, serial)}`,
        categoryIndex: movements.categoryOf(serial),
        counterpartyIndex: builder.counterpartyOf(serial),
        labelIndexes: movements.labelsOf(serial),
        linkedSerials: [serial],
        createdDay: day - issuedBefore(builder, book),
      });
    }
  }
}

/** Invoices past their date with nothing paid yet, one of them an old dispute. */
function addOpenInvoices(builder: ForecastBuilder, book: Book): void {
  const { random, context } = builder;
  const { count, minEuros, maxEuros, comment, categories } = book.overdue;
  const sign = book.kind === KIND.customerReceipt ? 1 : -1;
  const open = (day: Day, note: string): NewForecast => {
    const code = random.pick(categories);
    // A supplier's bill falls in its trade's category: an open one too.
    const counterparties =
      book.kind === KIND.customerReceipt ? context.roles.customers : (context.roles.trades[code] ?? context.roles.suppliers);
    return {
      day,
      amount: sign * builder.skewed(minEuros, maxEuros),
      comment: note,
      description: `${book.label} ${newInvoiceNumber(builder, day)}`,
      categoryIndex: context.category(code),
      counterpartyIndex: random.pick(counterparties),
      linkedSerials: [],
      createdDay: day - issuedBefore(builder, book),
    };
  };
  const items = Math.max(1, Math.round(count * context.scale));
  // One in each stretch of the last 72 days, the stretches longer with age: most items still open are
  // recent (the older ones got chased and paid), and none clump in one month by chance.
  for (let i = 0; i < items; i++) builder.add(open(context.today - 3 - Math.floor(((i + random.next()) / items) ** 2 * 73), comment));
  if (book.kind === KIND.customerReceipt)
    builder.add(open(context.today - random.int(150, 220), 'Disputed: the customer contests the delivery'));
}

/** The next weeks' invoices, issued already: last year's same weeks, one by one, in euros or in the account's own currency. */
function addIssuedInvoices(builder: ForecastBuilder, book: Book, growth: number): void {
  const { movements, context } = builder;
  for (const serial of lastYearsMovements(builder, book.kind, context.today, context.today + (book.issuedAheadDays ?? 45))) {
    const day = addMonths(context.table.day[serial]!, 12);
    const inOwnCurrency = book.issuedInAccountCurrency === true && context.currencyOf(serial) !== 'EUR';
    const amount = inOwnCurrency ? context.table.amount[serial]! : context.inEuros(serial);
    builder.add({
      ...(inOwnCurrency ? { currency: context.currencyOf(serial) } : {}),
      day,
      amount: Math.round(amount * growth),
      description: `${book.label} ${newInvoiceNumber(builder, day)}`,
      categoryIndex: movements.categoryOf(serial),
      counterpartyIndex: builder.counterpartyOf(serial),
      labelIndexes: movements.labelsOf(serial),
      linkedSerials: [],
      createdDay: day - issuedBefore(builder, book),
    });
  }
}

/**
 * Beyond the issued invoices: one budget line a week per category, last year's same week, in
 * euros; per currency too when invoices are in the account's own currency, as an exporter budgets
 * its dollar and sterling sales in dollars and pounds.
 */
function addBudgets(builder: ForecastBuilder, book: Book, growth: number): void {
  const { movements, context } = builder;
  const budgets = new Map<string, { category: number; currency: CurrencyCode; byWeek: Map<Day, Cents> }>();
  for (const serial of lastYearsMovements(builder, book.kind, context.today + (book.issuedAheadDays ?? 45), builder.end + 1)) {
    const dated = fridayInMonth(addMonths(context.table.day[serial]!, 12));
    const category = movements.categoryOf(serial);
    const currency = book.issuedInAccountCurrency === true ? context.currencyOf(serial) : 'EUR';
    const budget = budgets.get(`${category} ${currency}`) ?? { category, currency, byWeek: new Map<Day, Cents>() };
    budget.byWeek.set(
      dated,
      (budget.byWeek.get(dated) ?? 0) + (currency === 'EUR' ? context.inEuros(serial) : context.table.amount[serial]!),
    );
    budgets.set(`${category} ${currency}`, budget);
  }
  for (const { category, currency, byWeek } of budgets.values()) {
    const name = `${context.categoryName(category)} ${book.budget}${currency === 'EUR' ? '' : ` in ${currency}`}`;
    const occurrences = [...byWeek].map(([day, amount]): NewForecast => ({
      day,
      amount: Math.round((amount * growth) / 100) * 100,
      description: name,
      categoryIndex: category,
      counterpartyIndex: null,
      linkedSerials: [],
      ...(currency === 'EUR' ? {} : { currency }),
    }));
    builder.addPlan(name, 'week', 1, occurrences);
  }
}

/** Days between an invoice's issue and its date. */
function issuedBefore(builder: ForecastBuilder, book: Book): number {
  return book.terms ?? builder.random.int(30, 60);
}

/** Last year's movements of a kind whose anniversary falls in [from, to). */
function lastYearsMovements(builder: ForecastBuilder, kind: number, from: Day, to: Day): number[] {
  const found: number[] = [];
  for (let month = startOfMonth(addMonths(from, -12)); month < addMonths(to, -12); month = addMonths(month, 1)) {
    for (const serial of builder.movements.inMonth(kind, month)) {
      const anniversary = addMonths(builder.context.table.day[serial]!, 12);
      if (anniversary >= from && anniversary < to) found.push(serial);
    }
  }
  return found;
}

/**
 * The business's growth in this flow: the last eleven complete months against the eleven before
 * them (the first month of history is partial), capped at 10 % either way, as a prudent plan
 * would not assume a record year will repeat.
 */
function yearOnYear(builder: ForecastBuilder, kind: number): number {
  const lastComplete = addMonths(startOfMonth(builder.context.today), -1);
  const total = (fromBack: number) => {
    let sum = 0;
    for (let back = fromBack; back < fromBack + 11; back++) {
      for (const serial of builder.movements.inMonth(kind, addMonths(lastComplete, -back))) sum += builder.context.inEuros(serial);
    }
    return sum;
  };
  const [recent, earlier] = [total(0), total(12)];
  return earlier === 0 ? 1 : Math.min(1.1, Math.max(0.9, recent / earlier));
}

/** The invoice number the payment carried: the forecast and the bank line name the same invoice. */
function invoiceNumber(builder: ForecastBuilder, book: Book, serial: number): string {
  const { table } = builder.movements;
  return (
    describeKind(book.kind, table.variant[serial]!, table.day[serial]!, null).reference ?? newInvoiceNumber(builder, table.day[serial]!)
  );
}

function newInvoiceNumber(builder: ForecastBuilder, day: Day): string {
  return `INV-${toIsoDate(day).slice(0, 4)}-${String(builder.random.int(0, 99_999)).padStart(5, '0')}`;
}
