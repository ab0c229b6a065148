import { describe, expect, it } from 'vitest';
import { genericPayload } from './generic-payload.ts';
import { amountOf } from '../../../core/alerts/alert-message.ts';
import { HOSTILE_NAME, sampleOutgoing } from './sample-outgoing.ts';

describe('genericPayload', () => {
  it('writes the documented version 1 shape, strings as plain text', () => {
    expect(genericPayload(sampleOutgoing({ event: 'resolved' }))).toEqual({
      type: 'dashboard.alert',
      version: 1,
      delivery_id: '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e60',
      event: 'resolved',
      rule: { name: 'Late receipts over €5,000' },
      occurred_at: '2026-11-20T08:15:00.000Z',
      subject: 'Receipts late by more than 30 days: €18,250.00',
      summary: '2 counterparties owe €18,250.00 in receipts late by more than 30 days.',
      figures: [
        {
          label: 'Late receipts',
          value: '€18,250.00',
          note: 'Receipts expected before 21 Oct 2026 and not yet matched.',
          amount: '18250.00',
          currency: 'EUR',
          date: '2026-11-20',
        },
        { label: 'Counterparties', value: '2', note: null, amount: null, currency: null, date: null },
      ],
      table: {
        title: 'Late receipts by counterparty',
        columns: ['Counterparty', 'Amount', 'Days late'],
        rows: [
          [HOSTILE_NAME, '€12,400.00', '35'],
          ['Lumière Analytics SAS', '€5,850.00', '41'],
        ],
        amount_columns: [1],
        values: [
          [null, { amount: '12400.00', currency: 'EUR' }, null],
          [null, { amount: '5850.00', currency: 'EUR' }, null],
        ],
      },
      assumptions: ['Amounts in EUR at the API’s rates of 20 Nov 2026.'],
      link: { url: 'https://cash.example.com/transactions?status=late&direction=inflow', label: 'Open the late receipts' },
    });
  });

  it('writes each amount as the decimal string of its cents, never a float, and a message stored before the values as nulls', () => {
    // 5,804,406.31 has no exact binary float: a number would reach the receiver as 5804406.3099999996…
    const outgoing = sampleOutgoing();
    const figure = { label: 'Lowest projected balance', value: '€5,804,406.31', amount: amountOf(580_440_631n, 'EUR'), date: '2026-12-14' };
    const body = JSON.stringify(genericPayload({ ...outgoing, message: { ...outgoing.message, figures: [figure] } }));
    expect(body).toContain('"value":"€5,804,406.31","note":null,"amount":"5804406.31","currency":"EUR","date":"2026-12-14"');
    expect(
      JSON.stringify(
        genericPayload({ ...outgoing, message: { ...outgoing.message, figures: [{ ...figure, amount: amountOf(-5n, 'USD') }] } }),
      ),
    ).toContain('"amount":"-0.05","currency":"USD"');
    const { values: _dropped, ...before } = outgoing.message.table!;
    expect(genericPayload({ ...outgoing, message: { ...outgoing.message, table: before } }).table?.values).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
  });
});
