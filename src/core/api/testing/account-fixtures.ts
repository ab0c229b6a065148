import type { Account } from '../schemas/account.ts';
import type { Bank } from '../schemas/reference.ts';

/** Test builders: a valid account or bank with only the fields a test cares about overridden. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    object: 'account',
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Main operating',
    currency: 'EUR',
    group: 'Operating',
    source: 'bank',
    balance: '100.00',
    balance_as_of: '2026-11-20',
    opening_balance: '0.00',
    opening_date: '2025-01-01',
    bank: '00000000-0000-4000-8000-0000000000b1',
    external_account_id: 'acc_1',
    original_name: null,
    created_at: '2025-01-01T09:00:00Z',
    updated_at: '2025-01-01T09:00:00Z',
    ...overrides,
  };
}

export function aBank(overrides: Partial<Bank> = {}): Bank {
  return {
    object: 'bank',
    id: '00000000-0000-4000-8000-0000000000b1',
    name: 'BNP Paribas',
    country_code: 'FR',
    status: 'connected',
    last_sync_at: '2026-11-20T06:00:00Z',
    consent_expires_at: null,
    created_at: '2025-01-01T09:00:00Z',
    updated_at: '2026-11-20T06:00:00Z',
    ...overrides,
  };
}
