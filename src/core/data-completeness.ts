import type { AccountScope } from './api/filter-params.ts';
import type { Account } from './api/schemas/account.ts';
import { relationId } from './api/schemas/common.ts';
import { calendarDateFormat, formatDate, minDate, type IsoDate } from './calendar-date.ts';
import type { DateWindow } from './date-window.ts';

/**
 * Which accounts' data stops before a window's end. `balance_as_of` is the last day an
 * account's movements reached the workspace (a bank account's last successful sync, see
 * docs/api-assumptions.md): any flow figure over a window reaching past it is incomplete.
 */

/** The filters that decide which accounts a figure covers, as the API scopes them (account_id AND bank_id). */
export type CompletenessScope = AccountScope;

export type IncompleteAccount = { id: string; name: string; source: string; completeTo: IsoDate };

/** Accounts whose data stops on the same day, named together. */
export type CompletenessGroup = { completeTo: IsoDate; accounts: IncompleteAccount[] };

export type DataCompleteness = {
  /** The last day the window can hold data: its end, or today when it runs past today. */
  reachesTo: IsoDate;
  accountsInScope: number;
  /** Earliest date first; empty when every account in scope is complete over the window. */
  groups: CompletenessGroup[];
};

type Input = { accounts: readonly Account[]; window: DateWindow; today: IsoDate; scope?: CompletenessScope };

/**
 * The accounts in scope whose data stops before the window's last day (today at the latest:
 * days after it have no data for anyone, which is not a gap).
 * @example dataCompleteness({ accounts, window: { from: '2026-11-19', to: '2026-11-19' }, today: '2026-11-20' })
 *   // { reachesTo: '2026-11-19', accountsInScope: 10, groups: [{ completeTo: '2026-11-11', accounts: [Team cards, …] }, …] }
 */
export function dataCompleteness({ accounts, window, today, scope = {} }: Input): DataCompleteness {
  const reachesTo = minDate(window.to, today);
  const inScope = accounts.filter((account) => isInScope(account, scope));
  const incomplete = inScope
    .filter((account) => account.balance_as_of < reachesTo)
    .map((account) => ({ id: account.id, name: account.name, source: account.source, completeTo: account.balance_as_of }));
  return { reachesTo, accountsInScope: inScope.length, groups: groupByDate(incomplete) };
}

function isInScope(account: Account, { account_id, bank_id }: CompletenessScope): boolean {
  if (account_id?.length && !includesId(account_id, account.id)) return false;
  if (bank_id?.length && (account.bank === null || !includesId(bank_id, relationId(account.bank)))) return false;
  return true;
}

// Ids compare without letter case, as the API matches them.
function includesId(ids: readonly string[], id: string): boolean {
  const wanted = id.toLowerCase();
  return ids.some((candidate) => candidate.toLowerCase() === wanted);
}

function groupByDate(accounts: IncompleteAccount[]): CompletenessGroup[] {
  const byDate = new Map<IsoDate, IncompleteAccount[]>();
  for (const account of accounts) byDate.set(account.completeTo, [...(byDate.get(account.completeTo) ?? []), account]);
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([completeTo, members]) => ({ completeTo, accounts: members.sort((a, b) => a.name.localeCompare(b.name)) }));
}

export function incompleteAccountCount(completeness: DataCompleteness): number {
  return completeness.groups.reduce((count, group) => count + group.accounts.length, 0);
}

/** Beyond this many accounts the note reads as a count and a date range, the names a click away. */
export const MAX_NAMED_ACCOUNTS = 3;

export type CompletenessWording = {
  /** One line: the full sentence when few accounts are named, else a count and a date range. */
  short: string;
  /** Every account with its date. */
  full: string;
  /** One line per date, for a list: "Nov 11: Team cards and UK sterling account". */
  lines: string[];
  /** True when `short` leaves the names out. */
  compact: boolean;
};

/**
 * The note's words, in the reader's locale; null when nothing is missing.
 * @example full: "Flows are complete only to Nov 11 for Team cards and UK sterling account; to Nov 18 for Qonto collections."
 * @example short: "Flows are complete only to Nov 11–18 for 5 of 10 accounts."
 */
export function describeCompleteness(completeness: DataCompleteness, locale?: string): CompletenessWording | null {
  const { groups, accountsInScope, reachesTo } = completeness;
  const [first] = groups;
  const last = groups.at(-1);
  if (!first || !last) return null;
  const day = (date: IsoDate) => formatShortDate(date, reachesTo, locale);
  const names = (group: CompletenessGroup) =>
    joinNames(
      group.accounts.map((account) => account.name),
      locale,
    );
  const clauses = groups.map((group, index) => `${index === 0 ? '' : 'to '}${day(group.completeTo)} for ${names(group)}`);
  const full = `Flows are complete only to ${clauses.join('; ')}.`;
  const count = incompleteAccountCount(completeness);
  const compact = count > MAX_NAMED_ACCOUNTS;
  const range = first === last ? day(first.completeTo) : formatShortDateRange(first.completeTo, last.completeTo, reachesTo, locale);
  const short = compact ? `Flows are complete only to ${range} for ${count} of ${accountsInScope} accounts.` : full;
  const lines = groups.map((group) => `${day(group.completeTo)}: ${names(group)}`);
  return { short, full, lines, compact };
}

const listFormats = new Map<string, Intl.ListFormat>();

function joinNames(names: string[], locale?: string): string {
  let format = listFormats.get(locale ?? '');
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale ?? '', format);
  }
  return format.format(names);
}

// The year only when it is not the year the window reaches into: "Nov 11", "Dec 30, 2025".
function dateStyle(date: IsoDate, reference: IsoDate): Intl.DateTimeFormatOptions {
  const sameYear = date.slice(0, 4) === reference.slice(0, 4);
  return { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) };
}

/** "Nov 11", or "Dec 30, 2025" outside the reference's year: how every completeness wording writes a day. */
export function formatShortDate(date: IsoDate, reference: IsoDate, locale?: string): string {
  return formatDate(date, dateStyle(date, reference), locale);
}

/** "Nov 11 – 18": two days of a completeness wording as one range. */
export function formatShortDateRange(from: IsoDate, to: IsoDate, reference: IsoDate, locale?: string): string {
  // Both dates lie in or before the reference's year: the first one decides whether years show.
  return calendarDateFormat(dateStyle(from, reference), locale).formatRange(Date.parse(from), Date.parse(to));
}
