import type { DeliveryEvent } from '../../../core/alerts/contract.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink } from './message-parts.ts';

/**
 * The generic webhook's body, version 1 (README "Alerts: e-mail and webhooks"). Fields are only
 * ever added within a version; a receiver ignores what it does not know. Strings are plain
 * text, as the dashboard shows them: escaping is the receiver's, for wherever it writes them.
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
  figures: { label: string; value: string; note: string | null }[];
  table: { title: string; columns: string[]; rows: string[][]; amount_columns: number[] } | null;
  assumptions: string[];
  link: { url: string; label: string };
};

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
    figures: message.figures.map((figure) => ({ label: figure.label, value: figure.value, note: figure.note ?? null })),
    table:
      message.table === null
        ? null
        : {
            title: message.table.title,
            columns: message.table.columns,
            rows: message.table.rows,
            amount_columns: message.table.amountColumns,
          },
    assumptions: message.assumptions,
    link: { url: absoluteLink(outgoing), label: message.linkLabel },
  };
}
