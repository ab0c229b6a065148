import { describe, expect, it } from 'vitest';
import { absoluteLink, headline } from './message-parts.ts';
import { sampleOutgoing } from './sample-outgoing.ts';

describe('headline', () => {
  it.each([
    ['fired', 'Alert: Cash low'],
    ['repeated', 'Still: Cash low'],
    ['resolved', 'Resolved: Cash low'],
    ['scheduled', 'Cash low'],
    ['test', 'Test: Cash low'],
  ] as const)('words a %s message "%s"', (event, expected) => {
    const outgoing = sampleOutgoing({ event });
    expect(headline({ event, message: { ...outgoing.message, subject: 'Cash low' } })).toBe(expected);
  });

  it('keeps a subject on one line (no header can be added through it)', () => {
    const outgoing = sampleOutgoing();
    expect(headline({ event: 'fired', message: { ...outgoing.message, subject: 'Low\r\nBcc: victim@example.com' } })).toBe(
      'Alert: Low Bcc: victim@example.com',
    );
  });
});

describe('absoluteLink', () => {
  it('resolves the view on the dashboard origin, search kept', () => {
    expect(absoluteLink(sampleOutgoing())).toBe('https://cash.example.com/transactions?status=late&direction=inflow');
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'never leaves the origin for %s',
    (link) => {
      const outgoing = sampleOutgoing();
      expect(absoluteLink({ ...outgoing, message: { ...outgoing.message, link } })).toBe('https://cash.example.com/');
    },
  );
});
