import { describe, expect, it } from 'vitest';
import { escapeSlack, slackMessage } from './slack-message.ts';
import { sampleOutgoing } from './sample-outgoing.ts';

describe('slackMessage', () => {
  const message = slackMessage(sampleOutgoing());
  const json = JSON.stringify(message);

  it('leaves no raw < or > from data: no mention, no link the author did not write', () => {
    expect(json).toContain('&lt;!channel&gt; &lt;b&gt;Acme&lt;/b&gt; &amp; &lt;https://evil.example|click&gt;');
    expect(json).not.toContain('<!channel>');
    expect(json).not.toContain('<https://evil.example');
    const links = [...json.matchAll(/<([^>]*)>/g)].map((match) => match[1]);
    expect(links).toEqual(['https://cash.example.com/transactions?status=late&amp;direction=inflow|Open the late receipts']);
  });

  it('writes data as plain_text (no bold, no emoji codes), the link as the one mrkdwn', () => {
    const texts = message.blocks.flatMap((block) => ('text' in block ? [block.text] : 'fields' in block ? block.fields : block.elements));
    expect(texts.filter((text) => text.type === 'mrkdwn')).toHaveLength(1);
    expect(texts.filter((text) => text.type === 'plain_text').every((text) => 'emoji' in text && text.emoji === false)).toBe(true);
  });

  it('has a header, the figures as fields and a fallback text', () => {
    expect(message.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Alert: Receipts late by more than 30 days: €18,250.00', emoji: false },
    });
    expect(message.blocks[2]).toEqual({
      type: 'section',
      fields: [
        {
          type: 'plain_text',
          text: 'Late receipts\n€18,250.00\n(Receipts expected before 21 Oct 2026 and not yet matched.)',
          emoji: false,
        },
        { type: 'plain_text', text: 'Counterparties\n2', emoji: false },
      ],
    });
    expect(message.text).toBe(
      'Alert: Receipts late by more than 30 days: €18,250.00 —' +
        ' 2 counterparties owe €18,250.00' +
        ' in receipts late by more than 30 days.',
    );
  });

  it('keeps within Slack limits: header 150, ten fields, a 3,000-character section', () => {
    const outgoing = sampleOutgoing();
    const long = slackMessage({
      ...outgoing,
      message: {
        ...outgoing.message,
        subject: '<'.repeat(400),
        figures: Array.from({ length: 14 }, (_, index) => ({ label: `F${index}`, value: '1' })),
        table: { ...outgoing.message.table!, rows: Array.from({ length: 500 }, () => ['x'.repeat(200), '€1.00', '1']) },
      },
    });
    const header = long.blocks[0];
    expect(header?.type === 'header' && header.text.text.length).toBeLessThanOrEqual(150);
    const fields = long.blocks.find((block) => 'fields' in block);
    expect(fields && 'fields' in fields && fields.fields).toHaveLength(10);
    expect(long.blocks.every((block) => !('text' in block) || block.text.text.length <= 3000)).toBe(true);
  });
});

describe('escapeSlack', () => {
  it('escapes &, < and > only', () => {
    expect(escapeSlack('a & <@U123> "q" \'s\'')).toBe('a &amp; &lt;@U123&gt; "q" \'s\'');
  });
});
