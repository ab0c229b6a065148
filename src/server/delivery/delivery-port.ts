import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { DeliveryEvent } from '../../core/alerts/contract.ts';

/**
 * Between the alert engine (src/server/alerts), which decides what leaves and when, and the
 * transports (src/server/delivery), which write it as an e-mail, a chat message or a signed
 * webhook and send it. The engine keeps each message in the database until a send succeeds.
 */
export type OutgoingMessage = {
  /** The delivery's id: the e-mail's Message-ID and the webhook's `X-Dashboard-Delivery`, so a receiver can drop a repeat. */
  deliveryId: string;
  event: DeliveryEvent;
  ruleName: string;
  /** When the condition changed (or the schedule fell due), not when this attempt runs. */
  occurredAt: Date;
  message: AlertMessage;
  /** The dashboard's own origin (PUBLIC_URL), which `message.link` is resolved against. */
  dashboardUrl: string;
  attachments: Attachment[];
  /**
   * An e-mail's one-click unsubscribe for its recipient (the dashboard's /unsubscribe with a signed token): its
   * `List-Unsubscribe` header and the footer's link. Absent for chat and webhooks, and when no rule stands behind it.
   */
  unsubscribeUrl?: string;
};

export type Attachment = { filename: string; contentType: string; content: Uint8Array };

export type Channel =
  | { kind: 'email'; address: string }
  | { kind: 'slack'; url: string }
  | { kind: 'teams'; url: string }
  | { kind: 'webhook'; url: string; signingSecret: string };

/** `retryable` false for what a retry cannot mend (an address refused for good, a 4xx other than 408/429, a URL to a private address). */
export type SendOutcome = { ok: true } | { ok: false; retryable: boolean; error: string };

export type Sender = (channel: Channel, message: OutgoingMessage) => Promise<SendOutcome>;
