import type { DeliveryEvent } from '../../../core/alerts/contract.ts';
import { cutName, plainText } from '../../../core/plain-text.ts';
import type { OutgoingMessage } from '../delivery-port.ts';

/** The word before the subject, so a reader tells a new alert from a repeat, an ending or a test at a glance. */
const EVENT_PREFIX: Record<DeliveryEvent, string> = {
  fired: 'Alert: ',
  repeated: 'Still: ',
  changed: 'Changed: ',
  resolved: 'Resolved: ',
  scheduled: '',
  test: 'Test: ',
};

/** Longest subject kept: mail clients and Slack's header (150) cut long lines anyway. */
const SUBJECT_MAX = 140;

/**
 * The message's one line (e-mail subject, chat title): event word and subject, one line, no
 * hidden controls. Plain text here keeps CR and LF out of an e-mail header.
 *
 * @example headline({ event: 'fired', message: { subject: 'Cash under €0.00' } }) // 'Alert: Cash under €0.00'
 */
export function headline(outgoing: Pick<OutgoingMessage, 'event' | 'message'>): string {
  return cutName(plainText(`${EVENT_PREFIX[outgoing.event]}${outgoing.message.subject}`).trim(), SUBJECT_MAX);
}

/**
 * `message.link` made absolute on the dashboard's origin. A link that would leave the origin
 * (`//evil.example`, `https://…`) falls back to the dashboard's home: a message never points elsewhere.
 */
export function absoluteLink(outgoing: Pick<OutgoingMessage, 'dashboardUrl' | 'message'>): string {
  const home = new URL('/', outgoing.dashboardUrl);
  const link = outgoing.message.link;
  if (!link.startsWith('/') || link.startsWith('//')) return home.href;
  const resolved = new URL(link, home);
  return resolved.origin === home.origin ? resolved.href : home.href;
}

/** Where a reader changes or stops what they receive. */
export function alertsPageLink(outgoing: Pick<OutgoingMessage, 'dashboardUrl'>): string {
  return new URL('/alerts', outgoing.dashboardUrl).href;
}

/**
 * The footer: which rule sent this and why this reader gets it. An e-mail says how to stop it: its unsubscribe link,
 * which needs no sign-in (an outside recipient has no account); the Alerts page is for the workspace's members.
 */
export function footerLines(outgoing: Pick<OutgoingMessage, 'ruleName' | 'unsubscribeUrl'>, recipient: 'email' | 'channel'): string[] {
  const rule = `Sent by the alert rule “${plainText(outgoing.ruleName)}” of the cash-flow dashboard.`;
  if (recipient === 'channel') return [rule, 'This channel receives it because an editor of the workspace added its webhook to the rule.'];
  const why = 'You receive it because you subscribed to this rule, or an editor of the workspace added your address to it.';
  if (outgoing.unsubscribeUrl === undefined) return [rule, `${why} Unsubscribe or change the rule on the Alerts page.`];
  return [rule, `${why} To stop it at this address, open the unsubscribe link: it needs no sign-in.`];
}

/** A table cell, a figure or a name as one line of text (a name from the API may hold line breaks or bidi marks). */
export function line(text: string): string {
  return plainText(text);
}
