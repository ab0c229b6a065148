import { cutName, plainTextWithLineBreaks } from '../../../core/plain-text.ts';
import type { MessageTable } from '../../../core/alerts/alert-message.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink, footerLines, headline, line } from './message-parts.ts';

type SlackText = { type: 'plain_text'; text: string; emoji: false } | { type: 'mrkdwn'; text: string; verbatim: true };
type SlackBlock =
  | { type: 'header'; text: SlackText }
  | { type: 'section'; text: SlackText }
  | { type: 'section'; fields: SlackText[] }
  | { type: 'context'; elements: SlackText[] };
export type SlackMessage = { text: string; blocks: SlackBlock[] };

// Slack's own limits: a longer text or a longer list is refused with a 400 and the whole message lost.
const HEADER_MAX = 150;
const TEXT_MAX = 3000;
const FIELD_MAX = 2000;
const FIELDS_MAX = 10;
const CONTEXT_ELEMENTS_MAX = 10;
const TABLE_ROWS_SHOWN = 20;

/**
 * `&`, `<` and `>` as Slack's entities: Slack reads `<…>` as a link, a mention (`<!channel>`,
 * `<@U…>`) or a date, so a name holding one is written as text and notifies nobody.
 */
export function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Data goes as plain_text (no bold, no links, no :emoji:), cut to Slack's limit after escaping. */
function plain(text: string, most: number): SlackText {
  return { type: 'plain_text', text: cutName(escapeSlack(plainTextWithLineBreaks(text)), most), emoji: false };
}

/**
 * An incoming webhook's message: Block Kit header, summary, figures as fields, the table as
 * lines, assumptions and footer as context, the link as the one piece of mrkdwn; `text` is the
 * notification's and the screen reader's fallback.
 */
export function slackMessage(outgoing: OutgoingMessage): SlackMessage {
  const { message } = outgoing;
  const blocks: SlackBlock[] = [
    { type: 'header', text: plain(headline(outgoing), HEADER_MAX) },
    { type: 'section', text: plain(message.summary, TEXT_MAX) },
  ];
  if (message.figures.length > 0)
    blocks.push({ type: 'section', fields: message.figures.slice(0, FIELDS_MAX).map((figure) => plain(figureText(figure), FIELD_MAX)) });
  if (message.table !== null) blocks.push({ type: 'section', text: plain(tableText(message.table), TEXT_MAX) });
  if (message.assumptions.length > 0)
    blocks.push({
      type: 'context',
      elements: message.assumptions.slice(0, CONTEXT_ELEMENTS_MAX).map((assumption) => plain(assumption, FIELD_MAX)),
    });
  blocks.push({
    type: 'section',
    text: { type: 'mrkdwn', text: `<${slackUrl(absoluteLink(outgoing))}|${escapeSlack(message.linkLabel)}>`, verbatim: true },
  });
  blocks.push({ type: 'context', elements: footerLines(outgoing, 'channel').map((footer) => plain(footer, FIELD_MAX)) });
  return { text: cutName(escapeSlack(`${headline(outgoing)} — ${line(message.summary)}`), TEXT_MAX), blocks };
}

function figureText(figure: OutgoingMessage['message']['figures'][number]): string {
  return [figure.label, figure.value, ...(figure.note === undefined ? [] : [`(${figure.note})`])].map(line).join('\n');
}

function tableText(table: MessageTable): string {
  const rows = table.rows.slice(0, TABLE_ROWS_SHOWN).map((row) => row.map(line).join(' · '));
  const more = table.rows.length - TABLE_ROWS_SHOWN;
  return [table.title, ...rows, ...(more > 0 ? [`… and ${more} more on the dashboard`] : [])].map(line).join('\n');
}

/** In `<url|label>` the URL ends at the first `|` or `>`: neither may appear in it unencoded. */
function slackUrl(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/\|/g, '%7C').replace(/</g, '%3C').replace(/>/g, '%3E');
}
