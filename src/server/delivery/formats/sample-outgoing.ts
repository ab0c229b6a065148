import type { OutgoingMessage } from '../delivery-port.ts';

/** For the formats' and transports' tests: a late-items alert whose counterparty and rule names are hostile. */
export const HOSTILE_NAME = '<!channel> <b>Acme</b> & <https://evil.example|click> *bold* [x](https://evil.example)';

export function sampleOutgoing(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    deliveryId: '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e60',
    event: 'fired',
    ruleName: 'Late receipts over €5,000',
    occurredAt: new Date('2026-11-20T08:15:00Z'),
    dashboardUrl: 'https://cash.example.com',
    attachments: [],
    message: {
      subject: 'Receipts late by more than 30 days: €18,250.00',
      summary: '2 counterparties owe €18,250.00 in receipts late by more than 30 days.',
      figures: [
        {
          label: 'Late receipts',
          value: '€18,250.00',
          note: 'Receipts expected before 21 Oct 2026 and not yet matched.',
          amount: { value: '18250.00', currency: 'EUR' },
          date: '2026-11-20',
        },
        { label: 'Counterparties', value: '2' },
      ],
      table: {
        title: 'Late receipts by counterparty',
        columns: ['Counterparty', 'Amount', 'Days late'],
        rows: [
          [HOSTILE_NAME, '€12,400.00', '35'],
          ['Lumière Analytics SAS', '€5,850.00', '41'],
        ],
        amountColumns: [1],
        values: [
          [null, { amount: { value: '12400.00', currency: 'EUR' } }, null],
          [null, { amount: { value: '5850.00', currency: 'EUR' } }, null],
        ],
      },
      assumptions: ['Amounts in EUR at the API’s rates of 20 Nov 2026.'],
      link: '/transactions?status=late&direction=inflow',
      linkLabel: 'Open the late receipts',
    },
    ...overrides,
  };
}
