import type { Counterparty } from '../../core/api/schemas/reference.ts';
import type { LateForecast } from '../../core/views/overdue/late-book.ts';

let sequence = 0;

/** An expanded counterparty, as the book's queries receive it. */
export function counterparty(name: string, id: string): Counterparty {
  return {
    object: 'counterparty',
    id,
    name,
    country_code: null,
    color: null,
    symbol: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** A late forecast for tests: overdue, EUR, unattributed, remaining all of its amount unless told. */
export function lateForecast(fields: Partial<LateForecast> = {}): LateForecast {
  sequence += 1;
  const amount = fields.amount ?? '100.00';
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    date: '2026-11-10',
    amount,
    remaining_amount: amount,
    currency: 'EUR',
    status: 'overdue',
    counterparty: null,
    category: '20000000-0000-4000-8000-000000000001',
    labels: [],
    description: null,
    ...fields,
  };
}
