import type { Day } from './calendar.ts';
import type { CurrencyCode } from './fx.ts';
import type { Cents } from './money.ts';

export type Direction = 'inflow' | 'outflow';
export type Activity = 'operating' | 'investing' | 'financing';

export type BankRecord = {
  id: string;
  name: string;
  countryCode: string | null;
  status: 'connected' | 'loading' | 'requires_action' | 'error';
  lastSyncAt: string | null;
  consentExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AccountRecord = {
  index: number;
  id: string;
  name: string;
  currency: CurrencyCode;
  group: string | null;
  source: 'manual' | 'bank' | 'delegated';
  bankId: string | null;
  externalAccountId: string | null;
  originalName: string | null;
  openingBalance: Cents;
  openingDay: Day;
  /** Last day with data: today, or the last successful sync of the connection. */
  balanceAsOfDay: Day;
  createdAt: string;
  updatedAt: string;
};

export type CategoryRecord = {
  index: number;
  id: string;
  name: string;
  code: string | null;
  direction: Direction;
  activity: Activity;
  parentId: string | null;
  position: number;
  color: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CounterpartyRecord = {
  index: number;
  id: string;
  name: string;
  countryCode: string | null;
  color: string | null;
  symbol: string | null;
  createdAt: string;
  updatedAt: string;
};

export type LabelRecord = {
  index: number;
  id: string;
  name: string;
  type: { id: string; name: string } | null;
  color: string | null;
  createdAt: string;
  updatedAt: string;
};

export type RecurrenceRecord = {
  id: string;
  name: string;
  interval: 'day' | 'week' | 'month' | 'year';
  every: number;
  startDate: string;
  endDate: string;
  occurrences: number;
};

export type ForecastRecord = {
  id: string;
  day: Day;
  amount: Cents;
  currency: CurrencyCode;
  description: string | null;
  comment: string | null;
  categoryIndex: number;
  counterpartyIndex: number | null;
  labelIndexes: number[];
  recurrenceIndex: number | null;
  /** Serials of the matched transactions (see TransactionTable). */
  linkedSerials: number[];
  createdAt: string;
  updatedAt: string;
};

/** The reference data of the workspace, everything except transactions and forecasts. */
export type Workspace = {
  /** The company whose workspace this is: its own side of every bank line. */
  company: string;
  currency: CurrencyCode;
  banks: BankRecord[];
  accounts: AccountRecord[];
  categories: CategoryRecord[];
  counterparties: CounterpartyRecord[];
  labels: LabelRecord[];
};
