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

export type MessageFigure = { label: string; value: string; note?: string };

export type MessageTable = {
  title: string;
  columns: string[];
  /** Each row has one string per column; amounts are right-aligned where a format can. */
  rows: string[][];
  /** Column indexes holding amounts. */
  amountColumns: number[];
};
