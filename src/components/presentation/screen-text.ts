import { type Cents, formatMoney, parseMoney } from '../../core/money.ts';

export type MoneyOptions = NonNullable<Parameters<typeof formatMoney>[2]>;
type Named = { id: string; name: string };

/**
 * How money, counterparties, banks and accounts read on screen: as they are, or masked while
 * presentation mode is on (free text has its own component, FreeText). Only what is shown goes
 * through it: CSV files and copied links keep the real data.
 */
export type ScreenText = {
  masked: boolean;
  money: (value: Cents | string, currency: string, options?: MoneyOptions) => string;
  /**
   * The exact Money string a data attribute carries for tests and tools (`data-amount`), or
   * undefined while masked, so React leaves the attribute out: an attribute is read by
   * extensions and assistive tools as surely as the text.
   */
  exact: (value: Cents | string) => string | undefined;
  /** A chart axis's tick formatter: `format` itself, or sign and currency alone. */
  ticks: (currency: string, format: (value: number) => string) => (value: number) => string;
  counterparty: (counterparty: Named) => string;
  counterparties: <Item extends Named>(byId: ReadonlyMap<string, Item>) => ReadonlyMap<string, Item>;
  /** "Bank B" while masked. */
  bank: (bank: Named) => string;
  /** A bank list with every name as `bank` gives it, lettered in id order while masked. */
  banks: <Item extends Named>(list: readonly Item[]) => readonly Item[];
  /**
   * An account's name with the names of `banks` (the workspace's list) in it masked; while the
   * list loads, "Hidden" rather than a name that may hold one.
   */
  account: (account: { name: string }, banks: Iterable<Named> | undefined) => string;
};

export const toCents = (value: Cents | string) => (typeof value === 'string' ? parseMoney(value) : value);
