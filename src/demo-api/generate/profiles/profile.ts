import type { CurrencyCode } from '../../fx.ts';
import type { Activity, BankRecord } from '../../model.ts';
import type { ForecastBuilder } from '../forecasts.ts';
import type { GenerationContext } from '../month-writer.ts';
import type { Book } from '../plan-invoices.ts';
import type { PlanLine } from '../plan-lines.ts';

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
  addYearAhead: (builder: ForecastBuilder) => void;
};
