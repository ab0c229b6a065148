import { describe, expect, it } from 'vitest';
import { buildFlowTable, TOTAL_BALANCES_NOTE } from './build-flow-table.ts';
import { hasDifferences, toCashFlowLine, toCashFlowPeriods } from './cash-flow-periods.ts';
import type { ReportTable } from './report-table.ts';

const flows = (inflows: string, outflows: string, net: string) => ({ inflows, outflows, net, count: 1 });
const periods = toCashFlowPeriods([
  {
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    ...flows('100.00', '-40.00', '60.00'),
    starting_balance: '1000.00',
    transfers: '0.00',
    excluded: '-2.50',
    final_balance: '1057.50',
  },
  // A converted balance: 12.31 of the closing cash is the rate, not a flow.
  {
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    ...flows('0.00', '-7.50', '-7.50'),
    starting_balance: '1057.50',
    transfers: '0.00',
    excluded: '0.00',
    final_balance: '1062.31',
  },
]);
const totals = toCashFlowLine({
  ...flows('100.00', '-47.50', '52.50'),
  starting_balance: '1000.00',
  transfers: '0.00',
  excluded: '-2.50',
  final_balance: '1062.31',
});
const window = { from: '2026-01-01', to: '2026-02-28' };

function build(previous: Parameters<typeof buildFlowTable>[0]['previous'] = null): ReportTable {
  return buildFlowTable({ periods, totals, window, interval: 'month', previous, showDifference: hasDifferences([...periods, totals]) });
}

const figure = (table: ReportTable, key: string, column: number) =>
  [...table.rows, ...table.footer].find((line) => line.key === key)!.cells[column]!.value;

describe('buildFlowTable', () => {
  it('lays the lines down, from the starting to the final balance, and the periods across, the Total column last', () => {
    const table = build();
    expect(table.rows.map((line) => line.label)).toEqual([
      'Starting balance',
      'Inflows',
      'Outflows',
      'Net cash flow',
      'Transfers between own accounts',
      'Excluded movements',
      'Exchange-rate and other differences',
    ]);
    expect(table.footer.map((line) => line.label)).toEqual(['Final balance']);
    expect(table.columns.map((column) => column.label)).toEqual(['Jan 2026', 'Feb 2026', 'Total']);
    expect(table.columns.map((column) => column.csvLabel ?? column.label)).toEqual([
      '2026-01-01/2026-01-31',
      '2026-02-01/2026-02-28',
      'Total',
    ]);
  });

  it('adds up down every column: net is inflows plus outflows, and the final balance is the starting one plus every line between', () => {
    const table = build();
    table.columns.forEach((column, index) => {
      const value = (key: string) => figure(table, key, index) ?? 0n;
      expect(value('net'), column.label).toBe(value('inflows') + value('outflows'));
      const between = ['net', 'transfers', 'excluded', 'difference'].reduce((sum, key) => sum + value(key), 0n);
      expect(value('final_balance'), column.label).toBe(value('starting_balance') + between);
    });
  });

  it("holds the API's totals in the Total column: the window's flows, its first starting and last final balance, and says so", () => {
    const table = build();
    const total = table.columns.length - 1;
    expect(figure(table, 'net', total)).toBe(5250n);
    expect(figure(table, 'starting_balance', total)).toBe(figure(table, 'starting_balance', 0));
    expect(figure(table, 'final_balance', total)).toBe(figure(table, 'final_balance', total - 1));
    expect(table.totalNote).toBe(TOTAL_BALANCES_NOTE);
  });

  it('leaves the difference line out when every column adds up without it', () => {
    const even = buildFlowTable({ periods: periods.slice(0, 1), totals: periods[0]!, window, interval: 'month', showDifference: false });
    expect(even.rows.map((line) => line.key)).not.toContain('difference');
  });

  it('writes balances without a sign and drills flows down to their period and direction, balances nowhere', () => {
    const table = build();
    const line = (key: string) => [...table.rows, ...table.footer].find((row) => row.key === key)!;
    expect([line('starting_balance').signed, line('final_balance').signed, line('inflows').signed]).toEqual([false, false, undefined]);
    expect(line('inflows').cells[1]!.drill).toEqual({
      period: { start: '2026-02-01', end: '2026-02-28' },
      filter: { param: 'direction', value: 'inflow' },
    });
    expect(line('net').cells[2]!.drill).toEqual({ period: { start: window.from, end: window.to }, filter: null });
    expect(line('final_balance').cells[0]!.drill).toBeNull();
  });

  it('compares each period with the one at the same position of the earlier window, named on its column', () => {
    const earlierPeriods = toCashFlowPeriods([
      {
        period_start: '2025-11-01',
        period_end: '2025-11-30',
        ...flows('80.00', '-40.00', '40.00'),
        starting_balance: '960.00',
        transfers: '0.00',
        excluded: '0.00',
        final_balance: '1000.00',
      },
    ]);
    const table = build({ periods: earlierPeriods, totals: earlierPeriods[0]!, window: { from: '2025-11-01', to: '2025-11-30' } });
    expect(table.comparing).toBe(true);
    expect(table.columns.map((column) => column.earlierPeriod?.label ?? null)).toEqual(['Nov 2025', null, 'Nov 2025']);
    const inflows = table.rows.find((row) => row.key === 'inflows')!;
    expect(inflows.cells[0]!.change).toMatchObject({
      earlier: 8000n,
      amount: 2000n,
      meaning: { words: 'inflows 25.0 % higher', tone: 'good' },
    });
    expect(inflows.cells[1]!.change).toBeNull();
  });
});
