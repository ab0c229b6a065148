import { describe, expect, it } from 'vitest';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import { foldQuietLines, quietFoldNote } from './fold-quiet-lines.ts';
import type { ReportTable, TableCell, TableRow } from './report-table.ts';

const cells = (...values: (bigint | null)[]): TableCell[] => values.map((value) => ({ value }));
const line = (key: string, values: (bigint | null)[], kind?: TableRow['kind']): TableRow => ({
  key,
  label: key,
  csvLabel: key,
  cells: cells(...values),
  ...(kind ? { kind } : {}),
});

const table: ReportTable = {
  caption: 'Cash flow by period',
  rowHeader: 'Line',
  columns: [
    { key: 'jan', label: 'Jan 2026' },
    { key: 'feb', label: 'Feb 2026' },
    { key: 'mar', label: 'Mar 2026' },
    { key: 'total', label: 'Total' },
  ],
  rows: [
    line('Inflows', [5n, 0n, 7n, 12n]),
    line('Transfers', [0n, null, 0n, 0n]),
    line('Excluded', [0n, 0n, 0n, 0n]),
    line('Net', [0n, 0n, 0n, 0n], 'subtotal'),
  ],
  footer: [line('Total', [5n, 0n, 7n, 12n], 'total')],
  comparing: false,
};

describe('foldQuietLines', () => {
  it('folds away the lines and the periods that are all zero, and names them', () => {
    const fold = foldQuietLines(table);
    expect(fold.lines).toEqual(['Transfers', 'Excluded']);
    expect(fold.columns).toEqual(['Feb 2026']);
    expect(fold.table.rows.map((row) => row.key)).toEqual(['Inflows', 'Net']);
    expect(fold.table.columns.map((column) => column.key)).toEqual(['jan', 'mar', 'total']);
    expect(fold.table.rows[0]!.cells.map((cell) => cell.value)).toEqual([5n, 7n, 12n]);
    expect(fold.table.footer[0]!.cells.map((cell) => cell.value)).toEqual([5n, 7n, 12n]);
  });

  it('keeps balances, subtotals and totals however zero, the Total column, and a table with nothing quiet as it is', () => {
    const zero = {
      ...table,
      rows: [line('Starting balance', [0n, 0n, 0n, 0n], 'balance')],
      footer: [line('Final balance', [0n, 0n, 0n, 0n], 'total')],
    };
    const fold = foldQuietLines(zero);
    expect(fold.lines).toEqual([]);
    expect(fold.table.rows).toHaveLength(1);
    expect(fold.table.columns.map((column) => column.key)).toEqual(['total']);
    const busy = { ...table, rows: [line('Inflows', [5n, 1n, 7n, 13n])], footer: [] };
    expect(foldQuietLines(busy)).toEqual({ table: busy, lines: [], columns: [] });
  });

  it('keeps a line or a period whose earlier figure moved, and a cell that says why it has none', () => {
    const compared: ReportTable = {
      ...table,
      rows: [
        { ...line('Tax', [0n, 0n, 0n, 0n]), cells: [{ value: 0n, change: changeBetween('net', -40n, 0n) }, ...cells(0n, 0n, 0n)] },
        { ...line('Rent', [0n, 0n, 0n, 0n]), cells: [...cells(0n, 0n, 0n), { value: null, note: 'no plan' }] },
        { ...line('Quiet', [0n, 0n, 0n, 0n]), cells: [{ value: 0n, change: changeBetween('net', 0n, 0n) }, ...cells(0n, 0n, 0n)] },
      ],
      footer: [],
      comparing: true,
    };
    const fold = foldQuietLines(compared);
    expect(fold.lines).toEqual(['Quiet']);
    expect(fold.columns).toEqual(['Feb 2026', 'Mar 2026']);
  });

  it('folds a section whose every line is quiet with its subtotal, under its heading, and names a quiet line by its section', () => {
    const statement: ReportTable = {
      ...table,
      rows: [
        { key: 'operating', label: 'Operating activities', csvLabel: 'Operating activities', cells: [], kind: 'section' },
        line('Operating inflows', [5n, 1n, 7n, 13n]),
        line('Operating outflows', [0n, 0n, 0n, 0n]),
        line('Net operating', [5n, 1n, 7n, 13n], 'subtotal'),
        { key: 'investing', label: 'Investing activities', csvLabel: 'Investing activities', cells: [], kind: 'section' },
        line('Investing inflows', [0n, 0n, 0n, 0n]),
        line('Net investing', [0n, 0n, 0n, 0n], 'subtotal'),
      ],
      footer: [],
    };
    const fold = foldQuietLines(statement);
    expect(fold.lines).toEqual(['Operating activities: Operating outflows', 'Investing activities']);
    expect(fold.table.rows.map((row) => row.key)).toEqual(['operating', 'Operating inflows', 'Net operating']);
    expect(fold.columns).toEqual([]);
  });
});

describe('foldQuietLines with lines beneath others', () => {
  const child = (key: string, values: bigint[]): TableRow => ({ ...line(key, values), parent: { key: 'Sales', label: 'Sales' } });
  const nested: ReportTable = {
    ...table,
    rows: [
      line('Sales', [0n, 0n, 7n, 7n]),
      child('Product', [5n, 0n, 7n, 12n]),
      child('Refunds', [-5n, 0n, 0n, -5n]),
      child('Quiet', [0n, 0n, 0n, 0n]),
    ],
    footer: [line('Total', [0n, 0n, 7n, 7n], 'total')],
  };

  it('names a quiet subcategory with its top-level category, and keeps a top-level line at zero while a line beneath it moved', () => {
    const offsetting = { ...nested, rows: [line('Sales', [0n, 0n, 0n, 0n]), ...nested.rows.slice(1)] };
    const fold = foldQuietLines(offsetting);
    expect(fold.lines).toEqual(['Sales › Quiet']);
    expect(fold.table.rows.map((row) => row.key)).toEqual(['Sales', 'Product', 'Refunds']);
  });
});

describe('quietFoldNote', () => {
  it('says how many lines and periods are folded, and which, in the words of the interval', () => {
    expect(quietFoldNote({ lines: ['Transfers between own accounts', 'Excluded movements'], columns: [] }, 'month')).toBe(
      '2 lines that are zero in every month are not shown: Transfers between own accounts, Excluded movements.',
    );
    expect(quietFoldNote({ lines: ['Rent'], columns: ['Week of Mar 2, 2026'] }, 'week')).toBe(
      '1 line that is zero in every week is not shown: Rent. 1 week in which every line is zero is not shown: Week of Mar 2, 2026.',
    );
    expect(quietFoldNote({ lines: [], columns: ['Mar 1, 2026', 'Mar 2, 2026'] }, 'day')).toBe(
      '2 days in which every line is zero are not shown: Mar 1, 2026, Mar 2, 2026.',
    );
    expect(quietFoldNote({ lines: [], columns: [] }, 'month')).toBeNull();
  });
});
