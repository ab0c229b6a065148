import { describe, expect, it } from 'vitest';
import { NONE, TxFlag } from '../../transaction-table.ts';
import { describeKind, KIND } from '../kinds.ts';
import { generateData } from '../workspace.ts';

/**
 * What each company would pay for, as its CFO would read its chart: the outflow categories it has,
 * and the trades it could never buy from (the first pass of the demo paid an analytics firm's
 * "Raw materials" to "Ferrovia Textiles AG").
 */
const BUSINESSES = [
  {
    profile: 'services',
    pays: [
      'Salaries',
      'Social charges',
      'Bonuses',
      'Recruitment fees',
      'Rent',
      'Utilities',
      'Cleaning',
      'Contractors',
      'Cloud hosting',
      'Data licences',
      'Marketing & events',
      'Travel',
      'Meals & entertainment',
      'Software subscriptions',
      'Legal & accounting',
      'Office supplies',
      'Bank fees',
      'Insurance',
      'VAT',
      'Corporate income tax',
      'IT equipment',
      'Capitalised software',
      'Loan repayments',
      'Dividends',
      'Transfers out',
      'Uncategorized outflows',
    ],
    neverBuysFrom: /Textiles|Packaging|Logisti|Industries|Robotics|Foods|Pharma|Engineering|Trading|Energy|Medical|Mobility|Retail/,
  },
  {
    profile: 'saas',
    pays: [
      'Salaries',
      'Social charges',
      'Bonuses',
      'Recruitment fees',
      'Cloud hosting',
      'Software subscriptions',
      'Rent',
      'Utilities',
      'Marketing',
      'Travel',
      'Meals & entertainment',
      'Contractors',
      'Legal & accounting',
      'Office supplies',
      'Bank fees',
      'Insurance',
      'VAT',
      'Corporate income tax',
      'Equipment',
      'Capitalised software',
      'Loan repayments',
      'Transfers out',
      'Uncategorized outflows',
    ],
    neverBuysFrom: /Textiles|Packaging|Logisti|Industries|Foods|Pharma|Hotels|Energy|Insurance|Health|Mobility|Finance|Retail/,
  },
  {
    profile: 'retail',
    pays: [
      'Merchandise',
      'Freight & logistics',
      'Packaging',
      'Salaries',
      'Social charges',
      'Bonuses',
      'Rents',
      'Utilities',
      'Store maintenance',
      'Marketing',
      'Software',
      'Travel',
      'Meals',
      'Office supplies',
      'Bank fees',
      'Insurance',
      'VAT',
      'Corporate income tax',
      'Store fit-out',
      'Loan repayments',
      'Dividends',
      'Transfers out',
      'Uncategorized outflows',
    ],
    neverBuysFrom: /Foods|Pharma|Industries|Robotics|Energy|Medical/,
  },
  {
    profile: 'manufacturer',
    pays: [
      'Raw materials',
      'Subcontracting',
      'Freight',
      'Salaries',
      'Social charges',
      '13th month',
      'Rent',
      'Energy',
      'Maintenance',
      'Trade fairs & marketing',
      'Software',
      'Travel',
      'Meals',
      'Office supplies',
      'Bank fees',
      'Insurance',
      'VAT',
      'Corporate income tax',
      'Machinery',
      'Credit line repayments',
      'Interest paid',
      'Loan repayments',
      'Dividends',
      'Transfers out',
      'Uncategorized outflows',
    ],
    neverBuysFrom: /Foods|Pharma|Medical|Water|Marine|Hotels|Retail|Textiles/,
  },
] as const;

/** What each merchant sells: its category, and what one bill of it costs, in the currency of the card. */
const TRADES = [
  { merchants: ['Air France', 'Lufthansa', 'Transavia', 'British Airways'], code: 'travel', least: 50, most: 1_500 },
  { merchants: ['SNCF Voyageurs', 'Uber', 'G7 Taxi', 'Transport for London'], code: 'travel', least: 2, most: 250 },
  { merchants: ['Hotel Ibis', 'Booking.com', 'Premier Inn'], code: 'travel', least: 60, most: 800 },
  { merchants: ['TotalEnergies'], code: 'travel', least: 20, most: 150 },
  { merchants: ['Starbucks', 'Pret A Manger'], code: 'meals', least: 2, most: 30 },
  { merchants: ['Le Pain Quotidien', 'Brasserie Flo', 'Deliveroo', 'Dishoom'], code: 'meals', least: 10, most: 500 },
  {
    merchants: ['Bureau Vallée', 'Amazon Business EU', 'La Poste', 'Fnac Pro', 'IKEA Business', 'WHSmith'],
    code: 'office_supplies',
    least: 1,
    most: 1_000,
  },
  { merchants: ['Google Ads', 'LinkedIn Ads', 'Vistaprint'], code: 'marketing', least: 20, most: 3_000 },
  { merchants: ['Canva', 'Calendly'], code: 'software', least: 5, most: 150 },
  { merchants: ['Leroy Merlin Pro', 'Würth France'], code: 'maintenance', least: 10, most: 700 },
] as const;

const tradeOf = (merchant: string) => TRADES.find((trade) => (trade.merchants as readonly string[]).includes(merchant));

describe.each(BUSINESSES)('the chart of $profile', ({ profile, pays, neverBuysFrom }) => {
  const { workspace, table } = generateData({ profile, seed: 42, today: '2026-11-20', scale: 1 });
  const { categories, counterparties } = workspace;
  const moves = Array.from({ length: table.size }, (_, serial) => serial).filter(
    (serial) => (table.flags[serial]! & (TxFlag.duplicate | TxFlag.transfer)) === 0,
  );
  const categoriesOf = (serial: number) => {
    const start = table.pieceStart[serial]!;
    if (start === NONE) return [table.category[serial]!];
    return Array.from({ length: table.pieceCount[serial]! }, (_, piece) => table.pieceCategory[start + piece]!);
  };

  it('pays in the categories its business has, and its chart has no other', () => {
    const paid = new Set(
      moves
        .filter((serial) => table.amount[serial]! < 0)
        .flatMap(categoriesOf)
        .map((index) => categories[index]!.name),
    );
    const charted = categories.filter(
      (category) => category.direction === 'outflow' && !categories.some((child) => child.parentId === category.id),
    );
    expect([...paid].filter((name) => !(pays as readonly string[]).includes(name))).toEqual([]);
    expect(charted.map((category) => category.name).sort()).toEqual([...pays].sort());
  });

  it('buys from suppliers of the trades it needs, each billed in its one category', () => {
    const suppliers = new Set<string>();
    const billed = new Map<string, Set<string>>();
    for (const serial of moves) {
      const kind = table.kind[serial]!;
      if (kind !== KIND.supplierPayment && kind !== KIND.capex) continue;
      const supplier = counterparties[table.counterparty[serial]!]!.name;
      suppliers.add(supplier);
      if (kind !== KIND.supplierPayment || table.pieceStart[serial] !== NONE) continue;
      billed.set(supplier, (billed.get(supplier) ?? new Set()).add(categories[table.category[serial]!]!.name));
    }
    expect([...suppliers].filter((name) => neverBuysFrom.test(name))).toEqual([]);
    expect(billed.size).toBeGreaterThan(10);
    expect([...billed].filter(([, names]) => names.size > 1).map(([supplier, names]) => `${supplier}: ${[...names].join(', ')}`)).toEqual(
      [],
    );
  });

  it('books each card and cash merchant in the one category its trade implies, at bills of its own kind', () => {
    const seen = new Map<string, Set<string>>();
    const offRange: string[] = [];
    for (const serial of moves) {
      const kind = table.kind[serial]!;
      if (kind !== KIND.cardExpense && kind !== KIND.cashExpense) continue;
      const merchant = describeKind(kind, table.variant[serial]!, table.day[serial]!, null).description!.replace(
        /^(Card payment|Cash) /,
        '',
      );
      const code = table.category[serial] === NONE ? 'split' : categories[table.category[serial]!]!.code;
      seen.set(merchant, (seen.get(merchant) ?? new Set()).add(code ?? 'none'));
      const trade = tradeOf(merchant);
      const bill = -table.amount[serial]! / 100;
      if (trade !== undefined && (bill < trade.least || bill > trade.most)) offRange.push(`${merchant} ${bill}`);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen.keys()].filter((merchant) => tradeOf(merchant) === undefined)).toEqual([]);
    expect(
      [...seen]
        .filter(([merchant, codes]) => codes.size !== 1 || !codes.has(tradeOf(merchant)!.code))
        .map(([merchant, codes]) => `${merchant}: ${[...codes].join(', ')}`),
    ).toEqual([]);
    expect(offRange.slice(0, 10)).toEqual([]);
  });
});
