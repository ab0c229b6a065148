import { addMonths, startOfMonth } from '../../calendar.ts';
import { KIND } from '../kinds.ts';
import { INSTITUTIONS, SECTORS, SOFTWARE_VENDORS } from '../names.ts';
import type { CategoryNode, ForecastPlan, Profile } from '../types.ts';
import { generateServicesTransactions } from './services-flows.ts';

/** The software vendors whose bills are the analytics platform's hosting, not a tool's seats. */
const CLOUD_VENDORS: readonly string[] = ['Google Cloud EMEA Ltd', 'Amazon Web Services EMEA SARL', 'OVH SAS'];

const leaf = (name: string, code: string | null, activity: CategoryNode['activity'] = 'operating'): CategoryNode => ({
  name,
  code,
  activity,
});

/** Lumière Analytics, the demo's first company and its default: a mid-size B2B services firm. */
export const SERVICES: Profile = {
  name: 'services',
  company: 'Lumière Analytics SAS',
  summary: 'Lumière Analytics, a Paris B2B analytics firm: invoices paid by transfer, four banks, EUR, USD and GBP accounts (the default)',
  banks: [
    { name: 'BNP Paribas', country: 'FR', status: 'connected', syncAgo: 0 },
    { name: 'Deutsche Bank', country: 'DE', status: 'connected', syncAgo: 4 },
    { name: 'Revolut Business', country: 'LT', status: 'requires_action', syncAgo: 9 },
    { name: 'Qonto', country: 'FR', status: 'error', syncAgo: 2 },
  ],
  accounts: [
    {
      name: 'Main operating',
      original: 'COMPTE COURANT ENTREPRISE',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 300_000,
      fresh: true,
    },
    {
      name: 'Payroll',
      original: 'COMPTE PAIE',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 20_000,
      fresh: true,
    },
    {
      name: 'Savings reserve',
      original: 'LIVRET ENTREPRISE',
      currency: 'EUR',
      group: 'Savings',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 500_000,
      fresh: true,
    },
    {
      name: 'DE operating',
      original: 'Geschäftskonto',
      currency: 'EUR',
      group: 'Operating',
      bank: 1,
      openedMonthsLate: 0,
      openingEuros: 20_000,
      importedBeforeDays: 540,
    },
    {
      name: 'US dollar account',
      original: 'USD Current Account',
      currency: 'USD',
      group: 'Foreign',
      bank: 1,
      openedMonthsLate: 2,
      openingEuros: 20_000,
    },
    {
      name: 'UK sterling account',
      original: 'GBP Main',
      currency: 'GBP',
      group: 'Foreign',
      bank: 2,
      openedMonthsLate: 5,
      openingEuros: 20_000,
    },
    { name: 'Team cards', original: 'EUR Main', currency: 'EUR', group: 'Operating', bank: 2, openedMonthsLate: 3, openingEuros: 20_000 },
    {
      name: 'Qonto collections',
      original: 'Compte principal',
      currency: 'EUR',
      group: 'Operating',
      bank: 3,
      openedMonthsLate: 8,
      openingEuros: 20_000,
    },
    { name: 'Petty cash', original: null, currency: 'EUR', group: null, bank: 'manual', openedMonthsLate: 0, openingEuros: 20_000 },
    {
      name: 'Group cash pool',
      original: 'CASH POOL SUB-ACCOUNT',
      currency: 'EUR',
      group: 'Savings',
      bank: 'delegated',
      openedMonthsLate: 1,
      openingEuros: 20_000,
    },
  ],
  categories: {
    inflows: [
      {
        name: 'Sales',
        code: 'sales',
        activity: 'operating',
        color: '#2ca02c',
        children: [leaf('Product sales', 'product_sales'), leaf('Services', 'services_revenue'), leaf('Online payments', 'online_sales')],
      },
      {
        name: 'Other income',
        code: 'other_income',
        activity: 'operating',
        children: [leaf('Interest received', 'interest_received'), leaf('Supplier refunds', 'refunds_received')],
      },
      {
        name: 'Financing received',
        code: 'financing_inflows',
        activity: 'financing',
        color: '#17becf',
        children: [leaf('Loans received', 'loans_received', 'financing'), leaf('Capital increase', 'equity_raised', 'financing')],
      },
      { name: 'Asset sales', code: 'asset_disposals', activity: 'investing' },
      { name: 'Transfers in', code: 'transfers_in', activity: 'operating' },
      { name: 'Uncategorized inflows', code: 'uncategorized_inflows', activity: 'operating', color: '#7f7f7f' },
    ],
    outflows: [
      {
        name: 'People',
        code: 'payroll',
        activity: 'operating',
        color: '#d62728',
        children: [
          leaf('Salaries', 'salaries'),
          leaf('Social charges', 'social_charges'),
          leaf('Bonuses', null),
          leaf('Recruitment fees', 'recruitment'),
        ],
      },
      {
        name: 'Premises',
        code: 'premises',
        activity: 'operating',
        color: '#8c564b',
        children: [leaf('Rent', 'rent'), leaf('Utilities', 'utilities'), leaf('Cleaning', null)],
      },
      {
        name: 'Delivery',
        code: 'cost_of_sales',
        activity: 'operating',
        color: '#1f77b4',
        children: [leaf('Contractors', 'subcontracting'), leaf('Cloud hosting', 'hosting'), leaf('Data licences', 'data_licences')],
      },
      {
        name: 'Sales & marketing',
        code: 'go_to_market',
        activity: 'operating',
        color: '#ff7f0e',
        children: [leaf('Marketing & events', 'marketing'), leaf('Travel', 'travel'), leaf('Meals & entertainment', 'meals')],
      },
      {
        name: 'Overheads',
        code: 'overheads',
        activity: 'operating',
        children: [
          leaf('Software subscriptions', 'software'),
          leaf('Legal & accounting', 'professional_fees'),
          leaf('Office supplies', 'office_supplies'),
          leaf('Bank fees', 'bank_fees'),
          leaf('Insurance', 'insurance'),
        ],
      },
      {
        name: 'Taxes',
        code: 'taxes',
        activity: 'operating',
        color: '#9467bd',
        children: [leaf('VAT', 'vat'), leaf('Corporate income tax', 'corporate_tax')],
      },
      {
        name: 'Capital expenditure',
        code: 'capex',
        activity: 'investing',
        children: [leaf('IT equipment', 'equipment', 'investing'), leaf('Capitalised software', 'intangibles', 'investing')],
      },
      {
        name: 'Financing repaid',
        code: 'financing_outflows',
        activity: 'financing',
        children: [leaf('Loan repayments', 'loan_repayments', 'financing'), leaf('Dividends', 'dividends', 'financing')],
      },
      { name: 'Transfers out', code: 'transfers_out', activity: 'operating' },
      { name: 'Uncategorized outflows', code: 'uncategorized_outflows', activity: 'operating', color: '#7f7f7f' },
    ],
  },
  counterparties: {
    // Its customers are in every trade that has data to analyse; its suppliers are people and firms an analytics team buys from.
    customers: 72,
    customerSectors: SECTORS,
    suppliers: [
      { code: 'subcontracting', count: 18, sectors: ['Consulting', 'Analytics', 'Data', 'Labs', 'Partners'] },
      { code: 'data_licences', count: 5, sectors: ['Data', 'Insights', 'Research', 'Information'] },
      { code: 'marketing', count: 8, sectors: ['Media', 'Events', 'Digital', 'Design', 'Communication'] },
      { code: 'professional_fees', count: 6, sectors: ['Legal', 'Audit', 'Advisory'] },
      { code: 'recruitment', count: 4, sectors: ['Talent', 'Search', 'Recruitment'] },
      { code: 'Cleaning', count: 2, sectors: ['Facilities', 'Cleaning Services'] },
      { code: 'equipment', count: 4, sectors: ['Systems', 'Computers', 'IT Services'] },
    ],
    software: SOFTWARE_VENDORS.filter((vendor) => !CLOUD_VENDORS.includes(vendor.name)),
    institutions: INSTITUTIONS,
    named: { cloud: SOFTWARE_VENDORS.filter((vendor) => CLOUD_VENDORS.includes(vendor.name)) },
  },
  labels: [
    { type: 'Project', names: ['Apollo', 'Borealis', 'Cassini', 'Delta'] },
    { type: 'Cost center', names: ['Sales', 'R&D', 'G&A', 'Operations'] },
    { type: 'Region', names: ['France', 'DACH', 'Benelux', 'UK & Ireland'] },
    { type: null, names: ['To review', 'Reimbursable', 'Audit 2025'] },
  ],
  // Quiet August, busy year end: receipts follow the customers' budget cycle.
  season: [0.9, 0.95, 1.05, 1, 1, 1.05, 0.85, 0.6, 1.05, 1.1, 1.15, 1.3],
  generateTransactions: generateServicesTransactions,
  plan: {
    lines: [
      { name: 'Payroll', kind: KIND.salary, interval: 'month', every: 1, noise: 0.02, growth: 1.03 },
      { name: 'Year-end bonuses', kind: KIND.bonus, interval: 'year', every: 1, noise: 0.12, growth: 1.03 },
      { name: 'URSSAF contributions', kind: KIND.socialCharges, interval: 'month', every: 1, noise: 0.04, growth: 1.03 },
      { name: 'Office rent', kind: KIND.rent, interval: 'month', every: 1, noise: 0, growth: 1 },
      { name: 'Loan instalment', kind: KIND.loanRepayment, interval: 'month', every: 1, noise: 0, growth: 1 },
      { name: 'Electricity', kind: KIND.utilities, interval: 'month', every: 1, noise: 0.15, growth: 1.05 },
      { name: 'Cloud hosting', kind: KIND.cloudUsage, interval: 'month', every: 1, noise: 0.08, growth: 1.15 },
      { name: 'Software subscriptions', kind: KIND.subscription, interval: 'month', every: 1, noise: 0, growth: 1.05 },
      { name: 'VAT return', kind: KIND.vat, interval: 'month', every: 3, noise: 0.12, growth: 1.03 },
      { name: 'Corporate tax instalment', kind: KIND.corporateTax, interval: 'month', every: 3, noise: 0.08, growth: 1 },
      { name: 'Insurance premium', kind: KIND.insurance, interval: 'year', every: 1, noise: 0, growth: 1.04 },
      { name: 'Dividend', kind: KIND.dividend, interval: 'year', every: 1, noise: 0, growth: 1 },
      {
        name: 'Card spending',
        kind: KIND.cardExpense,
        interval: 'month',
        every: 1,
        noise: 0.12,
        growth: 1.02,
        monthEnd: true,
        byCategory: true,
      },
      { name: 'Stripe payouts', kind: KIND.onlinePayout, interval: 'month', every: 1, noise: 0.1, growth: 1.03, monthEnd: true },
    ],
    receivables: {
      kind: KIND.customerReceipt,
      label: 'Invoice',
      unplanned: 0.04,
      partial: 0.06,
      budget: 'receipts (budget)',
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.62) return -random.int(0, 2);
        if (roll < 0.84) return -random.int(5, 30);
        if (roll < 0.94) return random.int(1, 6);
        return -random.int(31, 70);
      },
      overdue: { count: 4, minEuros: 3_000, maxEuros: 45_000, comment: 'Reminder sent', categories: ['product_sales', 'services_revenue'] },
    },
    payables: {
      kind: KIND.supplierPayment,
      label: 'Supplier invoice',
      unplanned: 0.03,
      partial: 0.02,
      budget: 'payments (budget)',
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.8) return -random.int(0, 1);
        if (roll < 0.95) return random.int(1, 10);
        return -random.int(3, 15);
      },
      overdue: {
        count: 2,
        minEuros: 500,
        maxEuros: 20_000,
        comment: 'Awaiting approval',
        categories: ['subcontracting', 'professional_fees'],
      },
    },
    capital: {
      equity: 'Series A first tranche',
      equityComment: 'Closing slipped by a month: the plan kept the date of the term sheet',
      loan: 'Bank loan drawdown',
    },
    oneOffCodes: ['equity_raised', 'loans_received', 'equipment', 'intangibles', 'dividends'],
    addYearAhead: addOfficeMoveAndSecondTranche,
  },
};

/**
 * The year ahead's one-offs, sized to the business: an office move four months out (a month and a
 * half of takings) and the second tranche of the equity round four months later, as large as the
 * first. The runway dips with the move, and the dip is the story a demo tells.
 */
function addOfficeMoveAndSecondTranche(builder: ForecastPlan): void {
  const { today, category, roles, table } = builder.context;
  const { movements } = builder;
  const lastYear = Array.from({ length: 12 }, (_, back) => addMonths(startOfMonth(today), -1 - back));
  const takings = lastYear.reduce((sum, month) => sum + movements.sum(movements.inMonth(KIND.customerReceipt, month)), 0) / 12;
  const outlay = Math.round((takings * 1.5) / 1_000_000) * 1_000_000;
  builder.add({
    day: startOfMonth(addMonths(today, 4)) + 14,
    amount: -outlay,
    description: 'Office move: fit-out and equipment',
    categoryIndex: category('equipment'),
    counterpartyIndex: roles.trades.equipment?.[0] ?? null,
    linkedSerials: [],
  });
  const firstTranche = lastYear
    .flatMap((month) => movements.inMonth(KIND.financing, month))
    .find((serial) => table.category[serial] === category('equity_raised'));
  const tranche = firstTranche === undefined ? outlay : movements.sum([firstTranche]);
  builder.add({
    day: startOfMonth(addMonths(today, 8)) + 9,
    amount: tranche,
    description: 'Series A second tranche',
    categoryIndex: category('equity_raised'),
    counterpartyIndex: null,
    linkedSerials: [],
  });
}
