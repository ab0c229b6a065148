import readXlsxFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { toExcelSheets } from '../board-pack/excel-sheets.ts';
import { cashWeeksTable } from './cash-weeks-table.ts';
import { answersOf, expected, RENT, SERVICES, TODAY } from './cash-weeks-fixtures.ts';
import { cashWeeksSheets } from './weeks-sheets.ts';

const table = cashWeeksTable(
  answersOf({ cashToday: '1000.00', upcoming: [expected('2026-11-24', '150.25', SERVICES), expected('2026-12-01', '-300.00', RENT)] }),
  { today: TODAY, countLate: false, minCash: 200_00n },
);

describe('cashWeeksSheets', () => {
  it('writes every row with its 13 weeks as money and a SUM formula as the total of rows that add up', () => {
    const [sheet] = cashWeeksSheets(table);
    expect(sheet!.columns).toHaveLength(15);
    const sales = sheet!.rows[1]!;
    expect(sales[2]).toEqual({ kind: 'money', value: 150_25n, currency: 'EUR' });
    expect(sales[14]).toEqual({ kind: 'formula', value: 'SUM(B3:N3)', currency: 'EUR' });
    expect(sheet!.rows[0]![14]).toEqual({ kind: 'text', value: '' });
  });

  it('reads back as numbers under a frozen header, the totals as formulas', async () => {
    const excel = toExcelSheets(cashWeeksSheets(table));
    expect(excel[0]!.stickyRowsCount).toBe(1);
    expect(excel[0]!.data[2]![14]).toEqual({ value: 'SUM(B3:N3)', type: 'Formula', format: '#,##0.00 "EUR";-#,##0.00 "EUR"' });
    const buffer = await writeExcelFile(excel).toBuffer();
    const [read] = await readXlsxFile(buffer);
    const rows = read!.data;
    expect(rows[0]!.slice(0, 3)).toEqual(['EUR', 'Week 1 (2026-11-16)', 'Week 2 (2026-11-23)']);
    expect(rows[1]![0]).toBe('Opening cash');
    expect(rows[2]!.slice(0, 3)).toEqual(['Sales', 0, 150.25]);
    expect(rows[3]![0]).toBe('› Services');
    // write-excel-file writes the formula without a cached result, which Excel computes on opening: read-excel-file reads it empty.
    expect(rows[2]![14]).toBeNull();
  });
});
