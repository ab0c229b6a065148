import { absCents, type Cents } from './money.ts';

/**
 * Presentation mode's rules: what figures and names become on a screen shared with people who
 * must not read them. Pure but for what a mask remembers, so that within one page session the
 * same figure and the same counterparty always read the same.
 *
 * A figure keeps its sign and its currency and loses every digit: "-€•••B", "+£•••AC".
 * - One width whatever the value: a mask that kept the digit count would still tell €900 from €9,000,000.
 * - The sign and the currency stay, so the screen still reads: money in against money out, in
 *   which currency; colours and arrows keep following what a figure means for cash.
 * - The letters tell equal figures from different ones (the tile's total is the table's total,
 *   a transfer out matches its transfer in) and nothing else: they are handed out in order of
 *   first appearance, never derived from the value, and start again at A on a reload.
 * - Letters only, without I and O, so a tag never reads as a digit.
 * Percent changes and counts stay as they are: they tell no amount, and the charts, which keep
 * their shape, show the same proportions anyway.
 *
 * Banks are third parties too: each becomes "Bank A", "Bank B"… by its id, like a counterparty,
 * and a list is lettered in id order, not in the API's alphabetical one.
 * An account's name is the company's own but may hold a bank's ("Qonto collections"): every bank
 * name in it, in any case, becomes that bank's mask ("Bank B collections"), the longest name first
 * so "Revolut Business" is not read as "Revolut".
 */
export type PresentationMask = {
  money: (cents: Cents, currency: string, options?: MaskOptions) => string;
  /** A chart axis tick: sign and currency only, as a tick is a position on the scale and no figure to match. */
  scale: (value: number, currency: string, options?: MaskOptions) => string;
  /** "Counterparty 7": the same id, the same number, on every view. */
  counterparty: (id: string) => string;
  /** A reference list with every name replaced, for code that reads names from the list. */
  counterparties: <Item extends Named>(byId: ReadonlyMap<string, Item>) => ReadonlyMap<string, Item>;
  /** "Bank B": the same id, the same letter, on every view. */
  bank: (id: string) => string;
  /** The list with every name replaced, lettered in id order. */
  banks: <Item extends Named>(list: Iterable<Item>) => Item[];
  /** @example account("Qonto collections", banks) → "Bank B collections" */
  account: (name: string, banks: Iterable<Named>) => string;
};

type Named = { id: string; name: string };

export type MaskOptions = {
  /** Show "+" on positive amounts, as formatMoney does for flows. */
  signed?: boolean | undefined;
  locale?: string | undefined;
};

const BODY = '•••';
const TAG_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Bijective base 24: 0 → "A", 23 → "Z", 24 → "AA". */
export function letterTag(index: number): string {
  let tag = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / TAG_LETTERS.length)) {
    tag = TAG_LETTERS[(rest - 1) % TAG_LETTERS.length]! + tag;
  }
  return tag;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, { signed, locale }: MaskOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}|${signed ? 's' : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: signed ? 'exceptZero' : 'auto' });
    formatters.set(key, formatter);
  }
  return formatter;
}

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The locale's own layout of sign and currency ("-€1.00", "1,00 € ") with the number replaced by `body`. */
function placeholder(sign: -1 | 0 | 1, currency: string, body: string, options: MaskOptions): string {
  let text = '';
  let placed = false;
  for (const part of formatterFor(currency, options).formatToParts(sign)) {
    if (!NUMBER_PARTS.has(part.type)) text += part.value;
    else if (!placed) {
      text += body;
      placed = true;
    }
  }
  return text;
}

const signOf = (value: bigint | number): -1 | 0 | 1 => (value < 0 ? -1 : value > 0 ? 1 : 0);

export function createPresentationMask(): PresentationMask {
  const tags = new Map<string, string>();
  const numbers = new Map<string, number>();
  const tagOf = (key: string) => {
    let tag = tags.get(key);
    if (tag === undefined) {
      tag = letterTag(tags.size);
      tags.set(key, tag);
    }
    return tag;
  };
  const counterparty = (id: string) => {
    let number = numbers.get(id);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(id, number);
    }
    return `Counterparty ${number}`;
  };
  const bankTags = new Map<string, string>();
  const bank = (id: string) => {
    let tag = bankTags.get(id);
    if (tag === undefined) {
      tag = `Bank ${letterTag(bankTags.size)}`;
      bankTags.set(id, tag);
    }
    return tag;
  };
  const banks = <Item extends Named>(list: Iterable<Item>): Item[] => {
    const items = [...list];
    // Lettered in id order, like the counterparties: the API lists banks by name.
    for (const { id } of [...items].sort((one, other) => (one.id < other.id ? -1 : 1))) bank(id);
    return items.map((item) => ({ ...item, name: bank(item.id) }));
  };
  return {
    // Keyed by size and currency: +€X and -€X share a tag, €X and £X do not.
    money: (cents, currency, options = {}) => placeholder(signOf(cents), currency, BODY + tagOf(`${currency} ${absCents(cents)}`), options),
    scale: (value, currency, options = {}) => placeholder(signOf(value), currency, BODY, options),
    counterparty,
    counterparties: (byId) => {
      // Numbered in id order: ids are random, so the numbers say nothing of the names' alphabetical order.
      for (const id of [...byId.keys()].sort()) counterparty(id);
      return new Map([...byId].map(([id, item]) => [id, { ...item, name: counterparty(id) }]));
    },
    bank,
    banks,
    account: (name, list) => {
      const items = [...list];
      banks(items);
      const byName = new Map(items.filter((item) => item.name.trim() !== '').map((item) => [item.name.toLowerCase(), item.id]));
      if (byName.size === 0) return name;
      const names = [...byName.keys()]
        .sort((one, other) => other.length - one.length)
        .map((key) => key.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'));
      return name.replace(new RegExp(names.join('|'), 'gi'), (found) => bank(byName.get(found.toLowerCase()) ?? found));
    },
  };
}
