import { relationId } from '../../core/api/schemas/common.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Bank, Category, Counterparty, Label } from '../../core/api/schemas/reference.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { categoryPath } from '../../core/category-tree.ts';

/** The cached reference lists, each undefined while it loads. */
export type ReferenceLookups = {
  accounts: ReadonlyMap<string, Account> | undefined;
  banks: ReadonlyMap<string, Bank> | undefined;
  categories: ReadonlyMap<string, Category> | undefined;
  counterparties: ReadonlyMap<string, Counterparty> | undefined;
  labels: ReadonlyMap<string, Label> | undefined;
};

/** A joined name: the text, or why there is none yet. */
export type JoinedName = { kind: 'name'; text: string } | { kind: 'loading' } | { kind: 'unknown'; id: string };

export const SPLIT_EXPLANATION = 'Split transaction: its categorisation is on its pieces, which the API does not list.';

function lookUp<Item extends { name: string }>(id: string, map: ReadonlyMap<string, Item> | undefined): JoinedName {
  if (!map) return { kind: 'loading' };
  const item = map.get(id);
  return item ? { kind: 'name', text: item.name } : { kind: 'unknown', id };
}

export function accountName(transaction: Transaction, lookups: ReferenceLookups): JoinedName {
  return lookUp(relationId(transaction.account), lookups.accounts);
}

/** The account's bank connection; null for manual accounts and for delegated ones (another workspace's connection). */
export function bankName(transaction: Transaction, lookups: ReferenceLookups): JoinedName | null {
  const account = lookups.accounts?.get(relationId(transaction.account));
  if (!account || account.bank === null || account.source === 'delegated') return null;
  return lookUp(relationId(account.bank), lookups.banks);
}

/** "Parent › Child"; null for a split transaction, whose categories are on its pieces. */
export function categoryName(transaction: Transaction, lookups: ReferenceLookups): JoinedName | null {
  if (transaction.category === null) return null;
  const id = relationId(transaction.category);
  if (!lookups.categories) return { kind: 'loading' };
  const category = lookups.categories.get(id);
  return category ? { kind: 'name', text: categoryPath(category, lookups.categories) } : { kind: 'unknown', id };
}

/** null when the transaction is not attributed to a counterparty. */
export function counterpartyName(transaction: Transaction, lookups: ReferenceLookups): JoinedName | null {
  return transaction.counterparty === null ? null : lookUp(relationId(transaction.counterparty), lookups.counterparties);
}

export type JoinedLabel = { id: string; name: JoinedName; color: string | null };

export function transactionLabels(transaction: Transaction, lookups: ReferenceLookups): JoinedLabel[] {
  return transaction.labels.map((value) => {
    const id = relationId(value);
    return { id, name: lookUp(id, lookups.labels), color: lookups.labels?.get(id)?.color ?? null };
  });
}

/** Plain text of a joined name, for CSV cells and tooltips. */
export function nameText(name: JoinedName | null, absent = ''): string {
  if (name === null) return absent;
  if (name.kind === 'name') return name.text;
  if (name.kind === 'loading') return '';
  return `Unknown (${name.id})`;
}

const STATUS_TEXT: Record<string, string> = { booked: 'Booked', pending: 'Pending' };
const SOURCE_TEXT: Record<string, string> = { manual: 'Manual', import: 'Import', bank: 'Bank' };

/** Known values in words; a value added to the API later is shown as itself. */
export const statusText = (status: string): string => STATUS_TEXT[status] ?? status;
export const sourceText = (source: string): string => SOURCE_TEXT[source] ?? source;
