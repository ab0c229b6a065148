import type { WorkbookCell, WorkbookSheet } from '../board-pack/workbook.ts';
import { formatMoney } from '../money.ts';
import type { CashWeeksTable } from './table-model.ts';

const FIRST_WEEK_COLUMN = 'B';
const LAST_WEEK_COLUMN = 'N';
/** Excel rows are counted from 1 and the header holds the first. */
const FIRST_DATA_ROW = 2;

/**
 * The table as one workbook sheet: the row's label, the 13 weeks as money numbers, and a total
 * that is a SUM over the row's weeks (balances have none: they do not add up). The header row is
 * frozen by toExcelSheets. What the figures assume follows, one line each.
 */
export function cashWeeksSheets(table: CashWeeksTable, options: { name?: string } = {}): WorkbookSheet[] {
  const text = (value: string): WorkbookCell => ({ kind: 'text', value });
  const money = (value: bigint): WorkbookCell => ({ kind: 'money', value, currency: table.currency });
  const rows = table.rows.map((row, index): WorkbookCell[] => {
    const excelRow = FIRST_DATA_ROW + index;
    const total: WorkbookCell =
      row.total === null
        ? text('')
        : { kind: 'formula', value: `SUM(${FIRST_WEEK_COLUMN}${excelRow}:${LAST_WEEK_COLUMN}${excelRow})`, currency: table.currency };
    return [text(row.depth === 1 ? `› ${row.label}` : row.label), ...row.cells.map(money), total];
  });
  const lateWords =
    `Late forecasts, ${table.late.counted ? 'counted in week 1' : 'left out'}` +
    `: ${formatMoney(table.late.receipts, table.currency, { locale: 'en-GB' })} receipts,` +
    ` ${formatMoney(table.late.disbursements, table.currency, { locale: 'en-GB' })} payments`;
  const notes = [lateWords, ...table.assumptions].map((line) => [text(line)]);
  return [
    {
      name: options.name ?? '13 weeks',
      columns: [
        { header: table.currency, width: 36 },
        ...table.weeks.map((week) => ({ header: `Week ${week.index + 1} (${week.from})`, width: 20 })),
        { header: '13 weeks', width: 20 },
      ],
      rows: [...rows, [], ...notes],
    },
  ];
}
