import { describe, expect, it } from 'vitest';
import { cashWeeksTable } from '../../core/cash-weeks/cash-weeks-table.ts';
import { readCashWeeks } from '../../core/cash-weeks/read-cash-weeks.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { demoReader } from '../testing/demo-reader.ts';

const TODAY = '2026-11-20';

function rowsOf(table: CashWeeksTable, kind: string) {
  return table.rows.filter((row) => row.kind === kind);
}

function columnsAddUp(table: CashWeeksTable) {
  const one = (kind: string) => rowsOf(table, kind)[0]!;
  const [opening, receipts, disbursements, net, closing] = ['opening', 'receipts_total', 'disbursements_total', 'net', 'closing'].map(one);
  for (let week = 0; week < 13; week++) {
    const top = (kind: string) => rowsOf(table, kind).filter((row) => row.depth === 0).reduce((sum, row) => sum + row.cells[week]!, 0n);
    expect(top('receipt_category')).toBe(receipts!.cells[week]);
    expect(top('disbursement_category')).toBe(disbursements!.cells[week]);
    expect(receipts!.cells[week]! + disbursements!.cells[week]!).toBe(net!.cells[week]);
    expect(opening!.cells[week]! + net!.cells[week]!).toBe(closing!.cells[week]);
    if (week > 0) expect(opening!.cells[week]).toBe(closing!.cells[week - 1]);
  }
  for (const row of table.rows.filter((each) => each.total !== null)) expect(row.cells.reduce((sum, cell) => sum + cell, 0n)).toBe(row.total);
}

describe('the 13-week table over the demo API', () => {
  it('reads its answers in six requests and every column adds up', async () => {
    const { reader, requested } = demoReader({ today: TODAY });
    const table = cashWeeksTable(await readCashWeeks(reader, TODAY), { today: TODAY, countLate: false, minCash: 500_000_00n });
    expect(requested).toHaveLength(6);
    expect(table.weeks[0]).toEqual({ index: 0, from: '2026-11-16', to: '2026-11-22' });
    expect(table.weeks[12]!.to).toBe('2027-02-14');
    columnsAddUp(table);
    console.log(table.rows.map((row) => `${row.key} ${row.label} ${row.depth} ${row.cells.slice(0, 3).join(' ')} | ${row.total}`).join('\n'), table.assumptions, table.late, table.firstUnderMinimum);
  });
});
