import { describe, expect, it } from 'vitest';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { ReportTable } from './report-table.ts';
import { reportTableCsv } from './report-table-csv.ts';

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

  it('adds, beside each compared figure, the earlier figure, the change, its words and what it means for cash', () => {
    const comparing: ReportTable = {
      ...table,
      columns: [{ key: 'out', label: 'Outflows' }],
      rows: [
        {
          ...table.rows[0]!,
          cells: [{ value: -73558237n, change: changeBetween('outflows', -77508648n, -73558237n) }],
          earlierPeriod: { label: 'Dec 2025', csv: '2025-12-01/2025-12-31' },
        },
      ],
      footer: [],
      comparing: true,
    };
    expect(reportTableCsv(comparing)).toBe(
      'Period,Compared with,Outflows,Outflows earlier,Outflows change,Outflows change in words,Outflows change for cash\r\n' +
        '2026-01-01/2026-01-31,2025-12-01/2025-12-31,-735582.37,-775086.48,39504.11,outflows 5.1 % lower,good\r\n',
    );
  });

  it('writes the variance against a plan without an earlier column, and "no plan" where nothing was forecast', () => {
    const againstPlan: ReportTable = {
      ...table,
      columns: [{ key: 'forecast', label: 'Forecast', withChange: false }, { key: 'actual', label: 'Actual' }],
      rows: [{ key: 'jan', label: 'Sales', csvLabel: 'Sales', cells: [{ value: null, note: 'no plan' }, { value: 500n, change: null }] }],
      footer: [],
      comparing: true,
      comparedWith: 'plan',
    };
    expect(reportTableCsv(againstPlan)).toBe(
      'Period,Forecast,Actual,Actual variance,Actual variance in words,Actual variance for cash\r\nSales,no plan,5.00,,,\r\n',
    );
  });
});
