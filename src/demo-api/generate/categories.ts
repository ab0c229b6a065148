import type { Activity, CategoryRecord, Direction } from '../model.ts';
import type { Random } from '../random.ts';
import { randomUuid } from '../uuid.ts';

type Node = { name: string; code: string | null; activity: Activity; color?: string; children?: Node[] };

const leaf = (name: string, code: string | null, activity: Activity = 'operating'): Node => ({ name, code, activity });

const INFLOWS: Node[] = [
  { name: 'Sales', code: 'sales', activity: 'operating', color: '#2ca02c', children: [
    leaf('Product sales', 'product_sales'), leaf('Services', 'services_revenue'), leaf('Online payments', 'online_sales'),
  ] },
  { name: 'Other income', code: 'other_income', activity: 'operating', children: [
    leaf('Interest received', 'interest_received'), leaf('Supplier refunds', 'refunds_received'),
  ] },
  { name: 'Financing received', code: 'financing_inflows', activity: 'financing', color: '#17becf', children: [
    leaf('Loans received', 'loans_received', 'financing'), leaf('Capital increase', 'equity_raised', 'financing'),
  ] },
  { name: 'Asset sales', code: 'asset_disposals', activity: 'investing' },
  { name: 'Transfers in', code: 'transfers_in', activity: 'operating' },
  { name: 'Uncategorized inflows', code: 'uncategorized_inflows', activity: 'operating', color: '#7f7f7f' },
];

const OUTFLOWS: Node[] = [
  { name: 'Payroll', code: 'payroll', activity: 'operating', color: '#d62728', children: [
    leaf('Salaries', 'salaries'), leaf('Social charges', 'social_charges'), leaf('Bonuses', null),
  ] },
  { name: 'Premises', code: 'premises', activity: 'operating', color: '#8c564b', children: [
    leaf('Rent', 'rent'), leaf('Utilities', 'utilities'), leaf('Cleaning', null),
  ] },
  { name: 'Cost of sales', code: 'cost_of_sales', activity: 'operating', children: [
    leaf('Raw materials', 'purchases'), leaf('Subcontracting', 'subcontracting'), leaf('Logistics', 'logistics'),
  ] },
  { name: 'Overheads', code: 'overheads', activity: 'operating', color: '#ff7f0e', children: [
    leaf('Software subscriptions', 'software'), leaf('Travel', 'travel'), leaf('Meals & entertainment', 'meals'),
    leaf('Office supplies', 'office_supplies'), leaf('Bank fees', 'bank_fees'), leaf('Marketing', 'marketing'),
    leaf('Insurance', 'insurance'),
  ] },
  { name: 'Taxes', code: 'taxes', activity: 'operating', color: '#9467bd', children: [
    leaf('VAT', 'vat'), leaf('Corporate income tax', 'corporate_tax'),
  ] },
  { name: 'Capital expenditure', code: 'capex', activity: 'investing', children: [
    leaf('Equipment', 'equipment', 'investing'), leaf('Capitalised software', 'intangibles', 'investing'),
  ] },
  { name: 'Financing repaid', code: 'financing_outflows', activity: 'financing', children: [
    leaf('Loan repayments', 'loan_repayments', 'financing'), leaf('Dividends', 'dividends', 'financing'),
  ] },
  { name: 'Transfers out', code: 'transfers_out', activity: 'operating' },
  { name: 'Uncategorized outflows', code: 'uncategorized_outflows', activity: 'operating', color: '#7f7f7f' },
];

/**
 * The two-level template tree. Positions are shuffled against the list order, and records are stored
 * in id order, so nothing downstream can get the fixed order of 4.1 right by accident.
 */
export function generateCategories(random: Random, stamp: () => string): CategoryRecord[] {
  const records: Omit<CategoryRecord, 'index'>[] = [];
  const add = (nodes: Node[], direction: Direction, parentId: string | null): void => {
    const positions = shuffledPositions(random, nodes.length);
    nodes.forEach((node, i) => {
      const createdAt = stamp();
      const id = randomUuid(random);
      records.push({
        id, name: node.name, code: node.code, direction, activity: node.activity, parentId,
        position: positions[i]!, color: node.color ?? null, createdAt, updatedAt: createdAt,
      });
      if (node.children) add(node.children, direction, id);
    });
  };
  add(INFLOWS, 'inflow', null);
  add(OUTFLOWS, 'outflow', null);
  return records.sort((a, b) => (a.id < b.id ? -1 : 1)).map((record, index) => ({ ...record, index }));
}

function shuffledPositions(random: Random, count: number): number[] {
  const positions = Array.from({ length: count }, (_, i) => (i + 1) * 10);
  for (let i = count - 1; i > 0; i--) {
    const j = random.int(0, i);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}
