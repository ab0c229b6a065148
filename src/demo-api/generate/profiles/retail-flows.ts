import { monthOfYear } from '../../calendar.ts';
import type { Cents } from '../../money.ts';
import { NONE, TxFlag } from '../../transaction-table.ts';
import {
  businessDays,
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

/** Indexes into the retail profile's account list. */
const ACCOUNT = { main: 0, payroll: 1, stores: 2, savings: 3, usd: 4, pettyCash: 5 } as const;

/** Takings a day, VAT included, in an average month, at scale 1; the profile's season shapes the year. */
const DAILY_TAKINGS = 66_000_00;
/** How customers pay: cards in store, cash in store, the web shop. */
const SHARE = { card: 0.76, cash: 0.08, online: 0.16 } as const;
/** Takings by weekday, Monday first: Saturday is the big day; a few stores open on Sunday. */
const WEEKDAY = [0.8, 0.85, 1, 0.95, 1.1, 1.6, 0.3] as const;
const WEEKDAY_MEAN = WEEKDAY.reduce((sum, weight) => sum + weight, 0) / 7;
/** Stock bought for the season ahead, by calendar month: autumn for Christmas, spring for summer. */
const STOCK = [0.5, 0.8, 1.05, 1.1, 1.05, 0.8, 0.5, 1.1, 1.9, 2.1, 0.75, 0.35] as const;
const STORES = 14;
const LOAN = { month: 3, euros: 600_000, instalment: 18_500 } as const;

/**
 * A seasonal retailer's 24 months: card takings settled every business day, cash banked weekly by
 * each store, stock bought ahead of Christmas and the summer sales, store rents paid a quarter in
 * advance. Cash is lowest in October, when the Christmas stock is paid and not yet sold.
 */
export function generateRetailTransactions(context: GenerationContext): void {
  const { random, scale } = context;
  // Store staff turn over fast; the minimum wage and the pay grid move each January; temps join for Christmas.
  const teams = [
    new Staff(
      random,
      { headcount: () => 60, pay: [175_000, 245_000], turnover: 0.3, raise: { month: 0, average: 0.025 }, hiring: 0.7, variable: 0.05 },
      scale,
    ),
    new Staff(
      random,
      { headcount: () => 14, pay: [280_000, 620_000], turnover: 0.12, raise: { month: 0, average: 0.025 }, hiring: 0.5, variable: 0.015 },
      scale,
    ),
    new Staff(
      random,
      {
        headcount: (_, calendarMonth) => (calendarMonth >= 10 ? 12 : 0),
        pay: [160_000, 190_000],
        turnover: 0,
        raise: { month: 0, average: 0 },
        hiring: 0.9,
        variable: 0.05,
      },
      scale,
    ),
  ];
  const vat = new VatLedger();
  const merchants = { card: merchantChoices(context, CARD_MERCHANTS), cash: merchantChoices(context, PETTY_CASH_MERCHANTS) };
  let lastPayroll = 0;
  let vatDue = 0;
  monthsOfHistory(context).forEach((monthStart, monthNumber) => {
    const month = new MonthWriter(context, monthStart);
    const calendarMonth = monthOfYear(month.first);
    const takings = DAILY_TAKINGS * scale * month.season;
    settlements(month, takings, vat);
    const banked = cashDeposits(month, takings, vat);
    wholesale(month, vat);
    const payroll = payrollRun(
      month,
      teams.flatMap((team) => team.payslips(monthNumber, calendarMonth)),
      28,
      { payroll: ACCOUNT.payroll, from: ACCOUNT.main },
    );
    fixedCosts(month, monthNumber, lastPayroll || payroll, vatDue, vat);
    stock(month, takings, vat);
    overheads(month, vat, merchants);
    lastPayroll = payroll;
    vatDue = vat.close();
    treasury(month, calendarMonth, banked);
  });
}

/** The payment provider pays each business day what cards took since the last one, net of its 0.9 % fee. */
function settlements(month: MonthWriter, takings: number, vat: VatLedger): void {
  const { context, random } = month;
  const { category, roles } = context;
  for (const { day, weekday } of businessDays(month)) {
    // Monday's settlement pays Friday's, Saturday's and Sunday's takings; the others pay the day before.
    const covered = weekday === 1 ? [4, 5, 6] : [weekday - 2];
    const weight = covered.reduce((sum, index) => sum + WEEKDAY[index]!, 0) / WEEKDAY_MEAN;
    for (const [share, code] of [
      [SHARE.card, 'store_sales'],
      [SHARE.online, 'online_sales'],
    ] as const) {
      const gross = takings * share * weight * (0.9 + 0.2 * random.next());
      vat.sale(gross);
      month.emit({
        day,
        amount: Math.round(gross * 0.991),
        account: ACCOUNT.main,
        category: category(code),
        counterparty: roles.institutions.paymentProvider,
        labelMask: code === 'store_sales' ? month.maybeLabel(0.5, LABEL.regions) : 0,
        kind: KIND.cardSettlement,
      });
    }
  }
}

/** Each store banks its cash every Monday; returns what was banked. */
function cashDeposits(month: MonthWriter, takings: number, vat: VatLedger): Cents {
  const { context, random } = month;
  const stores = Math.max(1, Math.round(STORES * context.scale));
  let banked = 0;
  for (const { day } of businessDays(month).filter(({ weekday }) => weekday === 1)) {
    for (let store = 0; store < stores; store++) {
      const amount = Math.round(((takings * 7 * SHARE.cash) / stores) * (0.75 + 0.5 * random.next()));
      vat.sale(amount);
      banked += amount;
      month.emit({
        day,
        amount,
        account: ACCOUNT.stores,
        category: context.category('cash_sales'),
        counterparty: NONE,
        labelMask: month.maybeLabel(0.5, LABEL.regions),
        kind: KIND.cashDeposit,
      });
    }
  }
  return banked;
}

/** Gift cards sold to works councils and a few wholesale accounts, invoiced and paid by transfer. */
function wholesale(month: MonthWriter, vat: VatLedger): void {
  const { context } = month;
  for (let i = month.count(11, true); i > 0; i--) {
    const amount = month.skewed(400, 24_000, 2);
    vat.sale(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: context.category('wholesale'),
      counterparty: month.frequent(context.roles.customers),
      labelMask: month.maybeLabel(0.4, LABEL.projects),
      kind: KIND.customerReceipt,
    });
  }
}

function fixedCosts(month: MonthWriter, monthNumber: number, lastPayroll: Cents, vatDue: Cents, vat: VatLedger): void {
  const { context, random } = month;
  const { institutions } = context.roles;
  const calendarMonth = monthOfYear(month.first);
  const perScale = (cents: number) => Math.round(cents / context.scale);
  // Commercial leases: the stores' and the warehouse's rent, a quarter in advance.
  if (calendarMonth % 3 === 0) {
    monthlyItem(month, 1, -(STORES * 8_600_00 + 22_000_00) * 3, 'rent', institutions.landlord, KIND.rent, ACCOUNT.main);
    vat.purchase((STORES * 8_600_00 + 22_000_00) * 3 * context.scale);
  }
  // Low-wage relief keeps contributions near 60 % of net pay.
  monthlyItem(
    month,
    15,
    -perScale(lastPayroll * (0.58 + 0.04 * random.next())),
    'social_charges',
    institutions.socialSecurity,
    KIND.socialCharges,
    ACCOUNT.main,
  );
  const winter = [1.4, 1.3, 1.1, 0.9, 0.8, 0.8, 0.9, 0.9, 0.8, 0.9, 1.1, 1.3][calendarMonth]!;
  const energy = Math.round(random.int(20_000_00, 26_000_00) * winter);
  monthlyItem(month, 9, -energy, 'utilities', institutions.utility, KIND.utilities, ACCOUNT.main);
  vat.purchase(energy * context.scale);
  if (vatDue > 0) monthlyItem(month, 20, -perScale(vatDue), 'vat', institutions.taxOffice, KIND.vat, ACCOUNT.main);
  if (calendarMonth % 3 === 2)
    monthlyItem(month, 15, -random.int(55_000_00, 75_000_00), 'corporate_tax', institutions.taxOffice, KIND.corporateTax, ACCOUNT.main);
  if (calendarMonth === 0) monthlyItem(month, 10, -46_000_00, 'insurance', institutions.insurer, KIND.insurance, ACCOUNT.main);
  if (monthNumber === LOAN.month) {
    const day = month.dayOfMonth(12);
    if (day !== undefined)
      month.emit({
        day,
        amount: Math.round(LOAN.euros * 100 * context.scale),
        account: ACCOUNT.main,
        category: context.category('loans_received'),
        counterparty: institutions.lender,
        labelMask: 0,
        kind: KIND.financing,
      });
  }
  // The family holding takes its dividend once the accounts are approved.
  if (calendarMonth === 5) monthlyItem(month, 25, -900_000_00, 'dividends', NONE, KIND.dividend, ACCOUNT.main);
  if (monthNumber > LOAN.month)
    monthlyItem(month, 5, -LOAN.instalment * 100, 'loan_repayments', institutions.lender, KIND.loanRepayment, ACCOUNT.main);
  for (const account of [ACCOUNT.main, ACCOUNT.payroll, ACCOUNT.stores, ACCOUNT.usd])
    monthlyItem(month, 2, -random.int(40_00, 260_00), 'bank_fees', NONE, KIND.bankFee, account);
  const vendors = context.roles.software;
  vendors.forEach((vendor, i) => {
    const day = month.dayOfMonth(3 + ((i * 5) % 24));
    if (day !== undefined)
      month.emit({
        day,
        amount: -Math.round((30_000 + ((i * 7919) % 400_000)) * context.scale),
        account: ACCOUNT.main,
        category: context.category('software'),
        counterparty: vendor,
        labelMask: 0,
        kind: KIND.subscription,
      });
  });
}

/**
 * Stock for the season ahead, a quarter of it bought in dollars from Asia. About 55 % of the
 * takings before VAT over the year, paid on 30-day terms in the months the STOCK weights give.
 */
function stock(month: MonthWriter, takings: number, vat: VatLedger): void {
  const { context, random } = month;
  const { category, roles, fx, accounts } = context;
  const average = takings / month.season;
  let left = average * 30.4 * 0.55 * STOCK[monthOfYear(month.first)]! * ((month.last - month.first + 1) / 30.4);
  while (left >= 1_000_00) {
    const gross = Math.min(Math.round(left), month.skewed(1_500, 140_000, 2));
    left -= gross;
    const day = month.randomDay();
    const dollars = random.chance(0.25);
    if (!dollars) vat.purchase(gross);
    month.emit({
      day,
      amount: -(dollars ? fx.convert(gross, 'EUR', accounts[ACCOUNT.usd]!.currency, day) : gross),
      account: dollars ? ACCOUNT.usd : ACCOUNT.main,
      category: category('merchandise'),
      counterparty: dollars ? random.pick(roles.named.importers!) : month.frequent(roles.trades.merchandise!),
      labelMask: month.maybeLabel(0.3, LABEL.projects),
      kind: KIND.supplierPayment,
    });
  }
}

const OVERHEADS = [
  ['logistics', 35],
  ['marketing', 30],
  ['maintenance', 20],
  ['packaging', 15],
] as const;
/** The store managers' cards: trips between stores, fuel, a lunch, office and post, hardware for small repairs. */
const CARD_MERCHANTS = [
  ['SNCF Voyageurs', 10],
  ['TotalEnergies', 14],
  ['Hotel Ibis', 4],
  ['Uber', 4],
  ['Starbucks', 10],
  ['Le Pain Quotidien', 8],
  ['Deliveroo', 4],
  ['Bureau Vallée', 16],
  ['Amazon Business EU', 8],
  ['La Poste', 10],
  ['Leroy Merlin Pro', 8],
  ['Würth France', 4],
] as const;
/** The stores' petty cash buys stationery round the corner. */
const PETTY_CASH_MERCHANTS = [['Bureau Vallée', 100]] as const;

function overheads(month: MonthWriter, vat: VatLedger, merchants: { card: MerchantChoices; cash: MerchantChoices }): void {
  const { context, random } = month;
  const { category, roles } = context;
  for (let i = month.count(34, true); i > 0; i--) {
    const code = month.weighted(OVERHEADS);
    const amount = -month.skewed(300, 30_000, 2.2);
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
  for (let i = month.count(1); i > 0; i--) {
    const amount = -month.skewed(5_000, 90_000, 1.5);
    vat.purchase(amount);
    month.emit({
      day: month.randomDay(),
      amount,
      account: ACCOUNT.main,
      category: category('equipment'),
      counterparty: random.pick(roles.trades.equipment!),
      labelMask: month.maybeLabel(0.6, LABEL.regions),
      kind: KIND.capex,
    });
  }
  for (let i = month.count(160); i > 0; i--) {
    const excluded = random.chance(0.015);
    month.emit({
      day: month.randomDay(),
      ...paymentTo(month, merchants.card),
      account: ACCOUNT.main,
      counterparty: NONE,
      kind: KIND.cardExpense,
      labelMask: excluded ? 1 << LABEL.reimbursable : month.maybeLabel(0.3, LABEL.costCenters),
      flags: excluded ? TxFlag.excluded : 0,
    });
  }
  for (let i = month.count(8); i > 0; i--) {
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
      amount: month.skewed(20, 2_500, 2),
      account: ACCOUNT.main,
      category: category('uncategorized_inflows'),
      counterparty: NONE,
      labelMask: month.maybeLabel(0.5, [LABEL.toReview]),
      kind: KIND.unknownInflow,
    });
  }
}

/**
 * The stores' cash goes to the main account at month end; dollars are bought ahead of the Asian
 * stock bills; the Christmas surplus is parked in January and comes back for the autumn stock.
 */
function treasury(month: MonthWriter, calendarMonth: number, banked: Cents): void {
  const { scale } = month.context;
  const euros = (amount: number) => Math.round(amount * 100 * scale);
  transfer(month, month.dayOfMonth(28), ACCOUNT.stores, ACCOUNT.main, Math.round(banked * 0.97));
  const dollars = 0.25 * 0.55 * 30.4 * DAILY_TAKINGS * scale * STOCK[calendarMonth]!;
  transfer(month, month.dayOfMonth(1), ACCOUNT.main, ACCOUNT.usd, Math.round(dollars));
  if (calendarMonth === 0) transfer(month, month.dayOfMonth(20), ACCOUNT.main, ACCOUNT.savings, euros(1_200_000));
  if (calendarMonth === 8) transfer(month, month.dayOfMonth(4), ACCOUNT.savings, ACCOUNT.main, euros(1_000_000));
  if (calendarMonth % 3 === 1) transfer(month, month.dayOfMonth(4), ACCOUNT.main, ACCOUNT.pettyCash, 60_000);
}
