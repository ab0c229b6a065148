import type { Channel, OutgoingMessage, Sender, SendOutcome } from './delivery-port.ts';
import { genericPayload } from './formats/generic-payload.ts';
import { slackMessage } from './formats/slack-message.ts';
import { teamsMessage } from './formats/teams-message.ts';
import { createEmailSend, type SmtpSettings } from './smtp-transport.ts';
import { postWebhook } from './webhook-transport.ts';

export type SenderOptions = {
  /** Null when SMTP is not configured: e-mail deliveries fail for good, saying so. */
  smtp: SmtpSettings | null;
  /** ALERT_WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivateWebhooks: boolean;
  now?: () => Date;
};

const NO_SMTP: SendOutcome = {
  ok: false,
  retryable: false,
  error: 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST, and SMTP_FROM).',
};

/**
 * The engine's Sender: each channel's format and transport. Chat and webhook messages carry
 * the link, not the attachments (an incoming webhook takes no file).
 */
export function createSender(options: SenderOptions): Sender {
  const sendEmail = options.smtp === null ? null : createEmailSend(options.smtp);
  const post = (url: string, body: unknown, outgoing: OutgoingMessage, signingSecret: string | null) =>
    postWebhook({
      url,
      body: JSON.stringify(body),
      deliveryId: outgoing.deliveryId,
      signingSecret,
      allowPrivate: options.allowPrivateWebhooks,
      ...(options.now ? { now: options.now } : {}),
    });
  return (channel: Channel, outgoing: OutgoingMessage): Promise<SendOutcome> => {
    switch (channel.kind) {
      case 'email':
        return sendEmail === null ? Promise.resolve(NO_SMTP) : sendEmail(channel.address, outgoing);
      case 'slack':
        return post(channel.url, slackMessage(outgoing), outgoing, null);
      case 'teams':
        return post(channel.url, teamsMessage(outgoing), outgoing, null);
      case 'webhook':
        return post(channel.url, genericPayload(outgoing), outgoing, channel.signingSecret);
    }
  };
}
