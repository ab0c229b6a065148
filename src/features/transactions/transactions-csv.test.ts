import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Category, Counterparty, Label } from '../../core/api/schemas/reference.ts';
import { exportFileName, transactionsCsv } from './transactions-csv.ts';
import type { ReferenceLookups } from './transaction-names.ts';
import { transactionFixture } from './transaction-fixture.ts';

const lookups: ReferenceLookups = {
  accounts: new Map([['a-1', { id: 'a-1', name: 'Main, EUR' } as Account]]),
  banks: new Map(),
  categories: new Map([
    ['c-1', { id: 'c-1', name: 'Rent', parent_id: 'c-0' } as Category],
    ['c-0', { id: 'c-0', name: 'Premises', parent_id: null } as Category],
  ]),
  counterparties: new Map([['p-1', { id: 'p-1', name: '=HYPERLINK("x")' } as Counterparty]]),
  labels: new Map([
    ['l-1', { id: 'l-1', name: 'Q4' } as Label],
    ['l-2', { id: 'l-2', name: 'Audit "2026"' } as Label],
  ]),
};

/** Splits CRLF lines and RFC 4180 fields, enough to read back what the builder wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('transactionsCsv', () => {
  const rows = [
    transactionFixture({
      id: 't-1',
      amount: '-1250.00',
      account: 'a-1',
      category: 'c-1',
      counterparty: 'p-1',
      labels: ['l-1', 'l-2'],
      description: 'Rent, November\n2nd line',
      bank_details: {
        payer: null,
        payer_details: null,
        payee: 'ACME SCI',
        payee_details: 'FR76…',
        reference: '-INV 42',
        additional: null,
      },
    }),
    transactionFixture({ id: 't-2', amount: '99.90', direction: 'inflow', category: null, counterparty: null, description: null }),
  ];
  const parsed = parseCsv(transactionsCsv(rows, lookups));
  const header = parsed[0]!;
  const column = (line: string[], name: string) => line[header.indexOf(name)];

  it('writes a header and one line per transaction with CRLF endings', () => {
    expect(parsed).toHaveLength(3);
    expect(transactionsCsv(rows, lookups).endsWith('\r\n')).toBe(true);
  });

  it('keeps the amount exactly as the API gave it, without the formula guard', () => {
    expect(column(parsed[1]!, 'amount')).toBe('-1250.00');
    expect(column(parsed[2]!, 'amount')).toBe('99.90');
  });

  it('joins names next to their ids', () => {
    const line = parsed[1]!;
    expect(column(line, 'account')).toBe('Main, EUR');
    expect(column(line, 'account_id')).toBe('a-1');
    expect(column(line, 'category')).toBe('Premises › Rent');
    expect(column(line, 'labels')).toBe('Q4; Audit "2026"');
    expect(column(line, 'label_ids')).toBe('l-1;l-2');
    expect(column(line, 'description')).toBe('Rent, November\n2nd line');
  });

  it('defuses formula-like text from names and bank details', () => {
    expect(column(parsed[1]!, 'counterparty')).toBe(`'=HYPERLINK("x")`);
    expect(column(parsed[1]!, 'reference')).toBe("'-INV 42");
  });

  it('marks a split transaction and leaves absent relations empty', () => {
    const line = parsed[2]!;
    expect(column(line, 'category')).toBe('Split');
    expect(column(line, 'category_id')).toBe('');
    expect(column(line, 'counterparty')).toBe('');
    expect(column(line, 'description')).toBe('');
  });
});

describe('exportFileName', () => {
  it('names the window', () => {
    expect(exportFileName({ from: '2026-09-01', to: '2026-11-20' })).toBe('transactions_2026-09-01_2026-11-20.csv');
  });
});
