import type { ListPage } from '../../api/api-fetch.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';

/** A valid transaction for unit tests; override what the test is about. */
export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    object: 'transaction',
    id: '00000000-0000-4000-8000-000000000001',
    date: '2026-11-19',
    amount: '-1250.00',
    currency: 'EUR',
    direction: 'outflow',
    status: 'booked',
    source: 'bank',
    description: 'Office rent',
    comment: null,
    account: '10000000-0000-4000-8000-000000000001',
    category: '20000000-0000-4000-8000-000000000001',
    counterparty: '30000000-0000-4000-8000-000000000001',
    labels: [],
    bank_details: null,
    created_at: '2026-11-19T08:00:00Z',
    updated_at: '2026-11-19T08:00:00Z',
    ...overrides,
  };
}

export function pageFixture(items: Transaction[], hasMore = false): ListPage<Transaction> {
  return { items, hasMore, nextCursor: hasMore ? 'next' : null, invalidRows: [] };
}
