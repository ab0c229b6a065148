import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { cutName, plainText } from '../../core/plain-text.ts';
import { certificateProblem } from './certificate-errors.ts';
import type { OutgoingMessage, SendOutcome } from './delivery-port.ts';
import { emailHtml } from './formats/email-html.ts';
import { emailText } from './formats/email-text.ts';
import { headline } from './formats/message-parts.ts';

/**
 * SMTP as the environment gives it (README "Alerts: e-mail and webhooks"): SMTP_URL, or
 * SMTP_HOST/PORT/SECURE/USER/PASSWORD; SMTP_FROM. `requireTls` is false only under SMTP_TLS=off:
 * a server that does not offer STARTTLS is otherwise refused, so credentials and figures never
 * cross the network in clear.
 */
export type SmtpSettings = { from: string; requireTls: boolean } & (
  { url: string } | { host: string; port: number; secure: boolean; user: string | null; password: string | null }
);

// Bounded so a stalled server fails the attempt (and it is retried) instead of holding the outbox.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function smtpTransportOptions(settings: SmtpSettings): SMTPTransport.Options {
  const common: SMTPTransport.Options = {
    ...TIMEOUTS,
    requireTLS: settings.requireTls,
    ignoreTLS: !settings.requireTls,
    // Attachments are bytes the server made: never a path or URL for nodemailer to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  if ('url' in settings) return { ...common, url: settings.url };
  const auth = settings.user === null ? {} : { auth: { user: settings.user, pass: settings.password ?? '' } };
  return { ...common, host: settings.host, port: settings.port, secure: settings.secure, ...auth };
}

/** `<delivery id@dashboard host>`: a resend of one delivery carries the same id, so a mail client shows it once. */
export function messageIdOf(outgoing: Pick<OutgoingMessage, 'deliveryId' | 'dashboardUrl'>): string {
  const id = outgoing.deliveryId.replace(/[^A-Za-z0-9.-]/g, '');
  return `<${id}@${new URL(outgoing.dashboardUrl).hostname}>`;
}

export type EmailSend = (address: string, outgoing: OutgoingMessage) => Promise<SendOutcome>;

/**
 * One transporter for the process; each send opens its own connection (alerts are few).
 * nodemailer loads with the first message: a server that sends none never pays its 35 ms.
 */
export function createEmailSend(settings: SmtpSettings): EmailSend {
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;
  const transporterOnce = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpTransportOptions(settings))));
  return async (address, outgoing) => {
    try {
      await (
        await transporterOnce()
      ).sendMail({
        from: settings.from,
        to: address,
        subject: headline(outgoing),
        text: emailText(outgoing),
        html: emailHtml(outgoing),
        messageId: messageIdOf(outgoing),
        date: outgoing.occurredAt,
        headers: mailHeaders(outgoing),
        attachments: outgoing.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })),
      });
      return { ok: true };
    } catch (error) {
      return smtpFailure(error);
    }
  };
}

/**
 * RFC 3834: no out-of-office reply comes back to an automatic message. RFC 8058 (with RFC 2369's List-Unsubscribe):
 * a mail client offers "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the HTTPS URL, which stops this rule's
 * e-mail to this recipient without signing in (alerts/unsubscribe-routes.ts). Mailbox providers honour it only in a
 * message DKIM-signed over these headers: the mail server's signing (see the README).
 */
export function mailHeaders(outgoing: Pick<OutgoingMessage, 'deliveryId' | 'unsubscribeUrl'>): Record<string, string> {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated', 'X-Dashboard-Delivery': outgoing.deliveryId };
  const url = outgoing.unsubscribeUrl;
  if (url === undefined) return headers;
  // RFC 8058 names HTTPS only: a dashboard on plain http (a loopback trial) offers the link, not the one-click.
  const oneClick: Record<string, string> = url.startsWith('https://') ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { ...headers, 'List-Unsubscribe': `<${url}>`, ...oneClick };
}

type SmtpError = { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };

/** A 5xx is the server's final word (no such mailbox, refused): not retried. A 4xx, a timeout or a lost connection is. */
export function smtpFailure(error: unknown): SendOutcome {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const said =
    typeof failure.response === 'string' ? failure.response : typeof failure.message === 'string' ? failure.message : String(error);
  const code = typeof failure.code === 'string' ? `${failure.code} ` : '';
  const text = cutName(plainText(said).trim(), 200);
  const certificate = certificateProblem(error, 'mail server');
  if (certificate !== null) return { ok: false, retryable: false, error: certificate };
  if (failure.code === 'ETLS')
    return {
      ok: false,
      retryable: status === null || status < 500,
      error: `The mail server did not start TLS (STARTTLS; SMTP_TLS=off allows plain SMTP): ${text}`,
    };
  if (status !== null)
    return { ok: false, retryable: status < 500, error: `The mail server refused the message (${code}${status}): ${text}` };
  return { ok: false, retryable: true, error: `The mail server could not be reached (${code.trim() || 'no code'}): ${text}` };
}

/** What a start-up check of a dependency found: `ok` lines are info, the others warnings. */
export type DependencyCheck = { ok: boolean; line: string };

/**
 * The mail server checked once at start (nodemailer's `verify`: connection, TLS, login), so a wrong
 * host or password shows before the first alert. Not fatal: each send connects again and is retried.
 */
export async function checkMailServer(settings: SmtpSettings): Promise<DependencyCheck> {
  const name = mailServerName(settings);
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(smtpTransportOptions(settings));
  try {
    await transporter.verify();
    return { ok: true, line: `Mail server ${name}: verified, sending as ${settings.from}.` };
  } catch (error) {
    return { ok: false, line: `Mail server ${name} refused: ${reasonOf(error)}; each e-mail is tried and retried as usual.` };
  } finally {
    transporter.close();
  }
}

/** `smtp.example.com:587`: host and port only, as SMTP_URL may carry the password. */
function mailServerName(settings: SmtpSettings): string {
  if (!('url' in settings)) return `${settings.host}:${settings.port}`;
  const url = new URL(settings.url);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

function reasonOf(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const said = typeof failure.message === 'string' && failure.message !== '' ? failure.message : String(error);
  const code = typeof failure.code === 'string' && !said.includes(failure.code) ? ` (${failure.code})` : '';
  return cutName(plainText(`${said}${code}`).trim(), 200);
}
