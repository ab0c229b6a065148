import readXlsxFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { projectCashRunway } from '../runway/cash-runway.ts';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { activityStatement } from './activity-statement.ts';
import { moneyFormat, toExcelSheets } from './excel-sheets.ts';
import { keyFigures } from './key-figures.ts';
import { packWindows } from '../views/board-pack/pack-windows.ts';
import { planVsActual } from './plan-vs-actual.ts';
import { balanceRow, monthRow } from './summary-fixtures.ts';
import { thirteenWeeks, weeksEnd } from './thirteen-weeks.ts';
import { topCategories } from './top-categories.ts';
import { buildWorkbook, SHEET_NAMES, type WorkbookInput } from './workbook.ts';

const windows = packWindows('2026-10', 'previous_month');
const categoryRow = (month: string, group: string, net: string) => ({
  ...monthRow(month, { inflows: net.startsWith('-') ? '0.00' : net, outflows: net.startsWith('-') ? net : '0.00', net }),
  group,
});
const balances = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'].map((month) =>
  balanceRow(month, '0.00', '1000.00', '1000.00'),
);
const figures = keyFigures([...balances, balanceRow('2026-10', '1234567.89', '1000.00', '1235567.89')], windows);
const categories = toGroupedRows([
  categoryRow('2026-10', 'sales', '1234567.89'),
  categoryRow('2026-09', 'sales', '0.10'),
  categoryRow('2026-10', 'rent', '-5000.00'),
]);
const today = '2026-11-20';

const input: WorkbookInput = {
  currency: 'EUR',
  monthLabel: 'October 2026',
  comparisonLabel: 'September 2026',
  monthEnd: windows.month.to,
  figures,
  statement: activityStatement(
    toGroupedRows([{ ...monthRow('2026-10', { inflows: '1234567.89', outflows: '0.00', net: '1234567.89' }), group: 'operating' }]),
    windows,
    figures,
  ),
  top: topCategories(categories, windows.month.from, windows.comparison.from),
  plan: planVsActual({
    month: windows.month,
    actuals: categories,
    forecasts: [{ date: '2026-10-10', category: 'sales', amount: '1000000.00', currency: 'EUR' }],
    currency: 'EUR',
    today,
  }),
  weeks: {
    currency: 'EUR',
    weeks: thirteenWeeks(
      projectCashRunway({ today, horizonEnd: weeksEnd(today), startingBalance: 500_00n, movements: [], countLate: false, threshold: 0n }),
      today,
      500_00n,
    ),
    length: { kind: 'until', date: '2027-01-19', tenths: 20n },
  },
  categoryName: (id) => (id === 'sales' ? 'Sales' : id),
};

describe('buildWorkbook', () => {
  const sheets = buildWorkbook(input);

  it('writes one sheet per table of the pack, in its order', () => {
    expect(sheets.map((sheet) => sheet.name)).toEqual([...SHEET_NAMES]);
  });

  it('keeps money exact until the file is written', () => {
    expect(sheets[0]?.rows[0]?.[1]).toEqual({ kind: 'money', value: 1235567_89n, currency: 'EUR' });
    expect(sheets[3]?.rows[0]?.slice(1, 5)).toEqual([
      { kind: 'money', value: 1234567_89n, currency: 'EUR' },
      { kind: 'money', value: 1000000_00n, currency: 'EUR' },
      { kind: 'money', value: 234567_89n, currency: 'EUR' },
      { kind: 'percent', value: '+23.5' },
    ]);
  });
});

describe('the written workbook, read back', () => {
  it('holds amounts as numbers in a two-decimal currency format, dates as dates, and the headers on top', async () => {
    const buffer = await writeExcelFile(toExcelSheets(buildWorkbook(input))).toBuffer();
    const read = await readXlsxFile(buffer);
    expect(read.map((sheet) => sheet.sheet)).toEqual([...SHEET_NAMES]);
    const [header, closing] = read[0]!.data;
    expect(header).toEqual(['Figure', 'Amount', 'Date', 'Note']);
    expect(closing?.slice(0, 3)).toEqual(['Closing cash', 1235567.89, new Date(Date.UTC(2026, 9, 31))]);
    const weeks = read[4]!.data;
    expect(weeks[1]?.[3]).toBe(500);
    expect(weeks.slice(2).map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('says "none in September" where a category had nothing then, as the pack does, never a blank', async () => {
    const buffer = await writeExcelFile(toExcelSheets(buildWorkbook(input))).toBuffer();
    const rent = (await readXlsxFile(buffer))[2]!.data.find((row) => row[1] === 'rent');
    expect(rent?.slice(2)).toEqual([-5000, 0, -5000, 'none in September 2026']);
  });

  it('holds the runway as a number of months with its day, and no number at all when cash lasts beyond the 13 weeks', async () => {
    const runwayOf = async (length: WorkbookInput['weeks']['length']) => {
      const buffer = await writeExcelFile(toExcelSheets(buildWorkbook({ ...input, weeks: { ...input.weeks, length } }))).toBuffer();
      return (await readXlsxFile(buffer))[0]!.data.find((row) => String(row[0]).startsWith('Runway'));
    };
    expect(await runwayOf({ kind: 'until', date: '2027-01-19', tenths: 20n })).toEqual([
      'Runway, by the 13-week projection (months)',
      2,
      new Date(Date.UTC(2027, 0, 19)),
      'Cash falls below zero on this day',
    ]);
    const beyond = await runwayOf({ kind: 'beyond', horizonEnd: '2027-02-19' });
    expect(beyond?.[1] ?? null).toBeNull();
    expect(beyond?.slice(2)).toEqual([new Date(Date.UTC(2027, 1, 19)), 'Beyond the 13 weeks: cash stays above zero through this day']);
  });

  it('names the currency in the number format', () => {
    expect(moneyFormat('EUR')).toBe('#,##0.00 "EUR";-#,##0.00 "EUR"');
  });
});
