import { addMonths, startOfMonth } from '../../calendar.ts';
import { TxFlag } from '../../transaction-table.ts';
import { KIND } from '../kinds.ts';
import type { CategoryNode, ForecastPlan, Profile } from '../types.ts';
import { generateSaasTransactions } from './saas-flows.ts';

const leaf = (name: string, code: string | null, activity: CategoryNode['activity'] = 'operating'): CategoryNode => ({
  name,
  code,
  activity,
});

/** A venture-funded SaaS scale-up that burns cash: about a year and a half of runway, a Series B in the plan. */
export const SAAS: Profile = {
  name: 'saas',
  company: 'Orbitale Software SAS',
  summary:
    'Orbitale Software, a venture-funded Paris SaaS scale-up: card, SEPA-debit and annual prepaid subscriptions,' +
    ' 50–75 staff, AWS billed in USD, burning cash with a Series B in the plan',
  banks: [
    { name: 'Société Générale', country: 'FR', status: 'connected', syncAgo: 0 },
    { name: 'Mercury', country: 'US', status: 'connected', syncAgo: 1 },
    { name: 'Revolut Business', country: 'LT', status: 'requires_action', syncAgo: 6 },
  ],
  accounts: [
    {
      name: 'Main operating',
      original: 'COMPTE COURANT PRO',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 2_600_000,
      fresh: true,
    },
    {
      name: 'Payroll',
      original: 'COMPTE SALAIRES',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 20_000,
      fresh: true,
    },
    { name: 'Term deposit', original: 'COMPTE A TERME', currency: 'EUR', group: 'Savings', bank: 0, openedMonthsLate: 0, openingEuros: 0 },
    {
      name: 'US dollar account',
      original: 'Mercury Checking ••4821',
      currency: 'USD',
      group: 'Foreign',
      bank: 1,
      openedMonthsLate: 0,
      openingEuros: 40_000,
    },
    { name: 'Team cards', original: 'EUR Main', currency: 'EUR', group: 'Operating', bank: 2, openedMonthsLate: 0, openingEuros: 20_000 },
    {
      name: 'UK sterling account',
      original: 'GBP Main',
      currency: 'GBP',
      group: 'Foreign',
      bank: 2,
      openedMonthsLate: 4,
      openingEuros: 10_000,
    },
  ],
  categories: {
    inflows: [
      {
        name: 'Revenue',
        code: 'sales',
        activity: 'operating',
        color: '#2ca02c',
        children: [
          leaf('Card subscriptions', 'card_subscriptions'),
          leaf('Direct debit subscriptions', 'debit_subscriptions'),
          leaf('Annual contracts', 'annual_contracts'),
          leaf('Professional services', 'services_revenue'),
        ],
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
        children: [leaf('Capital increase', 'equity_raised', 'financing'), leaf('Loans received', 'loans_received', 'financing')],
      },
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
        name: 'Hosting & software',
        code: 'technology',
        activity: 'operating',
        color: '#1f77b4',
        children: [leaf('Cloud hosting', 'hosting'), leaf('Software subscriptions', 'software')],
      },
      {
        name: 'Premises',
        code: 'premises',
        activity: 'operating',
        color: '#8c564b',
        children: [leaf('Rent', 'rent'), leaf('Utilities', 'utilities')],
      },
      {
        name: 'Sales & marketing',
        code: 'go_to_market',
        activity: 'operating',
        color: '#ff7f0e',
        children: [leaf('Marketing', 'marketing'), leaf('Travel', 'travel'), leaf('Meals & entertainment', 'meals')],
      },
      {
        name: 'Overheads',
        code: 'overheads',
        activity: 'operating',
        children: [
          leaf('Contractors', 'subcontracting'),
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
        children: [leaf('Equipment', 'equipment', 'investing'), leaf('Capitalised software', 'intangibles', 'investing')],
      },
      {
        name: 'Financing repaid',
        code: 'financing_outflows',
        activity: 'financing',
        children: [leaf('Loan repayments', 'loan_repayments', 'financing')],
      },
      { name: 'Transfers out', code: 'transfers_out', activity: 'operating' },
      { name: 'Uncategorized outflows', code: 'uncategorized_outflows', activity: 'operating', color: '#7f7f7f' },
    ],
  },
  counterparties: {
    customers: 95,
    customerSectors: [
      'Logistik',
      'Retail',
      'Insurance',
      'Foods',
      'Energy',
      'Health',
      'Mobility',
      'Media',
      'Finance',
      'Industries',
      'Hotels',
      'Pharma',
    ],
    // Its customers are in every trade; it buys only attention, expertise and people.
    suppliers: [
      { code: 'marketing', count: 12, sectors: ['Media', 'Digital', 'Events', 'Communication', 'Design'] },
      { code: 'subcontracting', count: 10, sectors: ['Consulting', 'Software', 'Labs', 'Systems'] },
      { code: 'professional_fees', count: 6, sectors: ['Legal', 'Audit', 'Advisory'] },
      { code: 'recruitment', count: 5, sectors: ['Talent', 'Search', 'Recruitment'] },
      { code: 'equipment', count: 5, sectors: ['Systems', 'Computers', 'IT Services'] },
    ],
    software: [
      { name: 'Atlassian Pty Ltd', country: 'AU' },
      { name: 'Slack Technologies Ltd', country: 'IE' },
      { name: 'GitHub Inc.', country: 'US' },
      { name: 'Notion Labs Inc.', country: 'US' },
      { name: 'Figma Inc.', country: 'US' },
      { name: 'HubSpot Ireland Ltd', country: 'IE' },
      { name: 'Datadog Inc.', country: 'US' },
      { name: 'Salesforce.com France', country: 'FR' },
      { name: 'Google Workspace (Google Ireland Ltd)', country: 'IE' },
      { name: 'Zoom Video Communications', country: 'US' },
      { name: '1Password (AgileBits Inc.)', country: 'CA' },
      { name: 'Intercom R&D Unlimited', country: 'IE' },
      { name: 'Personio SE', country: 'DE' },
      { name: 'Pennylane SAS', country: 'FR' },
      { name: 'Sentry (Functional Software Inc.)', country: 'US' },
    ],
    institutions: {
      landlord: { name: 'SCI Réaumur Bureaux', country: 'FR' },
      socialSecurity: { name: 'URSSAF Île-de-France', country: 'FR' },
      taxOffice: { name: 'Direction générale des Finances publiques', country: 'FR' },
      insurer: { name: 'Hiscox SA', country: 'FR' },
      lender: { name: 'Bpifrance', country: 'FR' },
      paymentProvider: { name: 'Stripe Payments Europe Ltd', country: 'IE' },
      utility: { name: 'EDF Entreprises', country: 'FR' },
    },
    named: {
      cloud: [{ name: 'Amazon Web Services Inc.', country: 'US' }],
      investors: [
        { name: 'Alpine Ridge Ventures', country: 'FR' },
        { name: 'Harbour Growth Partners', country: 'GB' },
      ],
    },
  },
  labels: [
    { type: 'Product line', names: ['Core platform', 'Analytics add-on', 'Enterprise', 'Self-serve'] },
    { type: 'Cost center', names: ['Engineering', 'Sales', 'Marketing', 'G&A'] },
    { type: 'Region', names: ['France', 'DACH', 'UK & Ireland', 'North America'] },
    { type: null, names: ['To review', 'Reimbursable', 'Audit 2026'] },
  ],
  season: [1, 1, 1, 1, 1, 1, 0.9, 0.7, 1, 1.05, 1.05, 1],
  generateTransactions: generateSaasTransactions,
  plan: {
    lines: [
      { name: 'Payroll', kind: KIND.salary, interval: 'month', every: 1, noise: 0.02, growth: 1.08 },
      { name: 'URSSAF contributions', kind: KIND.socialCharges, interval: 'month', every: 1, noise: 0.04, growth: 1.08 },
      { name: 'Office rent', kind: KIND.rent, interval: 'month', every: 1, noise: 0, growth: 1 },
      { name: 'Electricity', kind: KIND.utilities, interval: 'month', every: 1, noise: 0.15, growth: 1.05 },
      { name: 'AWS hosting', kind: KIND.cloudUsage, interval: 'month', every: 1, noise: 0.08, growth: 1.15, inAccountCurrency: true },
      { name: 'Software subscriptions', kind: KIND.subscription, interval: 'month', every: 1, noise: 0, growth: 1.05 },
      { name: 'VAT return', kind: KIND.vat, interval: 'month', every: 1, noise: 0.15, growth: 1.05 },
      { name: 'Insurance premium', kind: KIND.insurance, interval: 'year', every: 1, noise: 0, growth: 1.04 },
      {
        name: 'Card spending',
        kind: KIND.cardExpense,
        interval: 'month',
        every: 1,
        noise: 0.12,
        growth: 1.05,
        monthEnd: true,
        byCategory: true,
      },
      { name: 'Stripe payouts', kind: KIND.onlinePayout, interval: 'month', every: 1, noise: 0.06, growth: 1.08, monthEnd: true },
      { name: 'Term deposit interest', kind: KIND.interest, interval: 'month', every: 1, noise: 0.05, growth: 0.9 },
      { name: 'Direct debit collections', kind: KIND.directDebitCollection, interval: 'month', every: 1, noise: 0.03, growth: 1.08 },
    ],
    receivables: {
      kind: KIND.customerReceipt,
      label: 'Invoice',
      unplanned: 0.03,
      partial: 0.05,
      budget: 'receipts (budget)',
      // US and UK customers are invoiced in their currency and pay into the dollar and sterling accounts.
      issuedInAccountCurrency: true,
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.66) return -random.int(0, 2);
        if (roll < 0.88) return -random.int(5, 30);
        if (roll < 0.95) return random.int(1, 6);
        return -random.int(31, 60);
      },
      overdue: {
        count: 1,
        minEuros: 6_000,
        maxEuros: 70_000,
        comment: 'Renewal signed, payment chased',
        categories: ['annual_contracts', 'services_revenue'],
      },
    },
    payables: {
      kind: KIND.supplierPayment,
      label: 'Supplier invoice',
      unplanned: 0.03,
      partial: 0.02,
      budget: 'payments (budget)',
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.82) return -random.int(0, 1);
        if (roll < 0.95) return random.int(1, 10);
        return -random.int(3, 15);
      },
      overdue: { count: 1, minEuros: 1_000, maxEuros: 25_000, comment: 'Awaiting approval', categories: ['marketing', 'subcontracting'] },
    },
    capital: {
      equity: 'Series A',
      equityComment: 'Planned at the term sheet; the money arrived a month later',
      loan: 'Bpifrance innovation loan',
    },
    oneOffCodes: ['equity_raised', 'loans_received', 'equipment', 'intangibles'],
    addYearAhead: addSeriesB,
  },
};

/**
 * The fundraise the runway is managed towards: a Series B closing nine months out, sized at two
 * years of the last quarter's burn (at least 15 million), and the offsite a growing team holds.
 */
function addSeriesB(builder: ForecastPlan): void {
  const { today, category, roles, table } = builder.context;
  const quarter = [1, 2, 3].map((back) => addMonths(startOfMonth(today), -back));
  let net = 0;
  for (const month of quarter) {
    for (let serial = 0; serial < table.size; serial++) {
      if (
        startOfMonth(table.day[serial]!) === month &&
        (table.flags[serial]! & (TxFlag.duplicate | TxFlag.transfer | TxFlag.excluded)) === 0
      )
        net += builder.context.inEuros(serial);
    }
  }
  const burn = Math.max(0, -net / 3);
  const size = Math.max(15_000_000_00, Math.round((burn * 24) / 1_000_000_00) * 1_000_000_00);
  builder.add({
    day: startOfMonth(addMonths(today, 9)) + 14,
    amount: size,
    description: 'Series B first close',
    categoryIndex: category('equity_raised'),
    counterpartyIndex: roles.named.investors?.[1] ?? null,
    linkedSerials: [],
    comment: 'Term sheet expected next quarter',
  });
  builder.add({
    day: startOfMonth(addMonths(today, 5)) + 20,
    amount: -Math.round((burn * 0.25) / 100) * 100,
    description: 'Company offsite',
    categoryIndex: category('travel'),
    counterpartyIndex: null,
    linkedSerials: [],
  });
}
