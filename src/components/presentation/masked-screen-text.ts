import { HIDDEN_TEXT } from '../../core/hidden-text.ts';
import { createPresentationMask } from '../../core/presentation-mask.ts';
import { type ScreenText, toCents } from './screen-text.ts';

// One mask for the page session: a figure or a counterparty reads the same on every view until a reload.
const mask = createPresentationMask();

/** The screen's text in presentation mode; loaded with the mode (presentation-mode.ts), not with the shell. */
export const maskedScreenText: ScreenText = {
  masked: true,
  money: (value, currency, options) => mask.money(toCents(value), currency, options),
  exact: () => undefined,
  ticks: (currency) => (value) => mask.scale(value, currency),
  counterparty: ({ id }) => mask.counterparty(id),
  counterparties: (byId) => mask.counterparties(byId),
  bank: ({ id }) => mask.bank(id),
  banks: (list) => mask.banks(list),
  account: ({ name }, banks) => (banks ? mask.account(name, banks) : HIDDEN_TEXT),
};
