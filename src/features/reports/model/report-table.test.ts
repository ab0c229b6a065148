import { describe, expect, it } from 'vitest';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { ReportTable } from './report-table.ts';
import { reportTableCsv } from './report-table-csv.ts';

const table: ReportTable = {
  caption: 'Net by counterparty',
  rowHeader: 'Period',
  columns: [
    { key: 'a', label: 'Acme, Inc.' },
    { key: 'b', label: 'Other' },
  ],
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

  it(
    'adds, beside each compared figure, the earlier figure, the change, its words and what it means for cash;' +
      ' a first line names the period each column is compared with',
    () => {
      const comparing: ReportTable = {
        ...table,
        rowHeader: 'Line',
        columns: [
          { key: 'jan', label: 'Jan 2026', csvLabel: 'Jan', earlierPeriod: { label: 'Dec 2025', csv: '2025-12-01/2025-12-31' } },
          { key: 'total', label: 'Total', withChange: false },
        ],
        rows: [
          {
            key: 'out',
            label: 'Outflows',
            csvLabel: 'Outflows',
            cells: [{ value: -73558237n, change: changeBetween('outflows', -77508648n, -73558237n) }, { value: 1n }],
          },
        ],
        footer: [],
        comparing: true,
      };
      expect(reportTableCsv(comparing)).toBe(
        'Line,Jan,Jan earlier,Jan change,Jan change in words,Jan change for cash,Total\r\n' +
          'Compared with,2025-12-01/2025-12-31,,,,,\r\n' +
          'Outflows,-735582.37,-775086.48,39504.11,outflows 5.1 % lower,good,0.01\r\n',
      );
    },
  );

  it('writes the variance against a plan without an earlier column, and "no plan" where nothing was forecast', () => {
    const againstPlan: ReportTable = {
      ...table,
      columns: [
        { key: 'forecast', label: 'Forecast', withChange: false },
        { key: 'actual', label: 'Actual' },
      ],
      rows: [
        {
          key: 'jan',
          label: 'Sales',
          csvLabel: 'Sales',
          cells: [
            { value: null, note: 'no plan' },
            { value: 500n, change: null },
          ],
        },
      ],
      footer: [],
      comparing: true,
      comparedWith: 'plan',
    };
    expect(reportTableCsv(againstPlan)).toBe(
      'Period,Forecast,Actual,Actual variance,Actual variance in words,Actual variance for cash\r\nSales,no plan,5.00,,,\r\n',
    );
  });
});
