import type { Day } from '../calendar.ts';
import type { CurrencyCode, FxRates } from '../fx.ts';
import type { Cents } from '../money.ts';
import type { AccountRecord, Activity, BankRecord, ForecastRecord, RecurrenceRecord } from '../model.ts';
import type { Random } from '../random.ts';
import type { TransactionTable } from '../transaction-table.ts';
import type { Movements } from './movements.ts';

// The generator's contracts. A profile plugs its flows and its plan into the generator, whose
// contexts carry the profile back: these types refer to one another, so they live in one module
// (spread over the modules that use them, they tied six of them into a circle of imports).

/** One of the companies the demo can serve (`DEMO_PROFILE`): everything about it that is not generic. */
export type Profile = {
  name: string;
  /** The legal name the company's own bank lines would carry. */
  company: string;
  /** One line for the README and the start banner. */
  summary: string;
  banks: readonly BankSpec[];
  /** The generator refers to accounts by position: each profile's flows name its own. */
  accounts: readonly AccountSpec[];
  categories: { inflows: readonly CategoryNode[]; outflows: readonly CategoryNode[] };
  counterparties: CounterpartySpec;
  /** Four groups, sized 4, 4, 4 and 3, in the roles of LABEL (reference.ts): projects, cost centres, regions, flags. */
  labels: readonly LabelGroup[];
  /** Activity by calendar month, January first: multiplies the seasonal counts of MonthWriter. */
  season: readonly number[];
  /** The 24 months of bank activity, written month by month. */
  generateTransactions: (context: GenerationContext) => void;
  plan: PlanSpec;
};

export type BankSpec = { name: string; country: string; status: BankRecord['status']; syncAgo: number };

export type AccountSpec = {
  name: string;
  original: string | null;
  currency: CurrencyCode;
  group: string | null;
  bank: number | 'manual' | 'delegated';
  openedMonthsLate: number;
  /** The least the account opens with, in euros at scale 1 (more when its history would go below a cushion). */
  openingEuros: number;
  /** Its latest lines may still be pending. */
  fresh?: boolean;
  /** Its lines older than this many days came from a file import. */
  importedBeforeDays?: number;
};

export type CategoryNode = { name: string; code: string | null; activity: Activity; color?: string; children?: readonly CategoryNode[] };

export type Party = { name: string; country: string };

export type InstitutionRole = 'landlord' | 'socialSecurity' | 'taxOffice' | 'insurer' | 'lender' | 'paymentProvider' | 'utility';

export type CounterpartySpec = {
  /** How many customers get generated names (stem, sector, legal form), and their sectors. */
  customers: number;
  customerSectors: readonly string[];
  /** The suppliers, trade by trade: each is named after its trade and billed in its category only. */
  suppliers: readonly SupplierTrade[];
  software: readonly Party[];
  institutions: Readonly<Record<InstitutionRole, Party>>;
  /** Named parties of the profile's own flows (investors, foreign suppliers…), by role. */
  named?: Readonly<Record<string, readonly Party[]>>;
};

/** Suppliers of one trade: `code` is the category (template code, or name) their bills fall in. */
export type SupplierTrade = { code: string; count: number; sectors: readonly string[] };

export type LabelGroup = { type: string | null; names: readonly string[] };

export type PlanSpec = {
  lines: readonly PlanLine[];
  receivables: Book;
  payables: Book;
  /** How the plan names the money raised or borrowed in the history. */
  capital: { equity: string; equityComment?: string; loan: string };
  /** Categories of one-off items, left out when the year ahead is compared with the last. */
  oneOffCodes: readonly string[];
  /** The year ahead's one-offs: what makes the runway chart tell the company's story. */
  addYearAhead: (plan: ForecastPlan) => void;
};

export type GenerationContext = {
  profile: Profile;
  random: Random;
  idRandom: Random;
  scale: number;
  today: Day;
  historyStart: Day;
  accounts: AccountRecord[];
  category: (code: string) => number;
  roles: CounterpartyRoles;
  fx: FxRates;
  table: TransactionTable;
};

export type CounterpartyRoles = {
  customers: number[];
  /** Every supplier, and the suppliers of each trade by its category code. */
  suppliers: number[];
  trades: Record<string, number[]>;
  software: number[];
  institutions: Record<InstitutionRole, number>;
  named: Record<string, number[]>;
};

export type ForecastContext = {
  profile: Profile;
  random: Random;
  scale: number;
  today: Day;
  /** The first day of the bank history: the plan starts with its month. */
  historyStart: Day;
  table: TransactionTable;
  /** A movement's amount in euros at its own day's rate: what last year teaches the plan, whatever the account's currency. */
  inEuros: (serial: number) => Cents;
  /** The currency of the account a movement is on. */
  currencyOf: (serial: number) => CurrencyCode;
  category: (code: string) => number;
  categoryName: (index: number) => string;
  roles: CounterpartyRoles;
};

/** A forecast to add; its plan, creation day, labels and comment default sensibly. */
export type NewForecast = Pick<
  ForecastRecord,
  'day' | 'amount' | 'description' | 'categoryIndex' | 'counterpartyIndex' | 'linkedSerials'
> & {
  comment?: string;
  labelIndexes?: number[];
  /** When the forecast was entered: an invoice when it was issued, a plan line when the plan was made. */
  createdDay?: Day;
  /** The workspace's (EUR) unless the plan holds it in another currency. */
  currency?: CurrencyCode;
};

/** What a profile's year ahead and a book's timing use of the plan being built (ForecastBuilder, forecast-builder.ts). */
export type ForecastPlan = {
  readonly context: ForecastContext;
  readonly random: Random;
  /** The bank history's movements, for what the year ahead carries forward. */
  readonly movements: Movements;
  add(fields: NewForecast, recurrenceIndex?: number | null): void;
};

/** Customer invoices (receivables) or supplier bills (payables): how their payments keep to the plan. */
export type Book = {
  kind: number;
  /** The forecast's wording before the invoice number. */
  label: string;
  /** How many payments nobody planned. */
  unplanned: number;
  /** Days between the planned date and the payment, drawn for one invoice (negative: paid after it). */
  timing: (plan: ForecastPlan) => number;
  /** How often a recent invoice was paid only in part. */
  partial: number;
  /** Open items past their date, in each of the last months of a demo at scale 1. */
  overdue: { count: number; minEuros: number; maxEuros: number; comment: string; categories: readonly string[] };
  /** Budget names for the months beyond the invoices already issued. */
  budget: string;
  /** Payment terms in days: an invoice is issued this long before its date. Unset: 30 to 60 days, invoice by invoice. */
  terms?: number;
  /** Invoices already issued when they fall this close to today: beyond it the plan is a budget. 45 days unless set. */
  issuedAheadDays?: number;
  /**
   * Invoices already issued, and the budgets beyond them, are planned in the currency of the account they will be paid
   * from or into, not in euros.
   */
  issuedInAccountCurrency?: boolean;
};

/** A recurring line of the finance team's plan, matched month by month to one kind of movement. */
export type PlanLine = {
  name: string;
  kind: number;
  interval: RecurrenceRecord['interval'];
  every: number;
  /** How far the team's estimate strays from what was paid: 0 for contractual amounts. */
  noise: number;
  /** What the team plans for the year ahead: pay rises, price increases. */
  growth: number;
  /** Dated on the month's last day: spending or takings that run through the month. */
  monthEnd?: boolean;
  /** Planned category by category (card spending: travel, meals…), each a line of its own. */
  byCategory?: boolean;
  /** The one category of a line planned by category. */
  category?: number;
  /** Follows the calendar (takings, temporary staff): planned from the same month of last year, even when paid monthly. */
  seasonal?: boolean;
  /** Settled every day (card takings): planned week by week from last year's same weeks, each week matched to what it brought. */
  weekly?: boolean;
  /** Paid from one foreign account (a cloud bill in dollars): the months ahead are planned in its currency, not in euros. */
  inAccountCurrency?: boolean;
};
