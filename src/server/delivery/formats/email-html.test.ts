import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html.ts';
import { sampleOutgoing } from './sample-outgoing.ts';

describe('emailHtml', () => {
  const html = emailHtml(sampleOutgoing());

  it('writes a hostile name as text, never as markup', () => {
    expect(html).toContain('&lt;!channel&gt; &lt;b&gt;Acme&lt;/b&gt; &amp; &lt;https://evil.example|click&gt;');
    expect(html).not.toContain('<b>Acme');
    expect(html).not.toContain('<!channel>');
  });

  it('escapes quotes, so no name closes an attribute', () => {
    const outgoing = sampleOutgoing();
    const quoted = emailHtml({ ...outgoing, message: { ...outgoing.message, linkLabel: '" onmouseover="alert(1)' } });
    expect(quoted).toContain('&quot; onmouseover=&quot;alert(1)');
    expect(quoted).not.toContain('" onmouseover="');
  });

  it('right-aligns the amount column and links the exact view absolutely', () => {
    expect(html).toContain('text-align:right;white-space:nowrap;">€12,400.00</td>');
    expect(html).toContain(
      '<td style="padding:4px 12px 4px 0;border-bottom:1px solid #e4e7eb;vertical-align:top;text-align:left;">35</td>',
    );
    expect(html).toContain(
      '<a href="https://cash.example.com/transactions?status=late&amp;direction=inflow" style="color:#0b69a3;">Open the late receipts</a>',
    );
  });

  it('titles the message by its event and names the rule in the footer', () => {
    expect(html).toContain('<h1 style="font-size:20px;margin:0 0 12px;">Alert: Receipts late by more than 30 days: €18,250.00</h1>');
    expect(emailHtml(sampleOutgoing({ event: 'resolved' }))).toContain('>Resolved: Receipts late');
    expect(html).toContain('Sent by the alert rule “Late receipts over €5,000” of the cash-flow dashboard.');
  });

  it('holds each figure with its note', () => {
    expect(html).toMatch(
      new RegExp(
        /Late receipts<div style="[^"]*">Receipts expected before 21 Oct 2026 and not yet matched\.<\/div><\/th>/.source +
          /<td [^>]*>€18,250\.00<\/td>/.source,
      ),
    );
  });
});
