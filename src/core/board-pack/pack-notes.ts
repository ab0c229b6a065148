import type { Account } from '../api/schemas/account.ts';
import { relationId } from '../api/schemas/common.ts';
import type { Bank } from '../api/schemas/reference.ts';
import type { Summary } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { dataCompleteness, type CompletenessScope } from '../data-completeness.ts';
import type { DateWindow } from '../date-window.ts';

/** A connection (or an account without one) whose data stops before the month's end. */
export type BehindConnection = { name: string; completeTo: IsoDate; accounts: string[] };

/**
 * The bank connections not current at the month's end: those holding an account in scope whose
 * data stops before it. Manual and delegated accounts, whose connection this workspace cannot
 * read, are named themselves.
 */
export function connectionsBehind(input: {
  accounts: readonly Account[];
  banks: readonly Bank[];
  month: DateWindow;
  today: IsoDate;
  scope: CompletenessScope;
}): BehindConnection[] {
  const { groups } = dataCompleteness({ accounts: input.accounts, window: input.month, today: input.today, scope: input.scope });
  const accountsById = new Map(input.accounts.map((account) => [account.id, account]));
  const bankNames = new Map(input.banks.map((bank) => [bank.id, bank.name]));
  const behind = new Map<string, BehindConnection>();
  for (const account of groups.flatMap((group) => group.accounts)) {
    const bank = accountsById.get(account.id)?.bank;
    const bankName = account.source === 'bank' && bank ? bankNames.get(relationId(bank)) : undefined;
    const name = bankName ?? account.name;
    const known = behind.get(name);
    if (known)
      behind.set(name, {
        ...known,
        completeTo: known.completeTo < account.completeTo ? known.completeTo : account.completeTo,
        accounts: [...known.accounts, account.name],
      });
    else behind.set(name, { name, completeTo: account.completeTo, accounts: [account.name] });
  }
  return [...behind.values()].sort((a, b) =>
    a.completeTo === b.completeTo ? a.name.localeCompare(b.name) : a.completeTo < b.completeTo ? -1 : 1,
  );
}

/**
 * How the pack's amounts were converted, in the summary's own terms (`conversion`).
 * @example conversionBasis({ converted: true, basis: 'transaction_date_rate', source_currencies: ['USD'] }, 'EUR')
 *   // 'Amounts in USD are converted to EUR at the rate of each transaction's own date, balances at the rate of their date.'
 */
export function conversionBasis(conversion: Summary['conversion'], currency: string): string {
  if (!conversion.converted) return `Every amount was in ${currency}: nothing was converted.`;
  const from = new Intl.ListFormat('en', { type: 'conjunction' }).format(conversion.source_currencies);
  const basis =
    conversion.basis === 'transaction_date_rate'
      ? "at the rate of each transaction's own date, balances at the rate of their date"
      : `on the basis "${conversion.basis ?? 'not stated'}"`;
  return `Amounts in ${from} are converted to ${currency} ${basis}.`;
}
