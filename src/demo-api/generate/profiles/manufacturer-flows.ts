import { monthOfYear } from '../../calendar.ts';
import type { CurrencyCode } from '../../fx.ts';
import type { Cents } from '../../money.ts';
import { NONE, TxFlag } from '../../transaction-table.ts';
import {
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

/** Indexes into the manufacturer profile's account list. */
const ACCOUNT = { main: 0, payroll: 1, usd: 2, gbp: 3 } as const;

/** Shipments by calendar month: the plant shuts in August and for Christmas. */
export const SHIPMENTS = [1, 1.05, 1.1, 1.05, 1.05, 1.05, 0.95, 0.35, 1.05, 1.1, 1.05, 0.8] as const;
/** Invoiced a month at scale 1, before VAT, in an average month of the first year; 4 % growth a year. */
const MONTHLY_SALES = 3_000_000_00;
/** Where customers pay (and in which currency), and how much of each is French sales with VAT. */
const RECEIPTS = [
  { account: ACCOUNT.main, share: 0.55, taxable: 0.45, customers: 'eu' },
  { account: ACCOUNT.usd, share: 0.3, taxable: 0, customers: 'usCustomers' },
  { account: ACCOUNT.gbp, share: 0.15, taxable: 0, customers: 'gbCustomers' },
] as const;
/** Raw materials: 42 % of sales, paid 45 days after the month they were used in; a third in dollars, a seventh in pounds. */
const MATERIALS = [
  { account: ACCOUNT.main, share: 0.55, suppliers: 'eu' },
  { account: ACCOUNT.usd, share: 0.3, suppliers: 'usSuppliers' },
  { account: ACCOUNT.gbp, share: 0.15, suppliers: 'gbSuppliers' },
] as const;

/**
 * The revolving credit line's drawdowns and repayments by calendar month, in euros at scale 1:
 * it carries the autumn, when August's thin shipments come due after 60 days and the plant's
 * bills do not wait, and the 13th month paid in December.
 */
export const CREDIT_LINE = {
  limit: 5_000_000,
  rate: 0.048,
  draws: new Map<number, number>([
    [9, 1_500_000],
    [10, 1_000_000],
  ]),
  repayments: new Map<number, number>([
    [0, 500_000],
    [2, 1_000_000],
    [3, 1_000_000],
  ]),
} as const;

/**
 * An exporting manufacturer's 24 months: customers on 60-day terms in euros, dollars and pounds,
 * materials bought in the same three currencies, a plant payroll with its 13th month, and a
 * revolving credit line drawn in the autumn and repaid over the winter.
 */
export function generateManufacturerTransactions(context: GenerationContext): void {
  const { random, scale } = context;
  // The plant's workers and its office, pay agreed each January; people stay long in a family firm.
  const teams = [
    new Staff(
      random,
      {
        headcount: (monthNumber) => 136 + monthNumber / 4,
        pay: [195_000, 285_000],
        turnover: 0.08,
        raise: { month: 0, average: 0.03 },
        hiring: 0.5,
        variable: 0.06,
      },
      scale,
    ),
    new Staff(
      random,
      { headcount: () => 42, pay: [300_000, 650_000], turnover: 0.1, raise: { month: 0, average: 0.03 }, hiring: 0.4, variable: 0.015 },
      scale,
    ),
  ];
  const vat = new VatLedger();
  const merchants = { euro: merchantChoices(context, CARD_MERCHANTS), sterling: merchantChoices(context, UK_MERCHANTS) };
  let lastPayroll = 0;
  let vatDue = 0;
  let drawn = 0;
  monthsOfHistory(context).forEach((monthStart, monthNumber) => {
    const month = new MonthWriter(context, monthStart);
    const calendarMonth = monthOfYear(month.first);
    const sales = (at: number) => MONTHLY_SALES * scale * 1.04 ** (monthNumber / 12) * SHIPMENTS[(calendarMonth - at + 12) % 12]!;
    const foreign = new Map<number, Cents>();
    receipts(month, sales(2), vat, foreign);
    const payroll = payrollRun(
      month,
      teams.flatMap((team) => team.payslips(monthNumber, calendarMonth)),
      28,
      { payroll: ACCOUNT.payroll, from: ACCOUNT.main },
      {
        amount: (pay) => (calendarMonth === 11 ? pay : 0),
        category: 'thirteenth_month',
      },
    );
    plantCosts(month, lastPayroll || payroll, vatDue, vat);
    materials(month, sales(1), vat, foreign);
    bringHome(month, foreign);
    drawn = creditLine(month, drawn);
    overheads(month, vat, merchants);
    lastPayroll = payroll;
    vatDue = vat.close();
  });
}

/** What customers pay this month: the shipments invoiced two months ago, on 60-day terms. */
function receipts(month: MonthWriter, invoiced: number, vat: VatLedger, foreign: Map<number, Cents>): void {
  const { context } = month;
  const fraction = (month.last - month.first + 1) / 30.4;
  for (const channel of RECEIPTS) {
    const customers = channel.customers === 'eu' ? context.roles.customers : context.roles.named[channel.customers]!;
    let left = invoiced * channel.share * fraction * (1 + 0.2 * channel.taxable);
    while (left >= 1_000_00) {
      const amount = Math.min(Math.round(left), month.skewed(4_000, 260_000, 1.8));
      left -= amount;
      vat.sale(amount, channel.taxable);
      foreign.set(channel.account, (foreign.get(channel.account) ?? 0) + amount);
      emitIn(month, channel.account, amount, {
        category: context.category(month.random.chance(0.85) ? 'product_sales' : 'services_revenue'),
        counterparty: month.frequent(customers),
        labelMask: month.maybeLabel(0.6, LABEL.regions) | month.maybeLabel(0.5, LABEL.projects),
        kind: KIND.customerReceipt,
      });
    }
  }
}

/** Euros converted to the account's currency on the row's day. */
function emitIn(
  month: MonthWriter,
  account: number,
  euros: Cents,
  row: { category: number; counterparty: number; labelMask: number; kind: number },
): void {
  const { fx, accounts } = month.context;
  const day = month.randomDay();
  const currency: CurrencyCode = accounts[account]!.currency;
  month.emit({ day, amount: fx.convert(euros, 'EUR', currency, day), account, ...row });
}

function materials(month: MonthWriter, used: number, vat: VatLedger, foreign: Map<number, Cents>): void {
  const { context } = month;
  const fraction = (month.last - month.first + 1) / 30.4;
  for (const channel of MATERIALS) {
    const suppliers = channel.suppliers === 'eu' ? context.roles.trades.purchases! : context.roles.named[channel.suppliers]!;
    let left = used * 0.42 * channel.share * fraction;
    while (left >= 1_000_00) {
      const amount = Math.min(Math.round(left), month.skewed(2_000, 180_000, 1.8));
      left -= amount;
      if (channel.account === ACCOUNT.main) vat.purchase(amount * 1.2, 0.7);
      foreign.set(channel.account, (foreign.get(channel.account) ?? 0) - amount);
      emitIn(month, channel.account, -amount, {
        category: context.category('purchases'),
        counterparty: month.frequent(suppliers),
        labelMask: month.maybeLabel(0.4, LABEL.projects),
        kind: KIND.supplierPayment,
      });
    }
  }
}

/** Dollars and pounds left after the suppliers are paid are sold for euros at month end (in euros: the month's net). */
function bringHome(month: MonthWriter, net: Map<number, Cents>): void {
  const { fx, accounts } = month.context;
  const day = month.dayOfMonth(27);
  if (day === undefined) return;
  for (const account of [ACCOUNT.usd, ACCOUNT.gbp]) {
    const surplus = (net.get(account) ?? 0) * 0.9;
    if (surplus > 0) transfer(month, day, account, ACCOUNT.main, fx.convert(Math.round(surplus), 'EUR', accounts[account]!.currency, day));
  }
}

function plantCosts(month: MonthWriter, lastPayroll: Cents, vatDue: Cents, vat: VatLedger): void {
  const { context, random } = month;
  const { institutions } = context.roles;
  const calendarMonth = monthOfYear(month.first);
  const perScale = (cents: number) => Math.round(cents / context.scale);
  monthlyItem(
    month,
    15,
    -perScale(lastPayroll * (0.7 + 0.04 * random.next())),
    'social_charges',
    institutions.socialSecurity,
    KIND.socialCharges,
    ACCOUNT.main,
  );
  const energy = Math.round(
    random.int(70_000_00, 82_000_00) * [1.35, 1.3, 1.1, 0.95, 0.9, 0.9, 0.85, 0.45, 0.95, 1, 1.15, 1.2][calendarMonth]!,
  );
  monthlyItem(month, 10, -energy, 'utilities', institutions.utility, KIND.utilities, ACCOUNT.main);
  vat.purchase(energy * context.scale);
  // The family's property company owns the plant and lets it to the business.
  monthlyItem(month, 1, -38_000_00, 'rent', institutions.landlord, KIND.rent, ACCOUNT.main);
  vat.purchase(38_000_00 * 1.2 * context.scale);
  monthlyItem(month, 5, -42_000_00, 'loan_repayments', institutions.lender, KIND.loanRepayment, ACCOUNT.main);
  if (vatDue > 0) monthlyItem(month, 22, -perScale(vatDue), 'vat', institutions.taxOffice, KIND.vat, ACCOUNT.main);
  if (calendarMonth % 3 === 2)
    monthlyItem(month, 15, -random.int(130_000_00, 170_000_00), 'corporate_tax', institutions.taxOffice, KIND.corporateTax, ACCOUNT.main);
  if (calendarMonth === 0) monthlyItem(month, 12, -118_000_00, 'insurance', institutions.insurer, KIND.insurance, ACCOUNT.main);
  if (calendarMonth === 5) monthlyItem(month, 26, -1_500_000_00, 'dividends', NONE, KIND.dividend, ACCOUNT.main);
  for (const account of [ACCOUNT.main, ACCOUNT.payroll, ACCOUNT.usd, ACCOUNT.gbp])
    monthlyItem(month, 2, -random.int(60_00, 380_00), 'bank_fees', NONE, KIND.bankFee, account);
}

/** Draws and repays on the calendar of CREDIT_LINE, within the limit, and pays last month's interest; returns what is drawn. */
function creditLine(month: MonthWriter, drawn: Cents): Cents {
  const { context } = month;
  const { scale, roles } = context;
  const calendarMonth = monthOfYear(month.first);
  if (drawn > 0)
    monthlyItem(
      month,
      1,
      -Math.round(((drawn / scale) * CREDIT_LINE.rate) / 12),
      'interest_paid',
      roles.institutions.lender,
      KIND.interestPaid,
      ACCOUNT.main,
    );
  const draw = Math.min((CREDIT_LINE.draws.get(calendarMonth) ?? 0) * 100 * scale, CREDIT_LINE.limit * 100 * scale - drawn);
  const repay = Math.min((CREDIT_LINE.repayments.get(calendarMonth) ?? 0) * 100 * scale, drawn);
  const day = month.dayOfMonth(12);
  if (day === undefined) return drawn;
  if (draw > 0)
    month.emit({
      day,
      amount: Math.round(draw),
      account: ACCOUNT.main,
      category: context.category('credit_drawdowns'),
      counterparty: roles.institutions.lender,
      labelMask: 0,
      kind: KIND.creditDrawdown,
    });
  if (repay > 0)
    month.emit({
      day,
      amount: -Math.round(repay),
      account: ACCOUNT.main,
      category: context.category('credit_repayments'),
      counterparty: roles.institutions.lender,
      labelMask: 0,
      kind: KIND.creditRepayment,
    });
  return drawn + Math.round(draw) - Math.round(repay);
}

const OVERHEADS = [
  ['subcontracting', 45],
  ['logistics', 25],
  ['maintenance', 18],
  ['marketing', 7],
  ['software', 5],
] as const;
/** The sales engineers' and managers' cards: customer visits by air, rail and road, meals, office bits, tools from Würth. */
const CARD_MERCHANTS = [
  ['Air France', 5],
  ['Lufthansa', 5],
  ['SNCF Voyageurs', 12],
  ['TotalEnergies', 16],
  ['Hotel Ibis', 10],
  ['Uber', 4],
  ['Le Pain Quotidien', 8],
  ['Brasserie Flo', 6],
  ['Starbucks', 10],
  ['Bureau Vallée', 6],
  ['Amazon Business EU', 5],
  ['La Poste', 4],
  ['Würth France', 9],
] as const;
/** The sterling card pays for visits to the UK customers and suppliers. */
const UK_MERCHANTS = [
  ['British Airways', 10],
  ['Premier Inn', 20],
  ['Transport for London', 25],
  ['Pret A Manger', 25],
  ['Dishoom', 12],
  ['WHSmith', 8],
] as const;

function overheads(month: MonthWriter, vat: VatLedger, merchants: { euro: MerchantChoices; sterling: MerchantChoices }): void {
  const { context, random } = month;
  const { category, roles } = context;
  for (let i = month.count(110); i > 0; i--) {
    const code = month.weighted(OVERHEADS);
    const amount = -month.skewed(400, 40_000, 2);
    vat.purchase(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: category(code),
      counterparty: month.frequent(roles.trades[code]!),
      labelMask: month.maybeLabel(0.5, LABEL.costCenters),
      kind: KIND.supplierPayment,
    });
  }
  for (let i = month.count(1.2); i > 0; i--) {
    const amount = -month.skewed(8_000, 260_000, 1.6);
    vat.purchase(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: category('equipment'),
      counterparty: random.pick(roles.trades.equipment!),
      labelMask: month.maybeLabel(0.5, LABEL.projects),
      kind: KIND.capex,
    });
  }
  for (let i = month.count(220); i > 0; i--) {
    const excluded = random.chance(0.015);
    const abroad = random.chance(0.2);
    month.emit({
      day: month.randomDay(),
      ...paymentTo(month, abroad ? merchants.sterling : merchants.euro),
      account: abroad ? ACCOUNT.gbp : ACCOUNT.main,
      counterparty: NONE,
      kind: KIND.cardExpense,
      labelMask: excluded ? 1 << LABEL.reimbursable : month.maybeLabel(0.3, LABEL.costCenters),
      flags: excluded ? TxFlag.excluded : 0,
    });
  }
  for (let i = month.count(3); i > 0; i--) {
    month.emit({
      day: month.randomDay(),
      amount: -month.skewed(10, 2_000, 2),
      account: ACCOUNT.main,
      category: category('uncategorized_outflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownOutflow,
    });
  }
}
