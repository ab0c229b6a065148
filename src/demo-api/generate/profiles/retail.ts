import { addMonths, monthOfYear, startOfMonth } from '../../calendar.ts';
import { KIND } from '../kinds.ts';
import type { CategoryNode, ForecastPlan, Profile } from '../types.ts';
import { generateRetailTransactions } from './retail-flows.ts';

const leaf = (name: string, code: string | null, activity: CategoryNode['activity'] = 'operating'): CategoryNode => ({
  name,
  code,
  activity,
});

/** A seasonal retailer: Christmas and the sales make the year, the autumn stock makes the cash low. */
export const RETAIL: Profile = {
  name: 'retail',
  company: 'Maison Garance SAS',
  summary:
    'Maison Garance, a home and clothing retailer with 14 stores and a web shop:' +
    ' card takings settled daily, stock bought ahead of Christmas and the summer sales, cash lowest in October',
  banks: [
    { name: 'Crédit Agricole', country: 'FR', status: 'connected', syncAgo: 0 },
    { name: "Caisse d'Epargne", country: 'FR', status: 'connected', syncAgo: 2 },
    { name: 'HSBC Continental Europe', country: 'FR', status: 'requires_action', syncAgo: 5 },
  ],
  accounts: [
    {
      name: 'Main operating',
      original: 'COMPTE COURANT',
      currency: 'EUR',
      group: 'Operating',
      bank: 0,
      openedMonthsLate: 0,
      openingEuros: 900_000,
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
      name: 'Store takings',
      original: 'COMPTE REMISES ESPECES',
      currency: 'EUR',
      group: 'Operating',
      bank: 1,
      openedMonthsLate: 0,
      openingEuros: 30_000,
    },
    {
      name: 'Savings reserve',
      original: 'COMPTE A TERME',
      currency: 'EUR',
      group: 'Savings',
      bank: 1,
      openedMonthsLate: 0,
      openingEuros: 300_000,
    },
    {
      name: 'US dollar account',
      original: 'USD CURRENT ACCOUNT',
      currency: 'USD',
      group: 'Foreign',
      bank: 2,
      openedMonthsLate: 0,
      openingEuros: 60_000,
    },
    { name: 'Petty cash', original: null, currency: 'EUR', group: null, bank: 'manual', openedMonthsLate: 0, openingEuros: 2_000 },
  ],
  categories: {
    inflows: [
      {
        name: 'Sales',
        code: 'sales',
        activity: 'operating',
        color: '#2ca02c',
        children: [
          leaf('Store card takings', 'store_sales'),
          leaf('Cash takings', 'cash_sales'),
          leaf('Web shop', 'online_sales'),
          leaf('Gift cards & wholesale', 'wholesale'),
        ],
      },
      {
        name: 'Other income',
        code: 'other_income',
        activity: 'operating',
        children: [leaf('Interest received', 'interest_received'), leaf('Supplier rebates', 'refunds_received')],
      },
      {
        name: 'Financing received',
        code: 'financing_inflows',
        activity: 'financing',
        color: '#17becf',
        children: [leaf('Loans received', 'loans_received', 'financing'), leaf('Capital increase', 'equity_raised', 'financing')],
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
        children: [leaf('Merchandise', 'merchandise'), leaf('Freight & logistics', 'logistics'), leaf('Packaging', 'packaging')],
      },
      {
        name: 'Payroll',
        code: 'payroll',
        activity: 'operating',
        color: '#d62728',
        children: [leaf('Salaries', 'salaries'), leaf('Social charges', 'social_charges'), leaf('Bonuses', null)],
      },
      {
        name: 'Stores & premises',
        code: 'premises',
        activity: 'operating',
        color: '#8c564b',
        children: [leaf('Rents', 'rent'), leaf('Utilities', 'utilities'), leaf('Store maintenance', 'maintenance')],
      },
      {
        name: 'Overheads',
        code: 'overheads',
        activity: 'operating',
        color: '#ff7f0e',
        children: [
          leaf('Marketing', 'marketing'),
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
      { name: 'Capital expenditure', code: 'capex', activity: 'investing', children: [leaf('Store fit-out', 'equipment', 'investing')] },
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
    // Gift cards go to companies' works councils, wholesale to other shops.
    customers: 28,
    customerSectors: ['Retail', 'Home', 'Design', 'Foods', 'Media', 'Industries', 'Hotels', 'Trading'],
    suppliers: [
      { code: 'merchandise', count: 30, sectors: ['Textiles', 'Home', 'Ceramics', 'Lighting', 'Design', 'Linen'] },
      { code: 'logistics', count: 8, sectors: ['Logistik', 'Freight', 'Transport'] },
      { code: 'marketing', count: 8, sectors: ['Media', 'Print', 'Digital', 'Communication'] },
      { code: 'maintenance', count: 8, sectors: ['Facilities', 'Maintenance', 'Cleaning Services'] },
      { code: 'packaging', count: 5, sectors: ['Packaging'] },
      { code: 'equipment', count: 5, sectors: ['Shopfitting', 'Interiors'] },
    ],
    software: [
      { name: 'Shopify International Ltd', country: 'IE' },
      { name: 'Cegid SAS', country: 'FR' },
      { name: 'Lightspeed Commerce', country: 'CA' },
      { name: 'Microsoft Ireland Operations Ltd', country: 'IE' },
      { name: 'Klaviyo Inc.', country: 'US' },
      { name: 'Combo (Snapshift SAS)', country: 'FR' },
    ],
    institutions: {
      landlord: { name: 'Klépierre Management', country: 'FR' },
      socialSecurity: { name: 'URSSAF Rhône-Alpes', country: 'FR' },
      taxOffice: { name: 'Direction générale des Finances publiques', country: 'FR' },
      insurer: { name: 'MMA IARD', country: 'FR' },
      lender: { name: 'Crédit Agricole Centre-Est', country: 'FR' },
      paymentProvider: { name: 'Adyen N.V.', country: 'NL' },
      utility: { name: 'EDF Entreprises', country: 'FR' },
    },
    named: {
      importers: [
        { name: 'Ningbo Homeware Co. Ltd', country: 'CN' },
        { name: 'Shenzhen Brightlight Trading Ltd', country: 'HK' },
        { name: 'Guangzhou Textile Import & Export Co.', country: 'CN' },
        { name: 'Saigon Ceramics JSC', country: 'VN' },
      ],
    },
  },
  labels: [
    { type: 'Collection', names: ['Spring–summer', 'Autumn–winter', 'Christmas', 'Permanent'] },
    { type: 'Cost center', names: ['Stores', 'Web shop', 'Buying', 'Head office'] },
    { type: 'Region', names: ['Lyon', 'Paris', 'Bordeaux', 'Lille'] },
    { type: null, names: ['To review', 'Reimbursable', 'Audit 2026'] },
  ],
  // Takings by calendar month: winter sales in January, summer sales in July, Black Friday and Christmas.
  season: [1, 0.65, 0.75, 0.85, 0.9, 0.95, 1.15, 0.8, 0.8, 0.85, 1.25, 2],
  generateTransactions: generateRetailTransactions,
  plan: {
    lines: [
      {
        name: 'Card settlements',
        kind: KIND.cardSettlement,
        interval: 'week',
        every: 1,
        noise: 0.1,
        growth: 1.03,
        byCategory: true,
        seasonal: true,
        weekly: true,
      },
      {
        name: 'Cash banked by the stores',
        kind: KIND.cashDeposit,
        interval: 'week',
        every: 1,
        noise: 0.08,
        growth: 1.02,
        seasonal: true,
        weekly: true,
      },
      { name: 'Payroll', kind: KIND.salary, interval: 'month', every: 1, noise: 0.02, growth: 1.025, seasonal: true },
      { name: 'URSSAF contributions', kind: KIND.socialCharges, interval: 'month', every: 1, noise: 0.04, growth: 1.025, seasonal: true },
      { name: 'Store and warehouse rents', kind: KIND.rent, interval: 'month', every: 3, noise: 0, growth: 1.02 },
      { name: 'Electricity', kind: KIND.utilities, interval: 'month', every: 1, noise: 0.12, growth: 1.05, seasonal: true },
      { name: 'Loan instalment', kind: KIND.loanRepayment, interval: 'month', every: 1, noise: 0, growth: 1 },
      { name: 'Software subscriptions', kind: KIND.subscription, interval: 'month', every: 1, noise: 0, growth: 1.03 },
      { name: 'VAT return', kind: KIND.vat, interval: 'month', every: 1, noise: 0.1, growth: 1.03, seasonal: true },
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
      unplanned: 0.05,
      partial: 0.08,
      budget: 'receipts (budget)',
      timing: ({ random }) => {
        const roll = random.next();
        if (roll < 0.6) return -random.int(0, 2);
        if (roll < 0.85) return -random.int(5, 30);
        if (roll < 0.94) return random.int(1, 6);
        return -random.int(31, 60);
      },
      overdue: { count: 3, minEuros: 500, maxEuros: 12_000, comment: 'Reminder sent', categories: ['wholesale'] },
    },
    payables: {
      kind: KIND.supplierPayment,
      label: 'Supplier invoice',
      unplanned: 0.03,
      partial: 0.03,
      budget: 'payments (budget)',
      terms: 30,
      // The Asian importers bill in dollars, paid from the dollar account.
      issuedInAccountCurrency: true,
      timing: ({ random }) => {
        const roll = random.next();
        // Deliveries slip: a stock bill is often paid weeks after the week it was planned for.
        if (roll < 0.6) return -random.int(0, 1);
        if (roll < 0.85) return -random.int(3, 25);
        if (roll < 0.95) return random.int(1, 10);
        return -random.int(30, 45);
      },
      overdue: {
        count: 3,
        minEuros: 1_000,
        maxEuros: 40_000,
        comment: 'Delivery incomplete: payment on hold',
        categories: ['merchandise', 'logistics'],
      },
    },
    capital: { equity: 'Capital increase', loan: 'Store refit loan' },
    oneOffCodes: ['loans_received', 'equipment', 'dividends'],
    addYearAhead: addNewStore,
  },
};

/** The year ahead: a fifteenth store opens in the spring, fitted out in the coming March. */
function addNewStore(builder: ForecastPlan): void {
  const { today, category, roles } = builder.context;
  const march = startOfMonth(addMonths(today, (2 - monthOfYear(today) + 12) % 12 || 12));
  builder.add({
    day: march + 9,
    amount: -380_000_00 * builder.context.scale,
    description: 'New store, Bordeaux: fit-out',
    categoryIndex: category('equipment'),
    counterpartyIndex: roles.trades.equipment?.[0] ?? null,
    linkedSerials: [],
    labelIndexes: [],
  });
}
