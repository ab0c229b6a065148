import { describe, expect, it } from 'vitest';
import { accountSchema } from './account.ts';
import { forecastSchema } from './forecast.ts';
import { bankSchema, categorySchema } from './reference.ts';
import { summarySchema } from './summary.ts';
import { transactionSchema } from './transaction.ts';

const stamp = '2026-11-20T08:00:00Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const transaction = {
  object: 'transaction',
  id: id(1),
  date: '2026-11-20',
  amount: '-1250.00',
  currency: 'EUR',
  direction: 'outflow',
  status: 'booked',
  source: 'bank',
  description: 'Rent November',
  comment: null,
  account: id(2),
  category: id(3),
  counterparty: null,
  labels: [id(4)],
  bank_details: { payer: null, payer_details: null, payee: 'Landlord', payee_details: null, reference: 'INV-1', additional: null },
  created_at: stamp,
  updated_at: stamp,
};

describe('tolerance (spec section 9)', () => {
  it('keeps unknown fields instead of failing', () => {
    const parsed = transactionSchema.parse({ ...transaction, risk_score: 0.2 });
    expect(parsed).toMatchObject({ id: id(1), risk_score: 0.2 });
  });

  it('parses an unknown enum value and keeps it as itself', () => {
    const parsed = transactionSchema.parse({ ...transaction, status: 'reversed', source: 'open_banking' });
    expect(parsed.status).toBe('reversed');
    expect(parsed.source).toBe('open_banking');
  });

  it('accepts a bank status it has never seen', () => {
    const bank = {
      object: 'bank',
      id: id(5),
      name: 'Bank',
      country_code: 'FR',
      status: 'paused',
      last_sync_at: null,
      consent_expires_at: null,
      created_at: stamp,
      updated_at: stamp,
    };
    expect(bankSchema.parse(bank).status).toBe('paused');
  });
});

describe('malformed payloads', () => {
  it.each([
    ['a float amount', { amount: -1250 }, 'amount'],
    ['an amount with one decimal', { amount: '-1250.0' }, 'amount'],
    ['a lowercase currency', { currency: 'eur' }, 'currency'],
    ['a date with a time', { date: '2026-11-20T10:00:00Z' }, 'date'],
    ['a missing required field', { id: undefined }, 'id'],
    ['labels that are not a list', { labels: id(4) }, 'labels'],
  ])('rejects %s, naming the field', (_, change, field) => {
    const result = transactionSchema.safeParse({ ...transaction, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('expansion (spec 2.12)', () => {
  it('accepts an expanded category object or an id', () => {
    const category = {
      object: 'category',
      id: id(3),
      name: 'Rent',
      code: 'rent',
      direction: 'outflow',
      activity: 'operating',
      parent_id: null,
      position: 1,
      color: null,
      created_at: stamp,
      updated_at: stamp,
    };
    expect(categorySchema.parse(category).name).toBe('Rent');
    expect(transactionSchema.parse({ ...transaction, category }).category).toMatchObject({ name: 'Rent' });
    expect(transactionSchema.parse({ ...transaction, category: null }).category).toBeNull();
  });

  it('accepts a forecast with its recurrence and linked transactions expanded', () => {
    const forecast = {
      object: 'forecast',
      id: id(9),
      date: '2026-12-05',
      amount: '-5000.00',
      remaining_amount: '-1000.00',
      currency: 'EUR',
      direction: 'outflow',
      status: 'partial',
      description: null,
      comment: null,
      category: id(3),
      counterparty: null,
      labels: [],
      recurrence: {
        id: id(10),
        name: 'Rent',
        interval: 'month',
        every: 1,
        start_date: '2026-01-05',
        end_date: '2027-12-05',
        occurrences: 24,
      },
      linked_transactions: [transaction],
      created_at: stamp,
      updated_at: stamp,
    };
    const parsed = forecastSchema.parse(forecast);
    expect(parsed.linked_transactions).toHaveLength(1);
    expect(parsed.recurrence).toMatchObject({ every: 1 });
  });
});

describe('account', () => {
  it('accepts a delegated account whose bank is only an id', () => {
    const account = {
      object: 'account',
      id: id(2),
      name: 'Group cash pool',
      currency: 'EUR',
      group: null,
      source: 'delegated',
      balance: '1000.00',
      balance_as_of: '2026-11-20',
      opening_balance: '0.00',
      opening_date: '2024-01-01',
      bank: id(99),
      external_account_id: 'x',
      original_name: null,
      created_at: stamp,
      updated_at: stamp,
    };
    expect(accountSchema.parse(account).bank).toBe(id(99));
  });
});

describe('summary (shape assumed in docs/api-assumptions.md)', () => {
  const flows = { inflows: '10.00', outflows: '-5.00', net: '5.00', count: 2 };
  const summary = {
    object: 'summary',
    window: { from: '2026-01-01', to: '2026-01-31' },
    interval: 'month',
    group_by: null,
    currency: 'EUR',
    has_data: true,
    conversion: { converted: false, basis: null, source_currencies: [] },
    totals: { ...flows, starting_balance: '0.00', transfers: '0.00', excluded: '0.00', final_balance: '5.00' },
    rows: [
      {
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        ...flows,
        starting_balance: '0.00',
        transfers: '0.00',
        excluded: '0.00',
        final_balance: '5.00',
      },
    ],
  };

  it('parses a period summary', () => {
    expect(summarySchema.parse(summary).rows[0]?.final_balance).toBe('5.00');
  });

  it('parses grouped rows without balances and with a null group', () => {
    const grouped = {
      ...summary,
      group_by: 'label',
      rows: [{ period_start: '2026-01-01', period_end: '2026-01-31', group: null, ...flows }],
    };
    expect(summarySchema.parse(grouped).rows[0]?.group).toBeNull();
  });

  it('rejects totals given as numbers', () => {
    const result = summarySchema.safeParse({ ...summary, totals: { ...summary.totals, net: 5 } });
    expect(result.error?.issues[0]?.path).toEqual(['totals', 'net']);
  });
});

describe('text from the API, as the screen shows it', () => {
  const REVERSING = 'Acme \u202efdp.exe\u202c Ltd';

  it('drops the bidi overrides that would show a name reversed, in every name and free text', () => {
    const parsed = transactionSchema.parse({
      ...transaction,
      description: REVERSING,
      bank_details: { ...transaction.bank_details, payee: REVERSING, payee_details: `Rue X\n${REVERSING}` },
    });
    expect(parsed.description).toBe('Acme fdp.exe Ltd');
    expect(parsed.bank_details?.payee).toBe('Acme fdp.exe Ltd');
    expect(parsed.bank_details?.payee_details).toBe('Rue X\nAcme fdp.exe Ltd');
  });

  it('puts a line break in a name on one line', () => {
    const bank = {
      object: 'bank',
      id: id(5),
      name: 'Revolut\r\n\u2067Business',
      country_code: 'FR',
      status: 'connected',
      last_sync_at: stamp,
      consent_expires_at: null,
      created_at: stamp,
      updated_at: stamp,
    };
    expect(bankSchema.parse(bank).name).toBe('Revolut Business');
  });
});
