import { monthOfYear } from '../../calendar.ts';
import type { Cents } from '../../money.ts';
import { NONE, TxFlag } from '../../transaction-table.ts';
import {
  businessDays,
  categoryOrSplit,
  merchantChoices,
  monthlyItem,
  monthsOfHistory,
  paymentTo,
  payrollRun,
  transfer,
  VatLedger,
  type MerchantChoices,
} from '../flow-parts.ts';
import { KIND } from '../kinds.ts';
import { MonthWriter } from '../month-writer.ts';
import type { GenerationContext } from '../types.ts';
import { LABEL } from '../reference.ts';
import { Staff } from '../staff.ts';

/** Indexes into the SaaS profile's account list. */
const ACCOUNT = { main: 0, payroll: 1, deposit: 2, usd: 3, cards: 4, gbp: 5 } as const;

/** Recurring revenue a month, excluding VAT, 24 months ago; it grows 2.6 % a month (about 36 % a year). */
const FIRST_MRR = 260_000_00;
const MRR_GROWTH = 1.026;
/** How customers pay: monthly by card (Stripe), monthly by SEPA debit, or a year upfront by transfer. */
const SHARE = { card: 0.3, debit: 0.3, annual: 0.4 } as const;
/** Share of the year's annual contracts signed or renewed in each calendar month: budgets start in January. */
const RENEWALS = [0.16, 0.06, 0.09, 0.07, 0.06, 0.1, 0.07, 0.03, 0.08, 0.08, 0.07, 0.13] as const;
/** The Series A: which month of history it closed in, and its size in euros. */
const SERIES_A = { month: 5, euros: 11_500_000 } as const;

/** Where the team's cards are used: trips to customers and events, team lunches, office bits, ads, small tools. */
const CARD_MERCHANTS = [
  ['Air France', 4],
  ['Lufthansa', 2],
  ['Transavia', 2],
  ['SNCF Voyageurs', 10],
  ['Uber', 10],
  ['Hotel Ibis', 3],
  ['Booking.com', 2],
  ['Starbucks', 14],
  ['Le Pain Quotidien', 10],
  ['Brasserie Flo', 3],
  ['Deliveroo', 8],
  ['Amazon Business EU', 8],
  ['Bureau Vallée', 4],
  ['Fnac Pro', 2],
  ['IKEA Business', 1],
  ['Google Ads', 4],
  ['LinkedIn Ads', 4],
  ['Vistaprint', 2],
  ['Canva', 4],
  ['Calendly', 3],
] as const;
const SUPPLIER_CATEGORIES = [
  ['marketing', 40],
  ['subcontracting', 30],
  ['professional_fees', 18],
  ['recruitment', 12],
] as const;

/**
 * A SaaS scale-up's 24 months: recurring revenue growing fast but below a cost base led by
 * payroll and cloud hosting billed in dollars, funded by a Series A parked on a term deposit
 * and drawn down month by month.
 */
export function generateSaasTransactions(context: GenerationContext): void {
  // A team growing from 42 to 64 over the two years, reviewed each April; engineers are hard to keep.
  const staff = new Staff(
    context.random,
    {
      headcount: (monthNumber) => 64 * (0.66 + (0.34 * monthNumber) / 24),
      pay: [260_000, 650_000],
      turnover: 0.18,
      raise: { month: 3, average: 0.04 },
      hiring: 0.6,
      variable: 0.015,
    },
    context.scale,
  );
  const vat = new VatLedger();
  const merchants = merchantChoices(context, CARD_MERCHANTS);
  let lastPayroll = 0;
  let vatDue = 0;
  let deposit = 0;
  monthsOfHistory(context).forEach((monthStart, monthNumber) => {
    const month = new MonthWriter(context, monthStart);
    const mrr = FIRST_MRR * MRR_GROWTH ** monthNumber * context.scale;
    collections(month, mrr, vat);
    const payroll = payrollRun(month, staff.payslips(monthNumber, monthOfYear(month.first)), 27, {
      payroll: ACCOUNT.payroll,
      from: ACCOUNT.main,
    });
    fixedCosts(month, monthNumber, lastPayroll || payroll, vatDue, vat);
    purchases(month, vat, merchants);
    lastPayroll = payroll;
    vatDue = vat.close();
    deposit = treasury(month, monthNumber, deposit);
  });
}

function collections(month: MonthWriter, mrr: number, vat: VatLedger): void {
  const { context, random } = month;
  const { roles, category, fx } = context;
  const fraction = (month.last - month.first + 1) / 30.4;
  const payoutDays = businessDays(month).filter(({ weekday }) => weekday === 2 || weekday === 5);
  for (const { day } of payoutDays) {
    // Stripe pays out twice a week, net of its fees, VAT included.
    const amount = Math.round(((mrr * SHARE.card * 1.2 * 0.986) / 8.7) * (0.85 + 0.3 * random.next()));
    vat.sale(amount);
    month.emit({
      day,
      amount,
      account: ACCOUNT.main,
      category: category('card_subscriptions'),
      counterparty: roles.institutions.paymentProvider,
      labelMask: month.maybeLabel(0.3, LABEL.projects),
      kind: KIND.onlinePayout,
    });
  }
  const debitDay = month.dayOfMonth(5);
  if (debitDay !== undefined) {
    // One batch a month, less the debits customers' banks returned.
    const amount = Math.round(mrr * SHARE.debit * 1.2 * (0.975 + 0.02 * random.next()));
    vat.sale(amount);
    month.emit({
      day: debitDay,
      amount,
      account: ACCOUNT.main,
      category: category('debit_subscriptions'),
      counterparty: NONE,
      labelMask: 0,
      kind: KIND.directDebitCollection,
    });
  }
  // Annual contracts, invoiced a year upfront, paid by transfer: January and December carry the year.
  let left = mrr * SHARE.annual * 12 * RENEWALS[monthOfYear(month.first)]! * 1.2 * fraction;
  while (left >= 100_00) {
    const amount = Math.min(Math.round(left), month.skewed(6_000, 160_000, 2.2));
    left -= amount;
    const roll = random.next();
    const account = roll < 0.86 ? ACCOUNT.main : roll < 0.96 ? ACCOUNT.usd : ACCOUNT.gbp;
    if (account === ACCOUNT.main) vat.sale(amount);
    const day = month.randomDay();
    month.emit({
      day,
      amount: fx.convert(amount, 'EUR', context.accounts[account]!.currency, day),
      account,
      category: category('annual_contracts'),
      counterparty: month.frequent(roles.customers),
      labelMask: month.maybeLabel(0.7, LABEL.regions) | month.maybeLabel(0.4, LABEL.projects),
      kind: KIND.customerReceipt,
    });
  }
  for (let i = month.count(7); i > 0; i--) {
    const amount = month.skewed(2_500, 30_000, 1.8);
    vat.sale(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: category('services_revenue'),
      counterparty: month.frequent(roles.customers),
      labelMask: month.maybeLabel(0.6, LABEL.regions),
      kind: KIND.customerReceipt,
    });
  }
  for (let i = month.count(3); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: month.skewed(20, 3_000, 2),
      account: ACCOUNT.main,
      category: category('uncategorized_inflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownInflow,
    });
  }
}

function fixedCosts(month: MonthWriter, monthNumber: number, lastPayroll: Cents, vatDue: Cents, vat: VatLedger): void {
  const { context, random } = month;
  const { roles, scale } = context;
  const { institutions } = roles;
  const perScale = (cents: number) => Math.round(cents / scale);
  monthlyItem(month, 1, -52_000_00, 'rent', institutions.landlord, KIND.rent, ACCOUNT.main);
  vat.purchase(52_000_00 * scale);
  // URSSAF collects employer and employee contributions on last month's pay: about three quarters of net pay.
  monthlyItem(
    month,
    15,
    -perScale(lastPayroll * (0.74 + 0.04 * random.next())),
    'social_charges',
    institutions.socialSecurity,
    KIND.socialCharges,
    ACCOUNT.main,
  );
  monthlyItem(month, 8, -random.int(2_000_00, 4_500_00), 'utilities', institutions.utility, KIND.utilities, ACCOUNT.main);
  // AWS bills in dollars: usage follows the customer base.
  const aws = Math.round(62_000_00 * 1.022 ** monthNumber * (0.95 + 0.1 * random.next()));
  monthlyItem(month, 3, -aws, 'hosting', roles.named.cloud![0]!, KIND.cloudUsage, ACCOUNT.usd);
  if (vatDue > 0) monthlyItem(month, 24, -perScale(vatDue), 'vat', institutions.taxOffice, KIND.vat, ACCOUNT.main);
  if (monthOfYear(month.first) === 0) monthlyItem(month, 10, -28_000_00, 'insurance', institutions.insurer, KIND.insurance, ACCOUNT.main);
  if (monthNumber === SERIES_A.month) {
    const day = month.dayOfMonth(12);
    if (day !== undefined)
      month.emit({
        day,
        amount: Math.round(SERIES_A.euros * 100 * scale),
        account: ACCOUNT.main,
        category: context.category('equity_raised'),
        counterparty: roles.named.investors![0]!,
        labelMask: 0,
        kind: KIND.financing,
      });
  }
  for (const account of [ACCOUNT.main, ACCOUNT.payroll, ACCOUNT.usd, ACCOUNT.cards, ACCOUNT.gbp]) {
    monthlyItem(month, 2, -random.int(20_00, 140_00), 'bank_fees', NONE, KIND.bankFee, account);
  }
  subscriptions(month, vat);
}

/** Each tool keeps its vendor, day and price; the team's cards pay them. */
function subscriptions(month: MonthWriter, vat: VatLedger): void {
  const { context } = month;
  const vendors = context.roles.software;
  const count = Math.max(1, Math.round(vendors.length * context.scale));
  for (let i = 0; i < count; i++) {
    const day = month.dayOfMonth(1 + ((i * 5) % 27));
    if (day === undefined) continue;
    const amount = -(40_000 + ((i * 7919) % 600_000));
    vat.purchase(amount, 0.3);
    month.emit({
      day,
      amount,
      account: ACCOUNT.cards,
      category: context.category('software'),
      counterparty: vendors[i % vendors.length]!,
      labelMask: 0,
      kind: KIND.subscription,
    });
  }
}

function purchases(month: MonthWriter, vat: VatLedger, merchants: MerchantChoices): void {
  const { context, random } = month;
  const { roles, category } = context;
  for (let i = month.count(26); i > 0; i--) {
    const code = month.weighted(SUPPLIER_CATEGORIES);
    const amount = -month.skewed(800, 45_000, 2.2);
    vat.purchase(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      ...categoryOrSplit(month, category(code), amount, 0.03, ['marketing', 'subcontracting', 'professional_fees']),
      counterparty: month.frequent(roles.trades[code]!),
      labelMask: month.maybeLabel(0.6, LABEL.costCenters),
      kind: KIND.supplierPayment,
    });
  }
  for (let i = month.count(2); i > 0; i--) {
    const amount = -month.skewed(1_500, 24_000, 2);
    vat.purchase(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: category('equipment'),
      counterparty: random.pick(roles.trades.equipment!),
      labelMask: 0,
      kind: KIND.capex,
    });
  }
  for (let i = month.count(520); i > 0; i--) {
    const payment = paymentTo(month, merchants);
    const excluded = random.chance(0.015);
    vat.purchase(payment.amount, 0.5);
    month.emit({
      day: month.randomDay(),
      ...payment,
      account: ACCOUNT.cards,
      counterparty: NONE,
      kind: KIND.cardExpense,
      labelMask: excluded ? 1 << LABEL.reimbursable : month.maybeLabel(0.4, LABEL.costCenters),
      flags: excluded ? TxFlag.excluded : 0,
    });
  }
  for (let i = month.count(3); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: -month.skewed(10, 1_500, 2),
      account: ACCOUNT.main,
      category: category('uncategorized_outflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownOutflow,
    });
  }
}

/**
 * The Series A waits on a term deposit and comes back to the main account each month; the
 * cards are topped up, and dollars and pounds beyond the AWS bill are brought home.
 * Returns what the deposit holds.
 */
function treasury(month: MonthWriter, monthNumber: number, deposit: Cents): Cents {
  const { scale, accounts, fx } = month.context;
  const euros = (amount: number) => Math.round(amount * 100 * scale);
  let held = deposit;
  if (monthNumber === SERIES_A.month) {
    transfer(month, month.dayOfMonth(20), ACCOUNT.main, ACCOUNT.deposit, euros(8_500_000));
    held += euros(8_500_000);
  } else if (held > euros(600_000)) {
    transfer(month, month.dayOfMonth(2), ACCOUNT.deposit, ACCOUNT.main, euros(450_000));
    held -= euros(450_000);
  }
  const interestDay = month.dayOfMonth(28);
  if (interestDay !== undefined && held > 0) {
    // The deposit earns about 2.4 % a year, paid monthly.
    const interest = Math.round((held * 0.024) / 12);
    month.emit({
      day: interestDay,
      amount: interest,
      account: ACCOUNT.deposit,
      category: month.context.category('interest_received'),
      counterparty: NONE,
      labelMask: 0,
      kind: KIND.interest,
    });
    held += interest;
  }
  transfer(month, month.dayOfMonth(1), ACCOUNT.main, ACCOUNT.cards, euros(95_000));
  transfer(month, month.dayOfMonth(1), ACCOUNT.main, ACCOUNT.usd, euros(60_000));
  const sweepDay = month.dayOfMonth(28);
  if (sweepDay !== undefined)
    transfer(month, sweepDay, ACCOUNT.gbp, ACCOUNT.main, fx.convert(euros(8_000), 'EUR', accounts[ACCOUNT.gbp]!.currency, sweepDay));
  return held;
}
