import type { Account } from '../../../core/api/schemas/account.ts';
import type { Bank, Category, Counterparty, Label } from '../../../core/api/schemas/reference.ts';
import { categoryPath } from '../../../core/category-tree.ts';
import { NO_GROUP, OTHER_GROUP } from '../../../core/cash-flow/grouped-rows.ts';

export type ReferenceMaps = {
  categories?: ReadonlyMap<string, Category> | undefined;
  counterparties?: ReadonlyMap<string, Counterparty> | undefined;
  labels?: ReadonlyMap<string, Label> | undefined;
  accounts?: ReadonlyMap<string, Account> | undefined;
  /** The banks whose names accounts' names may hold: presentation mode masks them there. */
  banks?: readonly Bank[] | undefined;
};

const unattributed: Record<string, string> = {
  category: 'No category',
  counterparty: 'No counterparty',
  label: 'No label',
  account: 'No account',
};

const enumNames: Record<string, Record<string, string>> = {
  activity: { operating: 'Operating', investing: 'Investing', financing: 'Financing' },
  direction: { inflow: 'Inflows', outflow: 'Outflows' },
};

/** A group's name for the reader: from the reference lists, in words for enums, the raw value for one not known yet. */
export function groupLabel(groupBy: string, key: string, refs: ReferenceMaps): string {
  if (key === OTHER_GROUP) return 'Other';
  if (key === NO_GROUP) return unattributed[groupBy] ?? 'Unattributed';
  const names = enumNames[groupBy];
  if (names) return names[key] ?? key;
  switch (groupBy) {
    case 'category': {
      const category = refs.categories?.get(key);
      return category && refs.categories ? categoryPath(category, refs.categories) : `Unknown category ${key}`;
    }
    case 'counterparty':
      return refs.counterparties?.get(key)?.name ?? `Unknown counterparty ${key}`;
    case 'label': {
      const label = refs.labels?.get(key);
      if (!label) return `Unknown label ${key}`;
      return label.type ? `${label.type.name}: ${label.name}` : label.name;
    }
    case 'account':
      return refs.accounts?.get(key)?.name ?? `Unknown account ${key}`;
    default:
      return key;
  }
}
