import type { Account } from '../../core/api/schemas/account.ts';
import type { Bank, Category, Counterparty, Label } from '../../core/api/schemas/reference.ts';
import { buildCategoryTree } from '../../core/category-tree.ts';
import type { ScreenText } from '../presentation/use-screen-text.ts';

/** One choice in a filter list; a parent carries its children (categories). */
export type CatalogOption = { id: string; label: string; hint?: string; children?: CatalogOption[] };

export type CatalogSection = { heading?: string; options: CatalogOption[] };

/**
 * A reference list shaped for a filter: sections of options in the API's order, and the
 * name each id shows on its chip ("Payroll › Salaries").
 */
export type Catalog = {
  sections: CatalogSection[];
  names: ReadonlyMap<string, string>;
  /** False when some rows failed to parse: an id missing from `names` may still exist. */
  complete: boolean;
};

type ListOf<Item> = { items: Item[]; invalidRows: readonly unknown[] };

function flatCatalog<Item>(list: ListOf<Item>, toOption: (item: Item) => CatalogOption): Catalog {
  const options = list.items.map(toOption);
  return {
    sections: [{ options }],
    names: new Map(options.map((option) => [option.id, option.label])),
    complete: list.invalidRows.length === 0,
  };
}

/** `banks`: the bank list whose names an account's may hold, masked with it in presentation mode. */
export const accountCatalog = (list: ListOf<Account>, banks: readonly Bank[] | undefined, screen: Pick<ScreenText, 'account'>): Catalog =>
  flatCatalog(list, (account) => ({ id: account.id, label: screen.account(account, banks), hint: account.currency }));

/** Masked banks are listed by letter ("Bank A", then "Bank B"…): in the API's alphabetical order they would tell which is which. */
export const bankCatalog = (list: ListOf<Bank>, screen: Pick<ScreenText, 'banks' | 'masked'>): Catalog => {
  const items = [...screen.banks(list.items)];
  if (screen.masked) items.sort((one, other) => one.name.length - other.name.length || (one.name < other.name ? -1 : 1));
  return flatCatalog({ ...list, items }, (bank) => ({
    id: bank.id,
    label: bank.name,
    ...(bank.country_code ? { hint: bank.country_code } : {}),
  }));
};

let numericCollator: Intl.Collator | undefined;

/** Built on first use: making a collator loads ICU data, tens of milliseconds on a phone, and only presentation mode sorts. */
function byNumber(a: string, b: string): number {
  numericCollator ??= new Intl.Collator(undefined, { numeric: true });
  return numericCollator.compare(a, b);
}

/** Names as the screen shows them; masked names are listed by number, as the API's alphabetical order would tell who is who. */
export function counterpartyCatalog(
  list: ListOf<Counterparty> & { byId: ReadonlyMap<string, Counterparty> },
  screen: Pick<ScreenText, 'counterparties' | 'masked'>,
): Catalog {
  const shown = { items: [...screen.counterparties(list.byId).values()], invalidRows: list.invalidRows };
  const catalog = flatCatalog(shown, (counterparty) => ({ id: counterparty.id, label: counterparty.name }));
  if (screen.masked) catalog.sections[0]?.options.sort((a, b) => byNumber(a.label, b.label));
  return catalog;
}

const directionHeadings: Record<string, string> = { inflow: 'Inflows', outflow: 'Outflows' };

/** Categories as the API orders them, each root followed by its children, under an Inflows and an Outflows heading. */
export function categoryCatalog(list: ListOf<Category>): Catalog {
  const names = new Map<string, string>();
  const sections: CatalogSection[] = [];
  for (const { category, children } of buildCategoryTree(list.items)) {
    names.set(category.id, category.name);
    const childOptions = children.map((child) => {
      names.set(child.id, `${category.name} › ${child.name}`);
      return { id: child.id, label: child.name };
    });
    const heading = directionHeadings[category.direction] ?? category.direction;
    let section = sections.find((candidate) => candidate.heading === heading);
    if (!section) {
      section = { heading, options: [] };
      sections.push(section);
    }
    section.options.push({ id: category.id, label: category.name, ...(childOptions.length > 0 ? { children: childOptions } : {}) });
  }
  return { sections, names, complete: list.invalidRows.length === 0 };
}

export const OTHER_LABELS = 'Other labels';

/** Labels grouped by their type, types by name, ungrouped labels last under "Other labels". */
export function labelCatalog(list: ListOf<Label>): Catalog {
  const groups = new Map<string, CatalogOption[]>();
  const ungrouped: CatalogOption[] = [];
  const names = new Map<string, string>();
  for (const label of list.items) {
    const option = { id: label.id, label: label.name };
    names.set(label.id, label.type ? `${label.type.name} › ${label.name}` : label.name);
    if (!label.type) ungrouped.push(option);
    else groups.set(label.type.name, [...(groups.get(label.type.name) ?? []), option]);
  }
  const sections: CatalogSection[] = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([heading, options]) => ({ heading, options }));
  if (ungrouped.length > 0) sections.push({ heading: OTHER_LABELS, options: ungrouped });
  return { sections, names, complete: list.invalidRows.length === 0 };
}

/** Every option id in display order, parents before their children. */
export function catalogOrder(catalog: Catalog): string[] {
  return catalog.sections.flatMap((section) =>
    section.options.flatMap((option) => [option.id, ...(option.children ?? []).map((child) => child.id)]),
  );
}
