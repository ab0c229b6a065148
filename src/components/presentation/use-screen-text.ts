import { type Cents, formatMoney, parseMoney, toMoneyString } from '../../core/money.ts';
import { createPresentationMask } from '../../core/presentation-mask.ts';
import { usePresentationMode } from './presentation-mode.ts';

type MoneyOptions = NonNullable<Parameters<typeof formatMoney>[2]>;
type Named = { id: string; name: string };

/**
 * How money and counterparties read on screen: as they are, or masked while presentation mode
 * is on (free text has its own component, FreeText). Only what is shown goes through it: CSV
 * files and copied links keep the real data.
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
};

const toCents = (value: Cents | string) => (typeof value === 'string' ? parseMoney(value) : value);

const asIs: ScreenText = {
  masked: false,
  money: (value, currency, options) => formatMoney(toCents(value), currency, options),
  exact: (value) => (typeof value === 'string' ? value : toMoneyString(value)),
  ticks: (_currency, format) => format,
  counterparty: ({ name }) => name,
  counterparties: (byId) => byId,
};

// One mask for the page session: a figure or a counterparty reads the same on every view until a reload.
const mask = createPresentationMask();

const masked: ScreenText = {
  masked: true,
  money: (value, currency, options) => mask.money(toCents(value), currency, options),
  exact: () => undefined,
  ticks: (currency) => (value) => mask.scale(value, currency),
  counterparty: ({ id }) => mask.counterparty(id),
  counterparties: (byId) => mask.counterparties(byId),
};

/** The screen's text for the mode the viewer chose; a component using it redraws when the mode changes. */
export function useScreenText(): ScreenText {
  return usePresentationMode() ? masked : asIs;
}
