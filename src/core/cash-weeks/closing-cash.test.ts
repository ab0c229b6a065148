import { describe, expect, it } from 'vitest';
import { cashWeeksTable } from './cash-weeks-table.ts';
import { answersOf, expected, RENT, SALES, TODAY } from './cash-weeks-fixtures.ts';
import { closingCash } from './closing-cash.ts';

describe('closingCash', () => {
  it('reads the closing row: each week, the end, the lowest week (the earliest of equals) and the minimum', () => {
    const answers = answersOf({
      cashToday: '10000.00',
      upcoming: [
        expected('2026-11-30', '-4000.00', RENT),
        expected('2026-12-14', '-1000.00', RENT),
        expected('2026-12-21', '1000.00', SALES),
        expected('2027-01-04', '5000.00', SALES),
      ],
    });
    const table = cashWeeksTable(answers, { today: TODAY, countLate: false, minCash: 2000_00n });
    const closing = closingCash(table);
    const closingRow = table.rows.find((row) => row.kind === 'closing')!;
    expect(closing.weeks.map((entry) => entry.balance)).toEqual(closingRow.cells);
    expect(closing.end).toBe(closingRow.cells[12]);
    expect(closing.end).toBe(11000_00n);
    expect(closing.lowest).toMatchObject({ week: { from: '2026-12-14' }, balance: 5000_00n });
    expect(closing.minimum).toBe(2000_00n);
    expect(closingCash(cashWeeksTable(answers, { today: TODAY, countLate: false, minCash: null })).minimum).toBeNull();
  });
});
