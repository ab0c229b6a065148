import { describe, expect, it } from 'vitest';
import { reportTableCsv, type ReportTable } from './report-table.ts';

const table: ReportTable = {
  caption: 'Net by counterparty',
  rowHeader: 'Period',
  columns: [{ key: 'a', label: 'Acme, Inc.' }, { key: 'b', label: 'Other' }],
  rows: [{ key: 'jan', label: 'Jan 2026', csvLabel: '2026-01-01/2026-01-31', cells: [{ value: -123456n }, { value: null }] }],
  footer: [{ key: 'total', label: 'Total', csvLabel: 'Total', cells: [{ value: 5n }, { value: 100000000000000001n }], kind: 'total' }],
  comparing: false,
};

describe('reportTableCsv', () => {
  it('writes every row and the totals with exact Money strings', () => {
    expect(reportTableCsv(table)).toBe(
      'Period,"Acme, Inc.",Other\r\n2026-01-01/2026-01-31,-1234.56,\r\nTotal,0.05,1000000000000000.01\r\n',
    );
  });

  it('adds the change beside each figure when comparing', () => {
    const comparing: ReportTable = {
      ...table,
      columns: [table.columns[0]!],
      rows: [{ ...table.rows[0]!, cells: [{ value: 200n, change: { amount: 100n, percent: '+100.0' } }] }],
      footer: [],
      comparing: true,
    };
    expect(reportTableCsv(comparing)).toBe(
      'Period,"Acme, Inc.","Acme, Inc. change","Acme, Inc. change %"\r\n2026-01-01/2026-01-31,2.00,1.00,+100.0\r\n',
    );
  });
});
