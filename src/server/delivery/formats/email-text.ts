import type { MessageTable } from '../../../core/alerts/alert-message.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink, alertsPageLink, footerLines, headline, line } from './message-parts.ts';

/**
 * The e-mail's plain text part: headline, summary, figures in aligned columns (each note under
 * its figure), the table, the assumptions, the link, and the footer saying why it came.
 */
export function emailText(outgoing: OutgoingMessage): string {
  const { message } = outgoing;
  const sections = [
    [headline(outgoing), '', line(message.summary)],
    figureLines(message.figures),
    message.table === null ? [] : tableLines(message.table),
    message.assumptions.length === 0 ? [] : ['Assumptions:', ...message.assumptions.map((assumption) => `- ${line(assumption)}`)],
    [`${line(message.linkLabel)}: ${absoluteLink(outgoing)}`],
    [
      '-- ',
      ...footerLines(outgoing, 'email'),
      ...(outgoing.unsubscribeUrl === undefined ? [] : [`Unsubscribe: ${outgoing.unsubscribeUrl}`]),
      `${outgoing.unsubscribeUrl === undefined ? 'Alerts' : "Alerts (the workspace's members)"}: ${alertsPageLink(outgoing)}`,
    ],
  ];
  return `${sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n')}\n`;
}

function figureLines(figures: OutgoingMessage['message']['figures']): string[] {
  const labelWidth = Math.max(0, ...figures.map((figure) => width(line(figure.label))));
  return figures.flatMap((figure) => {
    const row = `${padEnd(line(figure.label), labelWidth)}  ${line(figure.value)}`;
    return figure.note === undefined ? [row] : [row, `  (${line(figure.note)})`];
  });
}

function tableLines(table: MessageTable): string[] {
  const rows = [table.columns, ...table.rows].map((row) => row.map(line));
  const widths = table.columns.map((_, column) => Math.max(...rows.map((row) => width(row[column] ?? ''))));
  const written = rows.map((row) =>
    row
      .map((cell, column) =>
        table.amountColumns.includes(column) ? padStart(cell, widths[column] ?? 0) : padEnd(cell, widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
  return [`${line(table.title)}:`, ...written];
}

/** Characters as a reader counts them (an emoji or "€" is one, not two UTF-16 units). */
function width(text: string): number {
  return Array.from(text).length;
}

function padEnd(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)));
}

function padStart(text: string, to: number): string {
  return ' '.repeat(Math.max(0, to - width(text))) + text;
}
