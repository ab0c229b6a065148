import { type Day, toIsoDateTime } from '../calendar.ts';
import type { AccountRecord, BankRecord, CounterpartyRecord, LabelRecord } from '../model.ts';
import type { Random } from '../random.ts';
import { randomUuid } from '../uuid.ts';
import { LEGAL_FORMS, NAME_STEMS, PALETTE } from './names.ts';
import type { CounterpartyRoles, CounterpartySpec, Profile } from './types.ts';

export type Connections = { banks: BankRecord[]; delegatedBankId: string; lastDataDay: Map<string, Day> };

/** One fresh connection, one stale, one needing sign-in, one failing; the data of each stops at its last sync. */
export function generateBanks(random: Random, specs: Profile['banks'], today: Day, historyStart: Day): Connections {
  const lastDataDay = new Map<string, Day>();
  const banks = specs.map((spec): BankRecord => {
    const id = randomUuid(random);
    const syncDay = today - spec.syncAgo;
    lastDataDay.set(id, syncDay);
    const createdAt = toIsoDateTime(historyStart - random.int(10, 60), random.int(30_000, 60_000));
    return {
      id,
      name: spec.name,
      countryCode: spec.country,
      status: spec.status,
      lastSyncAt: toIsoDateTime(syncDay, spec.syncAgo === 0 ? 21_600 : random.int(20_000, 80_000)),
      consentExpiresAt: spec.status === 'requires_action' ? toIsoDateTime(today - 2, 0) : toIsoDateTime(today + random.int(20, 170), 0),
      createdAt,
      updatedAt: toIsoDateTime(syncDay, 21_600),
    };
  });
  return { banks, delegatedBankId: randomUuid(random), lastDataDay };
}

/** The profile's accounts, in its order: the order its flows refer to. */
export function generateAccounts(
  random: Random,
  specs: Profile['accounts'],
  connections: Connections,
  today: Day,
  historyStart: Day,
  monthStart: (months: number) => Day,
): AccountRecord[] {
  return specs.map((spec, index): AccountRecord => {
    const bankId =
      spec.bank === 'manual' ? null : spec.bank === 'delegated' ? connections.delegatedBankId : connections.banks[spec.bank]!.id;
    const openingDay = spec.openedMonthsLate === 0 ? historyStart : monthStart(spec.openedMonthsLate);
    const createdAt = toIsoDateTime(openingDay, random.int(30_000, 60_000));
    return {
      index,
      id: randomUuid(random),
      name: spec.name,
      currency: spec.currency,
      group: spec.group,
      source: spec.bank === 'manual' ? 'manual' : spec.bank === 'delegated' ? 'delegated' : 'bank',
      bankId,
      externalAccountId: bankId === null ? null : `acc_${random.uint32().toString(36)}${random.uint32().toString(36)}`,
      originalName: spec.original,
      openingBalance: 0,
      openingDay,
      balanceAsOfDay: (bankId === null ? undefined : connections.lastDataDay.get(bankId)) ?? today,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function generateCounterparties(
  random: Random,
  spec: CounterpartySpec,
  stamp: () => string,
): { records: CounterpartyRecord[]; roles: CounterpartyRoles } {
  const records: CounterpartyRecord[] = [];
  const add = (name: string, country: string | null): number => {
    const createdAt = stamp();
    const decorated = random.chance(0.4);
    records.push({
      index: records.length,
      id: randomUuid(random),
      name,
      countryCode: country,
      color: decorated ? random.pick(PALETTE) : null,
      symbol: decorated || random.chance(0.2) ? initials(name) : null,
      createdAt,
      updatedAt: createdAt,
    });
    return records.length - 1;
  };
  const used = new Set<string>();
  const companyName = (sectors: readonly string[]): { name: string; country: string } => {
    for (;;) {
      const form = random.pick(LEGAL_FORMS);
      const name = `${random.pick(NAME_STEMS)} ${random.pick(sectors)} ${form.suffix}`;
      if (!used.has(name)) return (used.add(name), { name, country: form.country });
    }
  };
  const many = (count: number, sectors: readonly string[]) =>
    Array.from({ length: count }, () => {
      const company = companyName(sectors);
      return add(company.name, random.chance(0.05) ? null : company.country);
    });
  const customers = many(spec.customers, spec.customerSectors);
  const trades = Object.fromEntries(spec.suppliers.map((trade) => [trade.code, many(trade.count, trade.sectors)]));
  const suppliers = Object.values(trades).flat();
  const software = spec.software.map((vendor) => add(vendor.name, vendor.country));
  const institutions = Object.fromEntries(
    Object.entries(spec.institutions).map(([role, party]) => [role, add(party.name, party.country)]),
  ) as CounterpartyRoles['institutions'];
  const named = Object.fromEntries(
    Object.entries(spec.named ?? {}).map(([role, parties]) => [role, parties.map((party) => add(party.name, party.country))]),
  );
  return { records, roles: { customers, suppliers, trades, software, institutions, named } };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function generateLabels(random: Random, groups: Profile['labels'], stamp: () => string): LabelRecord[] {
  const labels: LabelRecord[] = [];
  for (const group of groups) {
    const type = group.type === null ? null : { id: randomUuid(random), name: group.type };
    for (const name of group.names) {
      const createdAt = stamp();
      labels.push({
        index: labels.length,
        id: randomUuid(random),
        name,
        type,
        color: random.chance(0.6) ? random.pick(PALETTE) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return labels;
}

/** Label indexes by purpose, in the order of every profile's label groups. */
export const LABEL = {
  projects: [0, 1, 2, 3],
  costCenters: [4, 5, 6, 7],
  regions: [8, 9, 10, 11],
  toReview: 12,
  reimbursable: 13,
  audit: 14,
} as const;
