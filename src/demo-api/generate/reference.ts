import { type Day, toIsoDateTime } from '../calendar.ts';
import type { CurrencyCode } from '../fx.ts';
import type { AccountRecord, BankRecord, CounterpartyRecord, LabelRecord } from '../model.ts';
import type { Random } from '../random.ts';
import { randomUuid } from '../uuid.ts';
import { INSTITUTIONS, LEGAL_FORMS, NAME_STEMS, PALETTE, SECTORS, SOFTWARE_VENDORS } from './names.ts';

export type Connections = { banks: BankRecord[]; delegatedBankId: string; lastDataDay: Map<string, Day> };

/** One fresh connection, one stale, one needing sign-in, one failing; the data of each stops at its last sync. */
export function generateBanks(random: Random, today: Day, historyStart: Day): Connections {
  const specs = [
    { name: 'BNP Paribas', country: 'FR', status: 'connected', syncAgo: 0 },
    { name: 'Deutsche Bank', country: 'DE', status: 'connected', syncAgo: 4 },
    { name: 'Revolut Business', country: 'LT', status: 'requires_action', syncAgo: 9 },
    { name: 'Qonto', country: 'FR', status: 'error', syncAgo: 2 },
  ] as const;
  const lastDataDay = new Map<string, Day>();
  const banks = specs.map((spec): BankRecord => {
    const id = randomUuid(random);
    const syncDay = today - spec.syncAgo;
    lastDataDay.set(id, syncDay);
    const createdAt = toIsoDateTime(historyStart - random.int(10, 60), random.int(30_000, 60_000));
    return {
      id, name: spec.name, countryCode: spec.country, status: spec.status,
      lastSyncAt: toIsoDateTime(syncDay, spec.syncAgo === 0 ? 21_600 : random.int(20_000, 80_000)),
      consentExpiresAt: spec.status === 'requires_action' ? toIsoDateTime(today - 2, 0) : toIsoDateTime(today + random.int(20, 170), 0),
      createdAt, updatedAt: toIsoDateTime(syncDay, 21_600),
    };
  });
  return { banks, delegatedBankId: randomUuid(random), lastDataDay };
}

type AccountSpec = { name: string; original: string | null; currency: CurrencyCode; group: string | null; bank: number | 'manual' | 'delegated'; openedMonthsLate: number };

/** Account order here is what the transaction generator refers to (see ACCOUNT in month-writer.ts). */
const ACCOUNTS: readonly AccountSpec[] = [
  { name: 'Main operating', original: 'COMPTE COURANT ENTREPRISE', currency: 'EUR', group: 'Operating', bank: 0, openedMonthsLate: 0 },
  { name: 'Payroll', original: 'COMPTE PAIE', currency: 'EUR', group: 'Operating', bank: 0, openedMonthsLate: 0 },
  { name: 'Savings reserve', original: 'LIVRET ENTREPRISE', currency: 'EUR', group: 'Savings', bank: 0, openedMonthsLate: 0 },
  { name: 'DE operating', original: 'Geschäftskonto', currency: 'EUR', group: 'Operating', bank: 1, openedMonthsLate: 0 },
  { name: 'US dollar account', original: 'USD Current Account', currency: 'USD', group: 'Foreign', bank: 1, openedMonthsLate: 2 },
  { name: 'UK sterling account', original: 'GBP Main', currency: 'GBP', group: 'Foreign', bank: 2, openedMonthsLate: 5 },
  { name: 'Team cards', original: 'EUR Main', currency: 'EUR', group: 'Operating', bank: 2, openedMonthsLate: 3 },
  { name: 'Qonto collections', original: 'Compte principal', currency: 'EUR', group: 'Operating', bank: 3, openedMonthsLate: 8 },
  { name: 'Petty cash', original: null, currency: 'EUR', group: null, bank: 'manual', openedMonthsLate: 0 },
  { name: 'Group cash pool', original: 'CASH POOL SUB-ACCOUNT', currency: 'EUR', group: 'Savings', bank: 'delegated', openedMonthsLate: 1 },
];

export function generateAccounts(random: Random, connections: Connections, today: Day, historyStart: Day, monthStart: (months: number) => Day): AccountRecord[] {
  return ACCOUNTS.map((spec, index): AccountRecord => {
    const bankId = spec.bank === 'manual' ? null : spec.bank === 'delegated' ? connections.delegatedBankId : connections.banks[spec.bank]!.id;
    const openingDay = spec.openedMonthsLate === 0 ? historyStart : monthStart(spec.openedMonthsLate);
    const createdAt = toIsoDateTime(openingDay, random.int(30_000, 60_000));
    return {
      index, id: randomUuid(random), name: spec.name, currency: spec.currency, group: spec.group,
      source: spec.bank === 'manual' ? 'manual' : spec.bank === 'delegated' ? 'delegated' : 'bank',
      bankId,
      externalAccountId: bankId === null ? null : `acc_${random.uint32().toString(36)}${random.uint32().toString(36)}`,
      originalName: spec.original,
      openingBalance: 0,
      openingDay,
      balanceAsOfDay: (bankId === null ? undefined : connections.lastDataDay.get(bankId)) ?? today,
      createdAt, updatedAt: createdAt,
    };
  });
}

export type CounterpartyRoles = { customers: number[]; suppliers: number[]; software: number[]; institutions: Record<keyof typeof INSTITUTIONS, number> };

export function generateCounterparties(random: Random, stamp: () => string): { records: CounterpartyRecord[]; roles: CounterpartyRoles } {
  const records: CounterpartyRecord[] = [];
  const add = (name: string, country: string | null): number => {
    const createdAt = stamp();
    const decorated = random.chance(0.4);
    records.push({
      index: records.length, id: randomUuid(random), name, countryCode: country,
      color: decorated ? random.pick(PALETTE) : null,
      symbol: decorated || random.chance(0.2) ? initials(name) : null,
      createdAt, updatedAt: createdAt,
    });
    return records.length - 1;
  };
  const used = new Set<string>();
  const companyName = (): { name: string; country: string } => {
    for (;;) {
      const form = random.pick(LEGAL_FORMS);
      const name = `${random.pick(NAME_STEMS)} ${random.pick(SECTORS)} ${form.suffix}`;
      if (!used.has(name)) return used.add(name), { name, country: form.country };
    }
  };
  const many = (count: number) => Array.from({ length: count }, () => {
    const company = companyName();
    return add(company.name, random.chance(0.05) ? null : company.country);
  });
  const customers = many(72);
  const suppliers = many(57);
  const software = SOFTWARE_VENDORS.map((vendor) => add(vendor.name, vendor.country));
  const institutions = Object.fromEntries(
    Object.entries(INSTITUTIONS).map(([role, spec]) => [role, add(spec.name, spec.country)]),
  ) as CounterpartyRoles['institutions'];
  return { records, roles: { customers, suppliers, software, institutions } };
}

function initials(name: string): string {
  return name.split(/\s+/).slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('');
}

const LABEL_TYPES: readonly { type: string | null; names: string[] }[] = [
  { type: 'Project', names: ['Apollo', 'Borealis', 'Cassini', 'Delta'] },
  { type: 'Cost center', names: ['Sales', 'R&D', 'G&A', 'Operations'] },
  { type: 'Region', names: ['France', 'DACH', 'Benelux', 'UK & Ireland'] },
  { type: null, names: ['To review', 'Reimbursable', 'Audit 2025'] },
];

export function generateLabels(random: Random, stamp: () => string): LabelRecord[] {
  const labels: LabelRecord[] = [];
  for (const group of LABEL_TYPES) {
    const type = group.type === null ? null : { id: randomUuid(random), name: group.type };
    for (const name of group.names) {
      const createdAt = stamp();
      labels.push({ index: labels.length, id: randomUuid(random), name, type, color: random.chance(0.6) ? random.pick(PALETTE) : null, createdAt, updatedAt: createdAt });
    }
  }
  return labels;
}

/** Label indexes by purpose, in the order of LABEL_TYPES. */
export const LABEL = { projects: [0, 1, 2, 3], costCenters: [4, 5, 6, 7], regions: [8, 9, 10, 11], toReview: 12, reimbursable: 13, audit: 14 } as const;
