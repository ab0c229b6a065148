import type { IsoDate } from '../calendar-date.ts';
import { toMoneyString, type Cents } from '../money.ts';

/**
 * What a rule has to say, before it is written as an e-mail, a Slack or Teams message or a JSON
 * webhook (src/server/delivery/formats). Every string is plain text: names from the API and the
 * rule's own name are data, and each format escapes them its own way (HTML entities, Slack's
 * `&<>`, no mentions). Figures are already written as the dashboard writes them ("€12,400.00").
 */
export type AlertMessage = {
  /** One line: the e-mail's subject and the chat message's title. */
  subject: string;
  /** What happened, in a sentence or two. */
  summary: string;
  /** The key figures, in order. `note` says what the figure assumes (late items, conversion, stale data). */
  figures: MessageFigure[];
  /** A table when there is a list to give (late items per counterparty, connections in trouble). */
  table: MessageTable | null;
  /** What every figure above assumes, one sentence each. */
  assumptions: string[];
  /** The dashboard path and search of the exact view, for example `/forecasts?view=runway&late=counted`. */
  link: string;
  /** The link's words ("Open the runway"). */
  linkLabel: string;
};

/**
 * `value` as the dashboard writes it; `amount` and `date` the same figure for a machine (the generic webhook), so a
 * receiver computes without parsing text: the amount the figure is, and the day it is on or is.
 */
export type MessageFigure = { label: string; value: string; note?: string; amount?: MessageAmount; date?: IsoDate };

/** An amount as the API writes money, a decimal string in cents ("-1234.56"), and its currency. */
export type MessageAmount = { value: string; currency: string };

/** A cell's machine value: its amount or its date; null for text. */
export type MessageCellValue = { amount: MessageAmount } | { date: IsoDate } | null;

/** @example amountOf(-123456n, 'EUR') // { value: '-1234.56', currency: 'EUR' } */
export function amountOf(cents: Cents, currency: string): MessageAmount {
  return { value: toMoneyString(cents), currency };
}

export type MessageTable = {
  title: string;
  columns: string[];
  /** Each row has one string per column; amounts are right-aligned where a format can. */
  rows: string[][];
  /** Column indexes holding amounts. */
  amountColumns: number[];
  /** Beside `rows`, one entry per cell: the amount or date it writes, null for text. */
  values?: MessageCellValue[][];
};
