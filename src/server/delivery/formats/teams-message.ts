import { cutName } from '../../../core/plain-text.ts';
import type { MessageFigure, MessageTable } from '../../../core/alerts/alert-message.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink, footerLines, headline, line } from './message-parts.ts';

type TextRun = { type: 'TextRun'; text: string; weight?: 'Bolder'; size?: 'Large' | 'Small'; isSubtle?: true };
type RichText = { type: 'RichTextBlock'; inlines: TextRun[]; horizontalAlignment?: 'Right'; spacing?: 'Medium' };
type Column = { type: 'Column'; width: 'stretch' | 'auto'; items: RichText[] };
type CardElement = RichText | { type: 'ColumnSet'; columns: Column[]; separator?: true };
type AdaptiveCard = {
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
  type: 'AdaptiveCard';
  version: '1.4';
  body: CardElement[];
  actions: { type: 'Action.OpenUrl'; title: string; url: string }[];
  msteams: { width: 'Full' };
};
export type TeamsMessage = {
  type: 'message';
  attachments: { contentType: 'application/vnd.microsoft.card.adaptive'; contentUrl: null; content: AdaptiveCard }[];
};

const TEXT_MAX = 2000;
const TABLE_ROWS_SHOWN = 20;

/**
 * Text as a TextRun, which Adaptive Cards show without Markdown (a TextBlock would read `**`,
 * `[x](url)` and `# ` as formatting): a name from the API shows exactly as written.
 */
function run(text: string, style: Omit<TextRun, 'type' | 'text'> = {}): TextRun {
  return { type: 'TextRun', text: cutName(line(text), TEXT_MAX), ...style };
}

function paragraph(text: string, style: Omit<TextRun, 'type' | 'text'> = {}, alignment?: 'Right'): RichText {
  return { type: 'RichTextBlock', inlines: [run(text, style)], ...(alignment === undefined ? {} : { horizontalAlignment: alignment }) };
}

/**
 * A Teams message as the Workflows "post to a channel when a webhook request is received" flow
 * (and the older incoming webhook) takes it: one Adaptive Card in the `message` envelope.
 */
export function teamsMessage(outgoing: OutgoingMessage): TeamsMessage {
  const { message } = outgoing;
  const body: CardElement[] = [
    paragraph(headline(outgoing), { weight: 'Bolder', size: 'Large' }),
    paragraph(message.summary),
    ...message.figures.map(figureRow),
    ...(message.table === null ? [] : tableElements(message.table)),
    ...message.assumptions.map((assumption) => paragraph(assumption, { isSubtle: true, size: 'Small' })),
    ...footerLines(outgoing, 'channel').map((footer) => paragraph(footer, { isSubtle: true, size: 'Small' })),
  ];
  const card: AdaptiveCard = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
    actions: [{ type: 'Action.OpenUrl', title: cutName(line(message.linkLabel), 100), url: absoluteLink(outgoing) }],
    msteams: { width: 'Full' },
  };
  return { type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card }] };
}

function figureRow(figure: MessageFigure): CardElement {
  const label = [
    paragraph(figure.label),
    ...(figure.note === undefined ? [] : [paragraph(figure.note, { isSubtle: true, size: 'Small' })]),
  ];
  return {
    type: 'ColumnSet',
    columns: [
      { type: 'Column', width: 'stretch', items: label },
      { type: 'Column', width: 'auto', items: [paragraph(figure.value, { weight: 'Bolder' }, 'Right')] },
    ],
  };
}

function tableElements(table: MessageTable): CardElement[] {
  const columnOf = (cells: string[], style: Omit<TextRun, 'type' | 'text'>) =>
    cells.map((cell, index): Column => ({
      type: 'Column',
      width: index === 0 ? 'stretch' : 'auto',
      items: [paragraph(cell, style, table.amountColumns.includes(index) ? 'Right' : undefined)],
    }));
  const more = table.rows.length - TABLE_ROWS_SHOWN;
  return [
    { ...paragraph(table.title, { weight: 'Bolder' }), spacing: 'Medium' },
    { type: 'ColumnSet', columns: columnOf(table.columns, { weight: 'Bolder' }) },
    ...table.rows
      .slice(0, TABLE_ROWS_SHOWN)
      .map((row): CardElement => ({ type: 'ColumnSet', columns: columnOf(row, {}), separator: true })),
    ...(more > 0 ? [paragraph(`… and ${more} more on the dashboard`, { isSubtle: true })] : []),
  ];
}
