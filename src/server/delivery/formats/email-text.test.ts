import { describe, expect, it } from 'vitest';
import { emailText } from './email-text.ts';
import { HOSTILE_NAME, sampleOutgoing } from './sample-outgoing.ts';

describe('emailText', () => {
  it('writes headline, summary, figures, table, assumptions, the absolute link and the footer', () => {
    expect(emailText(sampleOutgoing())).toBe(
      [
        'Alert: Receipts late by more than 30 days: €18,250.00',
        '',
        '2 counterparties owe €18,250.00 in receipts late by more than 30 days.',
        '',
        'Late receipts   €18,250.00',
        '  (Receipts expected before 21 Oct 2026 and not yet matched.)',
        'Counterparties  2',
        '',
        'Late receipts by counterparty:',
        `Counterparty${' '.repeat(HOSTILE_NAME.length - 12)}      Amount  Days late`,
        `${HOSTILE_NAME}  €12,400.00  35`,
        `Lumière Analytics SAS${' '.repeat(HOSTILE_NAME.length - 21)}   €5,850.00  41`,
        '',
        'Assumptions:',
        '- Amounts in EUR at the API’s rates of 20 Nov 2026.',
        '',
        'Open the late receipts: https://cash.example.com/transactions?status=late&direction=inflow',
        '',
        '-- ',
        'Sent by the alert rule “Late receipts over €5,000” of the cash-flow dashboard.',
        'You receive it because you subscribed to this rule, or an editor of the workspace added your address to it.' +
          ' Unsubscribe or change the rule on the Alerts page.',
        'Alerts: https://cash.example.com/alerts',
        '',
      ].join('\n'),
    );
  });

  it('keeps a name with line breaks and bidi marks on its own line, reading as written', () => {
    const outgoing = sampleOutgoing();
    const text = emailText({ ...outgoing, message: { ...outgoing.message, summary: 'Acme\n\nForged paragraph \u202efdp.exe' } });
    expect(text).toContain('\nAcme Forged paragraph fdp.exe\n');
  });
});
