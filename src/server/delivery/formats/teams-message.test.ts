import { describe, expect, it } from 'vitest';
import { teamsMessage } from './teams-message.ts';
import { HOSTILE_NAME, sampleOutgoing } from './sample-outgoing.ts';

describe('teamsMessage', () => {
  const message = teamsMessage(sampleOutgoing({ event: 'repeated' }));
  const card = message.attachments[0]!.content;
  const json = JSON.stringify(message);

  it('is one Adaptive Card in the envelope the Workflows webhook takes', () => {
    expect(message.type).toBe('message');
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.type).toBe('AdaptiveCard');
    expect(card.actions).toEqual([
      {
        type: 'Action.OpenUrl',
        title: 'Open the late receipts',
        url: 'https://cash.example.com/transactions?status=late&direction=inflow',
      },
    ]);
  });

  it('writes every text as a TextRun, which Teams shows without Markdown: a hostile name reads as typed', () => {
    expect(json).not.toContain('"TextBlock"');
    expect(json).not.toContain('"FactSet"');
    expect(json).toContain(JSON.stringify({ type: 'TextRun', text: HOSTILE_NAME }));
  });

  it('right-aligns the amount column of the table', () => {
    const row = card.body.find((element) => element.type === 'ColumnSet' && JSON.stringify(element).includes('€5,850.00'));
    expect(row?.type === 'ColumnSet' && row.columns.map((column) => column.items[0]?.horizontalAlignment)).toEqual([
      undefined,
      'Right',
      undefined,
    ]);
  });

  it('titles the card by its event', () => {
    expect(card.body[0]).toEqual({
      type: 'RichTextBlock',
      inlines: [{ type: 'TextRun', text: 'Still: Receipts late by more than 30 days: €18,250.00', weight: 'Bolder', size: 'Large' }],
    });
  });
});
