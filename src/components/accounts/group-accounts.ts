import { sumMoney, type Cents } from '../../core/money.ts';
import type { Account } from '../../core/api/schemas/account.ts';

export type CurrencyTotal = { currency: string; total: Cents; accounts: number };

type Balanced = Pick<Account, 'currency' | 'balance'>;

/**
 * Exact balance sums per currency, never converted: the workspace currency first, then A–Z.
 * sumByCurrency([{ currency: "USD", balance: "1.50" }, { currency: "USD", balance: "2.00" }])
 *   → [{ currency: "USD", total: 350n, accounts: 2 }]
 */
export function sumByCurrency(accounts: readonly Balanced[], leadCurrency?: string): CurrencyTotal[] {
  const balances = new Map<string, string[]>();
  for (const account of accounts) {
    const list = balances.get(account.currency) ?? [];
    list.push(account.balance);
    balances.set(account.currency, list);
  }
  return [...balances]
    .map(([currency, values]) => ({ currency, total: sumMoney(values), accounts: values.length }))
    .sort((a, b) => rank(a.currency, leadCurrency) - rank(b.currency, leadCurrency) || a.currency.localeCompare(b.currency));
}

function rank(currency: string, leadCurrency: string | undefined): number {
  return currency === leadCurrency ? 0 : 1;
}

export type AccountGroup<Item> = {
  /** null for accounts without a group, shown as "Ungrouped". */
  name: string | null;
  accounts: Item[];
  subtotals: CurrencyTotal[];
};

/** Accounts by their free-text `group`, groups A–Z with the ungrouped last; the API's order inside each. */
export function groupAccounts<Item extends Balanced & Pick<Account, 'group'>>(
  accounts: readonly Item[],
  leadCurrency?: string,
): AccountGroup<Item>[] {
  const groups = new Map<string | null, Item[]>();
  for (const account of accounts) {
    const list = groups.get(account.group) ?? [];
    list.push(account);
    groups.set(account.group, list);
  }
  return [...groups]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([name, items]) => ({ name, accounts: items, subtotals: sumByCurrency(items, leadCurrency) }));
}
