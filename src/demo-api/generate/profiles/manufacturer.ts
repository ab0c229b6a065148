import { addMonths, monthOfYear, startOfMonth } from '../../calendar.ts';
import { KIND } from '../kinds.ts';
import { CREDIT_LINE, generateManufacturerTransactions, SHIPMENTS } from './manufacturer-flows.ts';
import type { CategoryNode, ForecastPlan, Profile } from '../types.ts';

const leaf = (name: string, code: string | null, activity: CategoryNode['activity'] = 'operating'): CategoryNode => ({
  name,
  code,
  activity,
});

/** An exporting manufacturer: 60-day customer terms, suppliers in dollars and pounds, a revolving credit line for the autumn. */
export const MANUFACTURER: Profile = {
  name: 'manufacturer',
  company: 'Ateliers Vernier SAS',
  summary:
    'Ateliers Vernier, a Lyon maker of industrial valves exporting to Europe, the US and the UK:' +
    ' 60-day customer terms, materials bought in EUR, USD and GBP,' +
    ' a revolving credit line drawn every autumn',
  banks: [
    { name: 'Banque Populaire Auvergne Rhône Alpes', country: 'FR', status: 'connected', syncAgo: 0 },
    { name: 'BNP Paribas', country: 'FR', status: 'connected', syncAgo: 1 },
    { name: 'HSBC UK', country: 'GB', status: 'error', syncAgo: 3 },
  ],
  accounts: [
    {
      name: 'Main operating',
      original: 'COMPTE COURANT',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 400_000,
      fresh: true,
    },
    {
      name: 'Payroll',
      original: 'COMPTE PAIE',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 30_000,
      fresh: true,
    },
    {
      name: 'US dollar account',
      original: 'USD CURRENT ACCOUNT',
      currency: 'USD',
      group: 'Foreign',
      bank: 1,
      openedMonthsLate: 0,
      openingEuros: 150_000,
    },
    {
      name: 'UK sterling account',
      original: 'Business Current Account',
      currency: 'GBP',
      group: 'Foreign',
      bank: 2,
      openedMonthsLate: 0,
      openingEuros: 80_000,
    },
  ],
  categories: {
    inflows: [
      {
        name: 'Sales',
        code: 'sales',
        activity: 'operating',
        color: '#2ca02c',
        children: [leaf('Product sales', 'product_sales'), leaf('Spare parts & service', 'services_revenue')],
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
        children: [
          leaf('Credit line drawdowns', 'credit_drawdowns', 'financing'),
          leaf('Loans received', 'loans_received', 'financing'),
          leaf('Capital increase', 'equity_raised', 'financing'),
        ],
      },
      { name: 'Transfers in', code: 'transfers_in', activity: 'operating' },
      { name: 'Uncategorized inflows', code: 'uncategorized_inflows', activity: 'operating', color: '#7f7f7f' },
    ],
    outflows: [
      {
        name: 'Cost of sales',
        code: 'cost_of_sales',
        activity: 'operating',
        color: '#1f77b4',
        children: [leaf('Raw materials', 'purchases'), leaf('Subcontracting', 'subcontracting'), leaf('Freight', 'logistics')],
      },
      {
        name: 'Payroll',
        code: 'payroll',
        activity: 'operating',
        color: '#d62728',
        children: [leaf('Salaries', 'salaries'), leaf('Social charges', 'social_charges'), leaf('13th month', 'thirteenth_month')],
      },
      {
        name: 'Plant',
        code: 'plant',
        activity: 'operating',
        color: '#8c564b',
        children: [leaf('Rent', 'rent'), leaf('Energy', 'utilities'), leaf('Maintenance', 'maintenance')],
      },
      {
        name: 'Overheads',
        code: 'overheads',
        activity: 'operating',
        color: '#ff7f0e',
        children: [
          leaf('Trade fairs & marketing', 'marketing'),
          leaf('Software', 'software'),
          leaf('Travel', 'travel'),
          leaf('Meals', 'meals'),
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
      { name: 'Capital expenditure', code: 'capex', activity: 'investing', children: [leaf('Machinery', 'equipment', 'investing')] },
      {
        name: 'Financing repaid',
        code: 'financing_outflows',
        activity: 'financing',
        children: [
          leaf('Credit line repayments', 'credit_repayments', 'financing'),
          leaf('Interest paid', 'interest_paid', 'financing'),
          leaf('Loan repayments', 'loan_repayments', 'financing'),
          leaf('Dividends', 'dividends', 'financing'),
        ],
      },
      { name: 'Transfers out', code: 'transfers_out', activity: 'operating' },
      { name: 'Uncategorized outflows', code: 'uncategorized_outflows', activity: 'operating', color: '#7f7f7f' },
    ],
  },
  counterparties: {
    // Plants of every process industry buy its valves; it buys metal, machining, freight and upkeep.
    customers: 44,
    customerSectors: ['Industries', 'Engineering', 'Energy', 'Pharma', 'Foods', 'Chemicals', 'Automation', 'Hydraulics', 'Marine', 'Water'],
    suppliers: [
      { code: 'purchases', count: 16, sectors: ['Metals', 'Steel', 'Castings', 'Forge', 'Seals', 'Polymers'] },
      { code: 'subcontracting', count: 12, sectors: ['Machining', 'Precision', 'Coatings', 'Engineering'] },
      { code: 'logistics', count: 7, sectors: ['Logistik', 'Freight', 'Transport'] },
      { code: 'maintenance', count: 7, sectors: ['Industrial Services', 'Automation', 'Tooling'] },
      { code: 'marketing', count: 4, sectors: ['Expo', 'Media', 'Events'] },
      { code: 'software', count: 2, sectors: ['Systems', 'Software'] },
      { code: 'equipment', count: 4, sectors: ['Machines', 'Robotics', 'Automation'] },
    ],
    software: [
      { name: 'Dassault Systèmes SE', country: 'FR' },
      { name: 'Sage SAS', country: 'FR' },
      { name: 'Microsoft Ireland Operations Ltd', country: 'IE' },
    ],
    institutions: {
      landlord: { name: 'SCI Vernier Patrimoine', country: 'FR' },
      socialSecurity: { name: 'URSSAF Rhône-Alpes', country: 'FR' },
      taxOffice: { name: 'Direction générale des Finances publiques', country: 'FR' },
      insurer: { name: 'Allianz IARD', country: 'FR' },
      lender: { name: 'Banque Populaire Auvergne Rhône Alpes', country: 'FR' },
      paymentProvider: { name: 'Worldline SA', country: 'FR' },
      utility: { name: 'TotalEnergies Électricité et Gaz France', country: 'FR' },
    },
    named: {
      usCustomers: [
        { name: 'Keystone Flow Controls Inc.', country: 'US' },
        { name: 'Gulf Coast Process Systems LLC', country: 'US' },
        { name: 'Cascade Water Technologies Inc.', country: 'US' },
      ],
      gbCustomers: [
        { name: 'Northumbria Process Engineering Ltd', country: 'GB' },
        { name: 'Thames Valley Pumps Ltd', country: 'GB' },
      ],
      usSuppliers: [
        { name: 'Allegheny Specialty Metals Inc.', country: 'US' },
        { name: 'Great Lakes Castings LLC', country: 'US' },
        { name: 'Ohio Valley Seals Corp.', country: 'US' },
      ],
      gbSuppliers: [
        { name: 'Sheffield Precision Forgings Ltd', country: 'GB' },
        { name: 'Midlands Gaskets Ltd', country: 'GB' },
      ],
    },
  },
  labels: [
    { type: 'Product line', names: ['Valves', 'Pumps', 'Actuators', 'Spare parts'] },
    { type: 'Cost center', names: ['Production', 'Engineering', 'Sales', 'G&A'] },
    { type: 'Region', names: ['France', 'Germany', 'UK', 'North America'] },
    { type: null, names: ['To review', 'Reimbursable', 'Audit 2026'] },
  ],
  // Receipts follow shipments two months later: the August shutdown is October's gap.
  season: SHIPMENTS.map((_, month) => SHIPMENTS[(month + 10) % 12]!),
  generateTransactions: generateManufacturerTransactions,
  plan: {
    lines: [
      { name: 'Payroll', kind: KIND.salary, interval: 'month', every: 1, noise: 0.02, growth: 1.03 },
      { name: '13th month', kind: KIND.bonus, interval: 'year', every: 1, noise: 0.03, growth: 1.03 },
      { name: 'URSSAF contributions', kind: KIND.socialCharges, interval: 'month', every: 1, noise: 0.04, growth: 1.03 },
      { name: 'Plant rent', kind: KIND.rent, interval: 'month', every: 1, noise: 0, growth: 1.02 },
      { name: 'Energy', kind: KIND.utilities, interval: 'month', every: 1, noise: 0.12, growth: 1.04, seasonal: true },
      { name: 'Equipment loan instalment', kind: KIND.loanRepayment, interval: 'month', every: 1, noise: 0, growth: 1 },
      { name: 'Credit line interest', kind: KIND.interestPaid, interval: 'month', every: 1, noise: 0.05, growth: 1, seasonal: true },
      { name: 'Software subscriptions', kind: KIND.subscription, interval: 'month', every: 1, noise: 0, growth: 1.03 },
      { name: 'VAT return', kind: KIND.vat, interval: 'month', every: 1, noise: 0.15, growth: 1.03, seasonal: true },
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
    ],
    receivables: {
      kind: KIND.customerReceipt,
      label: 'Invoice',
      unplanned: 0.03,
      partial: 0.06,
      budget: 'receipts (budget)',
      terms: 60,
      issuedAheadDays: 60,
      // US and UK customers are invoiced in dollars and pounds, paid into the accounts in those currencies.
      issuedInAccountCurrency: true,
      // Industrial customers stretch their terms: half pay on the due date, many a few weeks late.
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.5) return -random.int(0, 3);
        if (roll < 0.82) return -random.int(5, 30);
        if (roll < 0.9) return random.int(1, 5);
        return -random.int(31, 60);
      },
      overdue: {
        count: 4,
        minEuros: 8_000,
        maxEuros: 150_000,
        comment: 'Reminder sent; customer cites a quality claim',
        categories: ['product_sales', 'services_revenue'],
      },
    },
    payables: {
      kind: KIND.supplierPayment,
      label: 'Supplier invoice',
      unplanned: 0.03,
      partial: 0.02,
      budget: 'payments (budget)',
      terms: 45,
      issuedInAccountCurrency: true,
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.8) return -random.int(0, 1);
        if (roll < 0.95) return random.int(1, 10);
        return -random.int(3, 15);
      },
      overdue: {
        count: 2,
        minEuros: 2_000,
        maxEuros: 60_000,
        comment: 'Awaiting the goods-received note',
        categories: ['purchases', 'subcontracting'],
      },
    },
    capital: { equity: 'Capital increase', loan: 'Equipment loan drawdown' },
    oneOffCodes: ['credit_drawdowns', 'credit_repayments', 'loans_received', 'equity_raised', 'equipment', 'dividends'],
    addYearAhead: addCreditLineAndMachine,
  },
};

/**
 * The year ahead: the credit line's drawdowns and repayments on last year's calendar, from what is
 * drawn today, and a new machining centre in six months.
 */
function addCreditLineAndMachine(builder: ForecastPlan): void {
  const { today, category, roles, table, scale } = builder.context;
  let drawn = 0;
  for (let serial = 0; serial < table.size; serial++) {
    if (table.kind[serial] === KIND.creditDrawdown || table.kind[serial] === KIND.creditRepayment) drawn += table.amount[serial]!;
  }
  for (let month = startOfMonth(addMonths(today, 1)); month <= addMonths(today, 12); month = addMonths(month, 1)) {
    const calendarMonth = monthOfYear(month);
    const day = month + 11;
    const draw = Math.min((CREDIT_LINE.draws.get(calendarMonth) ?? 0) * 100 * scale, CREDIT_LINE.limit * 100 * scale - drawn);
    const repay = Math.min((CREDIT_LINE.repayments.get(calendarMonth) ?? 0) * 100 * scale, drawn);
    const common = { day, counterpartyIndex: roles.institutions.lender, linkedSerials: [], labelIndexes: [] };
    if (draw > 0)
      builder.add({
        ...common,
        amount: Math.round(draw),
        description: 'Credit line drawdown',
        categoryIndex: category('credit_drawdowns'),
      });
    if (repay > 0)
      builder.add({
        ...common,
        amount: -Math.round(repay),
        description: 'Credit line repayment',
        categoryIndex: category('credit_repayments'),
      });
    drawn += Math.round(draw) - Math.round(repay);
  }
  builder.add({
    day: startOfMonth(addMonths(today, 6)) + 14,
    amount: -Math.round(850_000_00 * scale),
    description: '5-axis machining centre',
    categoryIndex: category('equipment'),
    counterpartyIndex: roles.trades.equipment?.[0] ?? null,
    linkedSerials: [],
    labelIndexes: [],
  });
}
