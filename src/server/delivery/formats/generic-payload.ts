import type { MessageCellValue, MessageFigure, MessageTable } from '../../../core/alerts/alert-message.ts';
import type { DeliveryEvent } from '../../../core/alerts/contract.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink } from './message-parts.ts';

/**
 * The generic webhook's body, version 1 (README "Alerts: e-mail and webhooks"). Fields are only
 * ever added within a version; a receiver ignores what it does not know. Strings are plain
 * text, as the dashboard shows them: escaping is the receiver's, for wherever it writes them.
 * Beside each display string, what a machine computes with: amounts as the API's decimal strings
 * ("-1234.56", never a float) with their currency, dates as ISO days (added within version 1).
 */
export type GenericPayload = {
  type: 'dashboard.alert';
  version: 1;
  delivery_id: string;
  event: DeliveryEvent;
  rule: { name: string };
  occurred_at: string;
  subject: string;
  summary: string;
  figures: PayloadFigure[];
  table: { title: string; columns: string[]; rows: string[][]; amount_columns: number[]; values: PayloadCell[][] } | null;
  assumptions: string[];
  link: { url: string; label: string };
};

/** `amount` a decimal string in `currency`, `date` the ISO day the figure is on; null when the figure has none. */
type PayloadFigure = {
  label: string;
  value: string;
  note: string | null;
  amount: string | null;
  currency: string | null;
  date: string | null;
};

/** One per cell of `rows`: its amount and currency, its ISO day, or null for text. */
type PayloadCell = { amount: string; currency: string } | { date: string } | null;

export function genericPayload(outgoing: OutgoingMessage): GenericPayload {
  const { message } = outgoing;
  return {
    type: 'dashboard.alert',
    version: 1,
    delivery_id: outgoing.deliveryId,
    event: outgoing.event,
    rule: { name: outgoing.ruleName },
    occurred_at: outgoing.occurredAt.toISOString(),
    subject: message.subject,
    summary: message.summary,
    figures: message.figures.map(payloadFigure),
    table: message.table === null ? null : payloadTable(message.table),
    assumptions: message.assumptions,
    link: { url: absoluteLink(outgoing), label: message.linkLabel },
  };
}

function payloadFigure(figure: MessageFigure): PayloadFigure {
  return {
    label: figure.label,
    value: figure.value,
    note: figure.note ?? null,
    amount: figure.amount?.value ?? null,
    currency: figure.amount?.currency ?? null,
    date: figure.date ?? null,
  };
}

/** A message stored before `values` existed gives nulls, one per cell, so the shape never varies. */
function payloadTable(table: MessageTable): NonNullable<GenericPayload['table']> {
  return {
    title: table.title,
    columns: table.columns,
    rows: table.rows,
    amount_columns: table.amountColumns,
    values: table.rows.map((row, index) => row.map((_, column) => payloadCell(table.values?.[index]?.[column] ?? null))),
  };
}

function payloadCell(value: MessageCellValue): PayloadCell {
  if (value === null) return null;
  return 'amount' in value ? { amount: value.amount.value, currency: value.amount.currency } : { date: value.date };
}
