import { describe, expect, it } from 'vitest';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { activityStatement } from './activity-statement.ts';
import { keyFigures } from './key-figures.ts';
import { packWindows } from '../views/board-pack/pack-windows.ts';
import { balanceRow, monthRow } from './summary-fixtures.ts';

const windows = packWindows('2026-02', 'previous_month');
const activity = (month: string, group: string, inflows: string, outflows: string, net: string) => ({
  ...monthRow(month, { inflows, outflows, net }),
  group,
});
const rows = toGroupedRows([
  activity('2026-01', 'operating', '100.00', '-60.00', '40.00'),
  activity('2026-01', 'financing', '0.00', '-10.00', '-10.00'),
  activity('2026-02', 'operating', '120.00', '-50.00', '70.00'),
  activity('2026-02', 'investing', '0.00', '-30.00', '-30.00'),
  activity('2026-02', 'grants', '5.00', '0.00', '5.00'),
]);
const figures = keyFigures(
  [
    balanceRow('2025-12', '0.00', '0.00', '0.00'),
    balanceRow('2026-01', '30.00', '0.00', '30.00'),
    balanceRow('2026-02', '45.00', '30.00', '75.00'),
  ],
  windows,
);

describe('activityStatement', () => {
  const statement = activityStatement(rows, windows, figures);
  const line = (key: string) => statement.sections.flatMap((section) => section.lines).find((each) => each.key === key)!;

  it('gives each activity its month, comparison month and year to date, an activity the API adds after the known three', () => {
    expect(statement.sections.map((section) => section.activity)).toEqual(['operating', 'investing', 'financing', 'grants']);
    expect(line('operating-net')).toMatchObject({
      month: 70_00n,
      comparison: 40_00n,
      yearToDate: 110_00n,
      label: 'Net cash from operating activities',
    });
    expect(line('operating-outflows').change?.meaning.words).toBe('outflows 16.7 % lower');
  });

  it('shows an activity with no movement as zero, not as missing', () => {
    expect(line('investing-inflows')).toMatchObject({ month: 0n, comparison: 0n, yearToDate: 0n });
    expect(line('financing-net')).toMatchObject({ month: 0n, comparison: -10_00n });
  });

  it('ends on the net cash flow of the balances summary', () => {
    expect(statement.total).toMatchObject({ month: 45_00n, comparison: 30_00n, yearToDate: 75_00n });
  });
});
