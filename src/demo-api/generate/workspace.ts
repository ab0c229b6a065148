import { addMonths, parseDay, startOfMonth, toIsoDateTime, type Day } from '../calendar.ts';
import { FxRates } from '../fx.ts';
import type { AccountRecord, ForecastRecord, RecurrenceRecord, Workspace } from '../model.ts';
import type { DemoOptions } from '../options.ts';
import { createRandom } from '../random.ts';
import { TxFlag, TransactionTable } from '../transaction-table.ts';
import { generateCategories } from './categories.ts';
import { generateForecasts } from './forecasts.ts';
import { generateAccounts, generateBanks, generateCounterparties, generateLabels } from './reference.ts';
import type { Profile } from './types.ts';
import { profileNamed } from './profiles/index.ts';

export type GeneratedData = {
  workspace: Workspace;
  table: TransactionTable;
  forecasts: ForecastRecord[];
  recurrences: RecurrenceRecord[];
  fx: FxRates;
  today: Day;
  /** First and last day covered by balances and rates. */
  firstDay: Day;
  lastDay: Day;
};

/** Everything the demo serves, derived only from seed, today and scale. */
export function generateData(options: Pick<DemoOptions, 'seed' | 'today' | 'scale' | 'profile'>): GeneratedData {
  const profile = profileNamed(options.profile);
  const today = parseDay(options.today);
  if (today === undefined) throw new Error(`today must be YYYY-MM-DD, got "${options.today}"`);
  const random = (stream: string) => createRandom(options.seed, stream);
  const historyStart = addMonths(today, -24) + 1;
  const firstDay = historyStart - 400;
  const lastDay = addMonths(today, 13);
  const fx = new FxRates(options.seed, firstDay, lastDay);
  const reference = random('reference');
  const stamp = () => toIsoDateTime(historyStart - reference.int(30, 400), reference.int(0, 86_399));
  const connections = generateBanks(reference, profile.banks, today, historyStart);
  const accounts = generateAccounts(reference, profile.accounts, connections, today, historyStart, (months) =>
    startOfMonth(addMonths(historyStart, months)),
  );
  const categories = generateCategories(reference, profile.categories, stamp);
  const { records: counterparties, roles } = generateCounterparties(reference, profile.counterparties, stamp);
  const labels = generateLabels(reference, profile.labels, stamp);
  const category = categoryLookup(categories);
  const table = new TransactionTable(Math.ceil(42_000 * options.scale) + 1024);
  profile.generateTransactions({
    profile,
    random: random('transactions'),
    idRandom: random('transaction-ids'),
    scale: options.scale,
    today,
    historyStart,
    accounts,
    category,
    roles,
    fx,
    table,
  });
  setOpeningBalances(profile, accounts, table, options.scale, firstDay, lastDay);
  const { forecasts, recurrences } = generateForecasts({
    profile,
    random: random('forecasts'),
    scale: options.scale,
    today,
    historyStart,
    table,
    category,
    roles,
    categoryName: (index) => categories[index]?.name ?? 'Other',
    inEuros: (serial) => fx.convert(table.amount[serial]!, accounts[table.account[serial]!]!.currency, 'EUR', table.day[serial]!),
    currencyOf: (serial) => accounts[table.account[serial]!]!.currency,
  });
  return {
    workspace: { company: profile.company, currency: 'EUR', banks: connections.banks, accounts, categories, counterparties, labels },
    table,
    forecasts,
    recurrences,
    fx,
    today,
    firstDay,
    lastDay,
  };
}

/** Finds a category by template code, or by name for user-created ones. */
function categoryLookup(categories: Workspace['categories']): (key: string) => number {
  const byKey = new Map<string, number>();
  for (const category of categories) byKey.set(category.code ?? category.name, category.index);
  return (key) => {
    const index = byKey.get(key);
    if (index === undefined) throw new Error(`unknown category ${key}`);
    return index;
  };
}

/** Opening balances large enough that no account ever goes below a cushion. */
function setOpeningBalances(
  profile: Profile,
  accounts: AccountRecord[],
  table: TransactionTable,
  scale: number,
  firstDay: Day,
  lastDay: Day,
): void {
  const daily = dailyMovements(accounts, table, firstDay, lastDay);
  accounts.forEach((account, index) => {
    let running = 0;
    let lowest = 0;
    for (const amount of daily[index]!) lowest = Math.min(lowest, (running += amount));
    const cushion = Math.round((account.group === 'Operating' ? 40_000_00 : 10_000_00) * scale);
    const base = Math.round(profile.accounts[index]!.openingEuros * 100 * scale);
    account.openingBalance = Math.ceil(Math.max(base, cushion - lowest) / 100_000) * 100_000;
  });
}

/** Net non-duplicate movement of each account on each day. */
function dailyMovements(accounts: AccountRecord[], table: TransactionTable, firstDay: Day, lastDay: Day): Float64Array[] {
  const daily = accounts.map(() => new Float64Array(lastDay - firstDay + 1));
  for (let serial = 0; serial < table.size; serial++) {
    if (table.flags[serial]! & TxFlag.duplicate) continue;
    daily[table.account[serial]!]![table.day[serial]! - firstDay]! += table.amount[serial]!;
  }
  return daily;
}
