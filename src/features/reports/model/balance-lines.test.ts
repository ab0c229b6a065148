import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '../../../core/api/schemas/summary.ts';
import { NO_GROUP, toGroupedRows } from '../../../core/cash-flow/grouped-rows.ts';
import { balanceLines, MOVED_OUTSIDE_LABEL } from './balance-lines.ts';
import { buildGroupTable } from './build-group-table.ts';
import { toCashFlowLine, toCashFlowPeriods } from './cash-flow-periods.ts';
import { foldTopGroups } from './fold-top-groups.ts';
import type { ReportTable } from './report-table.ts';

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };
const window = { from: jan.start, to: feb.end };

const flows = (inflows: string, outflows: string, net: string) => ({ inflows, outflows, net, count: 1 });
const byGroup: SummaryRow[] = [
  { period_start: jan.start, period_end: jan.end, group: 'sales', ...flows('1000.10', '0.00', '1000.10') },
  { period_start: jan.start, period_end: jan.end, group: 'rent', ...flows('0.00', '-400.05', '-400.05') },
  { period_start: feb.start, period_end: feb.end, group: 'sales', ...flows('250.00', '0.00', '250.00') },
  { period_start: feb.start, period_end: feb.end, group: null, ...flows('0.00', '-0.01', '-0.01') },
];

/** The same report by period alone, as the API answers it: balances per period and for the window. */
function byPeriod(movedInFeb: string) {
  const balances = (start: string, net: string, moved: string, end: string) => ({
    starting_balance: start,
    transfers: moved,
    excluded: '0.00',
    final_balance: end,
    net,
  });
  const rows = [
    {
      period_start: jan.start,
      period_end: jan.end,
      ...flows('1000.10', '-400.05', '600.05'),
      ...balances('5000.00', '600.05', '0.00', '5600.05'),
    },
    {
      period_start: feb.start,
      period_end: feb.end,
      ...flows('250.00', '-0.01', '249.99'),
      ...balances(
        '5600.05',
        '249.99',
        movedInFeb,
        (560005n + 24999n + BigInt(movedInFeb.replace('.', ''))).toString().replace(/(\d\d)$/, '.$1'),
      ),
    },
  ];
  const final = rows[1]!.final_balance;
  return {
    rows,
    totals: {
      ...flows('1250.10', '-400.06', '850.04'),
      starting_balance: '5000.00',
      transfers: movedInFeb,
      excluded: '0.00',
      final_balance: final,
    },
  };
}

function table(movedInFeb: string): ReportTable {
  const folded = foldTopGroups(toGroupedRows(byGroup), [jan, feb], 8);
  const balances = byPeriod(movedInFeb);
  return buildGroupTable({
    folded,
    totalNet: 85004n,
    window,
    interval: 'month',
    label: (group) => (group.key === NO_GROUP ? 'No category' : group.key),
    csvLabel: (group) => group.key,
    color: () => '#000000',
    drill: () => null,
    partition: true,
    balances: balanceLines({ columns: folded.periods, periods: toCashFlowPeriods(balances.rows), totals: toCashFlowLine(balances.totals) }),
  });
}

const line = (report: ReportTable, label: string) => [...report.rows, ...report.footer].find((row) => row.label === label);

describe('balanceLines in the grouped table', () => {
  it('puts opening cash above the lines and closing cash below the Total, per period and for the window', () => {
    const report = table('0.00');
    expect(report.rows[0]!.label).toBe('Opening cash');
    expect(report.footer.map((row) => row.label)).toEqual(['Total', 'Closing cash']);
    expect(line(report, 'Opening cash')!.cells.map((cell) => cell.value)).toEqual([500000n, 560005n, 500000n]);
    expect(line(report, 'Closing cash')!.cells.map((cell) => cell.value)).toEqual([560005n, 585004n, 585004n]);
  });

  it('adds up down every column, in cents: opening + Total (net) = closing when nothing else moved the balances', () => {
    const report = table('0.00');
    const [opening, total, closing] = ['Opening cash', 'Total', 'Closing cash'].map((label) => line(report, label)!.cells);
    report.columns.forEach((_, index) => {
      expect(opening![index]!.value! + total![index]!.value!).toBe(closing![index]!.value);
    });
  });

  it('shows what else moved the balances (a transfer out of scope) as its own line, so each column still adds up', () => {
    const report = table('-12.34');
    expect(report.footer.map((row) => row.label)).toEqual(['Total', MOVED_OUTSIDE_LABEL, 'Closing cash']);
    const [opening, total, moved, closing] = ['Opening cash', 'Total', MOVED_OUTSIDE_LABEL, 'Closing cash'].map(
      (label) => line(report, label)!.cells,
    );
    expect(moved!.map((cell) => cell.value)).toEqual([0n, -1234n, -1234n]);
    report.columns.forEach((_, index) => {
      expect(opening![index]!.value! + total![index]!.value! + moved![index]!.value!).toBe(closing![index]!.value);
    });
  });

  it('gives balances no sign, and none without the balances of the report by period', () => {
    const report = table('0.00');
    expect(line(report, 'Opening cash')!.signed).toBe(false);
    expect(line(report, 'Closing cash')!.signed).toBe(false);
    const noBalances = toCashFlowLine({ ...flows('0.00', '0.00', '0.00') });
    expect(balanceLines({ columns: [jan], periods: [], totals: noBalances })).toBeNull();
  });
});
