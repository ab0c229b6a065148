import { describe, expect, it } from 'vitest';
import { keyFigures } from './key-figures.ts';
import { packWindows } from '../views/board-pack/pack-windows.ts';
import { balanceRow } from './summary-fixtures.ts';

const windows = packWindows('2026-03', 'previous_month');
const rows = [
  balanceRow('2026-01', '-1000.10', '10000.00', '8999.90'),
  balanceRow('2026-02', '-2000.00', '8999.90', '6999.90'),
  // March also moved 50.00 to an excluded movement: the month's change is not its net.
  balanceRow('2026-03', '-3000.01', '6999.90', '3949.89', { excluded: '-50.00' }),
];

describe('keyFigures', () => {
  const figures = keyFigures(rows, windows);

  it('reads closing cash and its change on the month from the month row balances', () => {
    expect(figures.closing).toBe(3949_89n);
    expect(figures.opening).toBe(6999_90n);
    expect(figures.changeOnMonth).toBe(-3050_01n);
    expect(figures.excluded).toBe(-50_00n);
  });

  it('takes the net of the month, the comparison month and the year to date, exactly', () => {
    expect(figures.monthNet).toBe(-3000_01n);
    expect(figures.comparisonNet).toBe(-2000_00n);
    expect(figures.yearToDateNet).toBe(-6000_11n);
    expect(figures.netChange?.meaning.words).toBe('net outflow 50.0 % larger');
  });

  it('averages the last three months to the cent', () => {
    expect(figures.threeMonthNet).toBe(-6000_11n);
    expect(figures.averageNet).toBe(-2000_04n);
  });

  it('fails loudly when the month has no row', () => {
    expect(() => keyFigures(rows.slice(0, 2), windows)).toThrow(/2026-03-01/);
  });
});
