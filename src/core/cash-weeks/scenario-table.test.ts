import { describe, expect, it } from 'vitest';
import { applyScenario } from './scenario-table.ts';
import { answersOf, expected, RENT, SALES, TODAY } from './cash-weeks-fixtures.ts';
import type { CashWeeksTable } from './table-model.ts';

const settings = { today: TODAY, countLate: false, minCash: null };
const cells = (table: CashWeeksTable, key: string) => table.rows.find((row) => row.key === key)?.cells;

describe('applyScenario', () => {
  const invoice = expected('2026-11-24', '1000.00', SALES, { id: '00000000-0000-4000-8000-00000000a001' });
  const answers = answersOf({ cashToday: '500.00', upcoming: [invoice, expected('2026-12-01', '-300.00', RENT)] });

  it('moves a delayed receipt to its new week in its category and gives the closing difference per week', () => {
    const { table, deltaByWeek, effects } = applyScenario(
      answers,
      settings,
      [{ kind: 'delay', days: 14, select: { direction: 'inflow' } }],
      null,
    );
    expect(cells(table, `receipts:${SALES}`)!.slice(0, 4)).toEqual([0n, 0n, 0n, 1000_00n]);
    expect(deltaByWeek.slice(0, 5)).toEqual([0n, -1000_00n, -1000_00n, 0n, 0n]);
    expect(effects[0]!.matched).toBe(1);
  });

  it('leaves out a dropped forecast and puts an addition on its own row', () => {
    const adjustments = [
      { kind: 'drop', forecastId: invoice.id },
      { kind: 'add', direction: 'outflow', amount: '250.00', every: 'once', start: '2026-12-10', end: null, label: 'New hire' },
    ] as const;
    const { table, deltaByWeek } = applyScenario(answers, settings, adjustments, null);
    expect(cells(table, `receipts:${SALES}`)).toBeUndefined();
    expect(cells(table, 'disbursements:added')!.slice(0, 4)).toEqual([0n, 0n, 0n, -250_00n]);
    expect(deltaByWeek.slice(0, 4)).toEqual([0n, -1000_00n, -1000_00n, -1250_00n]);
  });

  it('is the base table when nothing is adjusted', () => {
    expect(applyScenario(answers, settings, [], null).deltaByWeek).toEqual(new Array(13).fill(0n));
  });
});
