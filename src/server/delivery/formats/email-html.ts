import type { MessageFigure, MessageTable } from '../../../core/alerts/alert-message.ts';
import type { OutgoingMessage } from '../delivery-port.ts';
import { absoluteLink, alertsPageLink, footerLines, headline, line } from './message-parts.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute: every name is data, never markup. */
export function escapeHtml(text: string): string {
  return line(text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// Inline styles only: most mail clients drop <style> blocks and every external sheet.
const FONT = 'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933;';
const CELL = 'padding:4px 12px 4px 0;border-bottom:1px solid #e4e7eb;vertical-align:top;';
const MUTED = 'color:#616e7c;font-size:13px;';

/** The e-mail's HTML part: the same content as the text part, as a simple table layout. */
export function emailHtml(outgoing: OutgoingMessage): string {
  const { message } = outgoing;
  const title = escapeHtml(headline(outgoing));
  const link = escapeHtml(absoluteLink(outgoing));
  const body = [
    `<h1 style="font-size:20px;margin:0 0 12px;">${title}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(message.summary)}</p>`,
    figuresTable(message.figures),
    message.table === null ? '' : listTable(message.table),
    assumptionsList(message.assumptions),
    `<p style="margin:16px 0;"><a href="${link}" style="color:#0b69a3;">${escapeHtml(message.linkLabel)}</a></p>`,
    footer(outgoing),
  ].join('\n');
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>\n` +
    `<body style="${FONT}margin:0;padding:16px;">\n<div style="max-width:640px;">\n${body}\n` +
    `</div>\n</body></html>\n`
  );
}

function figuresTable(figures: MessageFigure[]): string {
  if (figures.length === 0) return '';
  const rows = figures.map((figure) => {
    const note = figure.note === undefined ? '' : `<div style="${MUTED}">${escapeHtml(figure.note)}</div>`;
    return (
      `<tr><th scope="row" style="${CELL}text-align:left;font-weight:normal;">${escapeHtml(figure.label)}${note}</th>` +
      `<td style="${CELL}text-align:right;font-weight:bold;white-space:nowrap;">${escapeHtml(figure.value)}</td></tr>`
    );
  });
  return (
    `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:0 0 16px;">\n` +
    `${rows.join('\n')}\n</table>`
  );
}

function listTable(table: MessageTable): string {
  const align = (column: number) => (table.amountColumns.includes(column) ? 'text-align:right;white-space:nowrap;' : 'text-align:left;');
  const head = table.columns.map((column, index) => `<th scope="col" style="${CELL}${align(index)}">${escapeHtml(column)}</th>`).join('');
  const rows = table.rows.map(
    (row) => `<tr>${row.map((cell, index) => `<td style="${CELL}${align(index)}">${escapeHtml(cell)}</td>`).join('')}</tr>`,
  );
  return (
    `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:0 0 16px;">\n` +
    `<caption style="text-align:left;font-weight:bold;padding:0 0 6px;">${escapeHtml(table.title)}</caption>\n` +
    `<thead><tr>${head}</tr></thead>\n<tbody>\n` +
    `${rows.join('\n')}\n</tbody>\n</table>`
  );
}

function assumptionsList(assumptions: string[]): string {
  if (assumptions.length === 0) return '';
  const items = assumptions.map((assumption) => `<li>${escapeHtml(assumption)}</li>`).join('');
  return `<p style="${MUTED}margin:0;">Assumptions:</p>\n<ul style="${MUTED}margin:4px 0 0;padding-left:20px;">${items}</ul>`;
}

function footer(outgoing: OutgoingMessage): string {
  const lines = footerLines(outgoing, 'email').map(escapeHtml).join('<br>');
  const alerts = escapeHtml(alertsPageLink(outgoing));
  const unsubscribe =
    outgoing.unsubscribeUrl === undefined
      ? ''
      : `<br><a href="${escapeHtml(outgoing.unsubscribeUrl)}" style="color:#616e7c;">Unsubscribe from this rule</a>`;
  return (
    `<p style="${MUTED}border-top:1px solid #e4e7eb;padding-top:12px;margin:24px 0 0;">` +
    `${lines}${unsubscribe}<br><a href="${alerts}" style="color:#616e7c;">${alerts}</a></p>`
  );
}
