import { formatMoney, toMoneyString } from '../../core/money.ts';
import { use } from 'react';
import { loadedMask, loadMask, usePresentationMode } from './presentation-mode.ts';
import { type ScreenText, toCents } from './screen-text.ts';

export type { ScreenText } from './screen-text.ts';

const asIs: ScreenText = {
  masked: false,
  money: (value, currency, options) => formatMoney(toCents(value), currency, options),
  exact: (value) => (typeof value === 'string' ? value : toMoneyString(value)),
  ticks: (_currency, format) => format,
  counterparty: ({ name }) => name,
  counterparties: (byId) => byId,
  bank: ({ name }) => name,
  banks: (list) => list,
  account: ({ name }) => name,
};

/** The screen's text for the mode the viewer chose; a component using it redraws when the mode changes. */
export function useScreenText(): ScreenText {
  // On before its mask has loaded only in a page opened in the mode: it waits, never showing what it hides.
  return usePresentationMode() ? (loadedMask() ?? use(loadMask())) : asIs;
}
