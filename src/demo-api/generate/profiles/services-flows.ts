import { monthOfYear } from '../../calendar.ts';
import type { Cents } from '../../money.ts';
import { NONE, TxFlag } from '../../transaction-table.ts';
import {
  categoryOrSplit,
  merchantChoices,
  monthlyItem,
  monthsOfHistory,
  paymentTo,
  payrollRun,
  transfer,
  type MerchantChoices,
} from '../flow-parts.ts';
import { KIND } from '../kinds.ts';
import { MonthWriter } from '../month-writer.ts';
import type { GenerationContext } from '../types.ts';
import { LABEL } from '../reference.ts';
import { Staff } from '../staff.ts';

/** Indexes into the services profile's account list. */
const ACCOUNT = { main: 0, payroll: 1, savings: 2, deOperating: 3, usd: 4, gbp: 5, cards: 6, qonto: 7, pettyCash: 8, cashPool: 9 } as const;

const RECEIPT_ACCOUNTS = [
  [ACCOUNT.main, 60],
  [ACCOUNT.deOperating, 18],
  [ACCOUNT.qonto, 8],
  [ACCOUNT.usd, 9],
  [ACCOUNT.gbp, 5],
] as const;
/** What its suppliers bill, by trade (category): the firm buys people's time, data and attention, not goods. */
const SUPPLIER_CATEGORIES = [
  ['subcontracting', 50],
  ['marketing', 15],
  ['professional_fees', 12],
  ['data_licences', 8],
  ['recruitment', 8],
  ['Cleaning', 5],
  ['equipment', 2],
] as const;
/** An office cleaner's invoice is a few hundred euros, not a contractor's month. */
const INVOICE_EUROS: Readonly<Record<string, readonly [number, number]>> = { Cleaning: [250, 2_400] };
/** Where the team's cards are used in euros: trains, flights and taxis to clients, coffee and lunches, office bits, ads. */
const CARD_MERCHANTS = [
  ['SNCF Voyageurs', 10],
  ['Air France', 2],
  ['Lufthansa', 1],
  ['Transavia', 1],
  ['Uber', 10],
  ['G7 Taxi', 5],
  ['Hotel Ibis', 2],
  ['Booking.com', 1],
  ['Starbucks', 18],
  ['Le Pain Quotidien', 12],
  ['Brasserie Flo', 2],
  ['Deliveroo', 7],
  ['Bureau Vallée', 8],
  ['Amazon Business EU', 7],
  ['Fnac Pro', 1],
  ['IKEA Business', 1],
  ['Google Ads', 1],
  ['LinkedIn Ads', 1],
  ['Vistaprint', 2],
  ['Canva', 5],
  ['Calendly', 3],
] as const;
/** The sterling card pays for trips to the London clients. */
const LONDON_MERCHANTS = [
  ['British Airways', 6],
  ['Transport for London', 30],
  ['Premier Inn', 10],
  ['Pret A Manger', 30],
  ['Dishoom', 14],
  ['WHSmith', 10],
] as const;
const PETTY_CASH_MERCHANTS = [
  ['La Poste', 40],
  ['Bureau Vallée', 25],
  ['Starbucks', 35],
] as const;
/** Monthly usage of the analytics platform's clouds, in euros at scale 1, by vendor in the profile's order. */
const CLOUD_BILLS = [9_500, 5_200, 1_600] as const;

/** 24 months of a mid-size services company's bank activity, month by month. */
export function generateServicesTransactions(context: GenerationContext): void {
  const months = monthsOfHistory(context);
  // Consultants and analysts: a team growing from 42 to 48, reviewed each January.
  const staff = new Staff(
    context.random,
    {
      headcount: (monthNumber) => 42 + monthNumber / 4,
      pay: [260_000, 620_000],
      turnover: 0.15,
      raise: { month: 0, average: 0.03 },
      hiring: 0.5,
      variable: 0.015,
    },
    context.scale,
  );
  let lastPayroll = 0;
  const merchants = {
    euro: merchantChoices(context, CARD_MERCHANTS),
    sterling: merchantChoices(context, LONDON_MERCHANTS),
    cash: merchantChoices(context, PETTY_CASH_MERCHANTS),
  };
  months.forEach((monthStart, monthNumber) => {
    const month = new MonthWriter(context, monthStart);
    receipts(month);
    const slips = staff.payslips(monthNumber, monthOfYear(month.first));
    const payroll = payrollRun(
      month,
      slips,
      26,
      { payroll: ACCOUNT.payroll, from: ACCOUNT.main },
      {
        amount: (pay) => (monthOfYear(month.first) === 11 ? Math.round(pay / 2) : 0),
        category: 'Bonuses',
      },
    );
    fixedCosts(month, monthNumber, lastPayroll || slips.reduce((sum, pay) => sum + pay, 0));
    purchases(month, merchants);
    transfers(month, monthNumber);
    lastPayroll = payroll;
  });
}

function receipts(month: MonthWriter): void {
  const { context, random } = month;
  const { roles, category } = context;
  for (let i = month.count(78, true); i > 0; i--) {
    const account = month.weighted(RECEIPT_ACCOUNTS);
    month.emit({
      day: month.randomDay(),
      amount: month.skewed(2_000, 80_000, 2.6),
      account,
      category: category(random.chance(0.6) ? 'product_sales' : 'services_revenue'),
      counterparty: month.frequent(roles.customers),
      labelMask: month.maybeLabel(0.6, LABEL.regions) | month.maybeLabel(0.25, LABEL.projects),
      kind: KIND.customerReceipt,
    });
  }
  for (let i = month.count(22, true); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: month.skewed(300, 6_000, 1.5),
      account: ACCOUNT.main,
      category: category('online_sales'),
      counterparty: roles.institutions.paymentProvider,
      labelMask: 0,
      kind: KIND.onlinePayout,
    });
  }
  for (let i = month.count(3); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: month.skewed(50, 3_000, 2),
      account: ACCOUNT.main,
      category: category('refunds_received'),
      counterparty: random.pick(roles.suppliers),
      labelMask: 0,
      kind: KIND.supplierRefund,
    });
  }
  for (let i = month.count(5); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: month.skewed(20, 5_000, 2),
      account: random.pick([ACCOUNT.main, ACCOUNT.deOperating, ACCOUNT.qonto]),
      category: category('uncategorized_inflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownInflow,
    });
  }
  const interestDay = month.dayOfMonth(28);
  const { count, factor } = month.single();
  for (let i = 0; interestDay !== undefined && i < count; i++) {
    month.emit({
      day: interestDay,
      amount: Math.round(random.int(30_000, 90_000) * factor),
      account: ACCOUNT.savings,
      category: category('interest_received'),
      counterparty: NONE,
      labelMask: 0,
      kind: KIND.interest,
    });
  }
}

function fixedCosts(month: MonthWriter, monthNumber: number, lastPayroll: Cents): void {
  const { context, random } = month;
  const { roles, category } = context;
  const { count, factor } = month.single();
  const calendarMonth = monthOfYear(month.first);
  const monthly = (
    day: number,
    eurosMin: number,
    eurosMax: number,
    code: string,
    counterparty: number,
    kind: number,
    account: number = ACCOUNT.main,
  ) => {
    const date = month.dayOfMonth(day);
    for (let i = 0; date !== undefined && i < count; i++) {
      month.emit({
        day: date,
        amount: -Math.round(random.int(eurosMin * 100, eurosMax * 100) * factor),
        account,
        category: category(code),
        counterparty,
        labelMask: 0,
        kind,
      });
    }
  };
  monthly(1, 25_000, 25_000, 'rent', roles.institutions.landlord, KIND.rent);
  // URSSAF collects the contributions on last month's pay.
  monthlyItem(
    month,
    15,
    -Math.round((lastPayroll / context.scale) * (0.36 + 0.03 * random.next())),
    'social_charges',
    roles.institutions.socialSecurity,
    KIND.socialCharges,
    ACCOUNT.main,
  );
  monthly(8, 1_200, 2_600, 'utilities', roles.institutions.utility, KIND.utilities);
  if (monthNumber >= 10) monthly(5, 9_000, 9_000, 'loan_repayments', roles.institutions.lender, KIND.loanRepayment);
  if (calendarMonth % 3 === 0) monthly(24, 60_000, 140_000, 'vat', roles.institutions.taxOffice, KIND.vat);
  if (calendarMonth % 3 === 2) monthly(15, 35_000, 55_000, 'corporate_tax', roles.institutions.taxOffice, KIND.corporateTax);
  if (calendarMonth === 0) monthly(10, 18_000, 22_000, 'insurance', roles.institutions.insurer, KIND.insurance);
  if (calendarMonth === 5 && monthNumber > 12) monthly(20, 150_000, 150_000, 'dividends', NONE, KIND.dividend);
  if (monthNumber === 9) financing(month, 400_000, 'loans_received', roles.institutions.lender);
  if (monthNumber === 15) financing(month, 1_500_000, 'equity_raised', NONE);
  for (const account of [ACCOUNT.main, ACCOUNT.payroll, ACCOUNT.deOperating, ACCOUNT.usd, ACCOUNT.gbp, ACCOUNT.cards, ACCOUNT.qonto]) {
    monthly(2, 15, 120, 'bank_fees', NONE, KIND.bankFee, account);
  }
  subscriptions(month);
  cloud(month, monthNumber);
}

function financing(month: MonthWriter, euros: number, code: string, counterparty: number): void {
  const day = month.dayOfMonth(12);
  if (day === undefined) return;
  month.emit({
    day,
    amount: Math.round(euros * 100 * month.context.scale),
    account: ACCOUNT.main,
    category: month.context.category(code),
    counterparty,
    labelMask: 0,
    kind: KIND.financing,
  });
}

function subscriptions(month: MonthWriter): void {
  const { context } = month;
  const vendors = context.roles.software;
  const count = Math.max(1, Math.round(vendors.length * context.scale));
  for (let i = 0; i < count; i++) {
    // A subscription keeps its vendor, day and price: derived from its number, not from the month's draw.
    const day = month.dayOfMonth(1 + ((i * 7) % 27));
    const inDollars = i % 5 === 3;
    const account = inDollars ? ACCOUNT.usd : month.first >= context.accounts[ACCOUNT.cards]!.openingDay ? ACCOUNT.cards : ACCOUNT.main;
    if (day === undefined) continue;
    month.emit({
      day,
      amount: -(3_000 + ((i * 7919) % 300_000)),
      account,
      category: context.category('software'),
      counterparty: vendors[i % vendors.length]!,
      labelMask: 0,
      kind: KIND.subscription,
    });
  }
}

/** Each cloud bills its usage monthly, in euros, growing with the customers' data. */
function cloud(month: MonthWriter, monthNumber: number): void {
  const { random, context } = month;
  const vendors = context.roles.named.cloud ?? [];
  vendors.forEach((vendor, i) => {
    const usage = (CLOUD_BILLS[i] ?? 1_000) * 100 * 1.015 ** monthNumber * (0.92 + 0.16 * random.next());
    monthlyItem(month, 3 + 2 * i, -Math.round(usage), 'hosting', vendor, KIND.cloudUsage, ACCOUNT.main);
  });
}

type Merchants = { euro: MerchantChoices; sterling: MerchantChoices; cash: MerchantChoices };

function purchases(month: MonthWriter, merchants: Merchants): void {
  const { context, random } = month;
  const { roles, category } = context;
  for (let i = month.count(103); i > 0; i--) {
    const code = month.weighted(SUPPLIER_CATEGORIES);
    const [least, most] = INVOICE_EUROS[code] ?? [200, 25_000];
    const amount = -month.skewed(least, most, 2.5);
    month.emit({
      day: month.randomDay(),
      amount,
      account: random.chance(0.7) ? ACCOUNT.main : ACCOUNT.deOperating,
      // A contractor's invoice may carry the travel and tools it recharges.
      ...categoryOrSplit(month, category(code), amount, 0.04, ['travel', 'software', 'office_supplies']),
      counterparty: month.frequent(roles.trades[code]!),
      labelMask: month.maybeLabel(0.5, LABEL.costCenters) | month.maybeLabel(0.2, LABEL.projects),
      kind: KIND.supplierPayment,
    });
  }
  for (let i = month.count(2); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: -month.skewed(2_000, 60_000, 2),
      account: ACCOUNT.main,
      category: category(random.chance(0.6) ? 'equipment' : 'intangibles'),
      counterparty: random.pick(roles.trades.equipment!),
      labelMask: month.maybeLabel(0.5, LABEL.projects),
      kind: KIND.capex,
    });
  }
  for (let i = month.count(1400); i > 0; i--) cardExpense(month, merchants);
  for (let i = month.count(6); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      ...paymentTo(month, merchants.cash),
      account: ACCOUNT.pettyCash,
      counterparty: NONE,
      labelMask: 0,
      kind: KIND.cashExpense,
    });
  }
  for (let i = month.count(4); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: -month.skewed(10, 2_000, 2),
      account: random.pick([ACCOUNT.main, ACCOUNT.deOperating]),
      category: category('uncategorized_outflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownOutflow,
    });
  }
}

function cardExpense(month: MonthWriter, merchants: Merchants): void {
  const { context, random } = month;
  const day = month.randomDay();
  const cardsOpen = day >= context.accounts[ACCOUNT.cards]!.openingDay;
  const inLondon = random.chance(0.1);
  const account = inLondon ? ACCOUNT.gbp : cardsOpen ? ACCOUNT.cards : ACCOUNT.main;
  const excluded = random.chance(0.015);
  month.emit({
    day,
    ...paymentTo(month, inLondon ? merchants.sterling : merchants.euro),
    account,
    counterparty: NONE,
    kind: KIND.cardExpense,
    labelMask: excluded ? 1 << LABEL.reimbursable : month.maybeLabel(0.3, LABEL.costCenters),
    flags: excluded ? TxFlag.excluded : 0,
  });
}

/** Funding of payroll, cards, savings and the group cash pool from the main account; sweeps of collections back to it. */
function transfers(month: MonthWriter, monthNumber: number): void {
  const { scale, accounts, fx } = month.context;
  const euros = (amount: number) => Math.round(amount * 100 * scale);
  const day = (dayOfMonth: number) => month.dayOfMonth(dayOfMonth);
  if (monthNumber % 3 === 1) transfer(month, day(6), ACCOUNT.main, ACCOUNT.savings, euros(150_000));
  if (monthNumber % 5 === 4) transfer(month, day(18), ACCOUNT.savings, ACCOUNT.main, euros(80_000));
  transfer(month, day(10), ACCOUNT.main, ACCOUNT.cashPool, euros(30_000));
  transfer(month, day(3), ACCOUNT.main, ACCOUNT.cards, euros(80_000));
  if (monthNumber % 3 === 2) transfer(month, day(4), ACCOUNT.main, ACCOUNT.pettyCash, 50_000);
  const sweepDay = day(28);
  if (sweepDay === undefined) return;
  // Collections and foreign receipts are swept to the main account in its currency's terms.
  const sweep = (from: number, eurosPerMonth: number) =>
    transfer(month, sweepDay, from, ACCOUNT.main, fx.convert(euros(eurosPerMonth), 'EUR', accounts[from]!.currency, sweepDay));
  sweep(ACCOUNT.deOperating, 40_000);
  sweep(ACCOUNT.qonto, 55_000);
  sweep(ACCOUNT.usd, 60_000);
  sweep(ACCOUNT.gbp, 20_000);
}
