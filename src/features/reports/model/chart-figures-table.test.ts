import { describe, expect, it } from 'vitest';
import { toForecastChart } from './chart-model.ts';
import { chartFiguresTable } from './chart-figures-table.ts';

const noDirections = { inflows: { actual: null, forecast: null }, outflows: { actual: null, forecast: null } };

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };
const chart = toForecastChart({
  months: [
    { ...jan, timing: 'past', lines: [], actualNet: -12345n, forecastNet: 250n, ...noDirections },
    { ...feb, timing: 'future', lines: [], actualNet: null, forecastNet: 990n, ...noDirections },
  ],
  categories: [],
  skipped: { count: 0, currencies: [] },
});

describe('chartFiguresTable', () => {
  it('holds every drawn figure exactly, a dash where the chart draws none', () => {
    const table = chartFiguresTable(chart, 'Actual against forecast', () => null);
    expect(table.caption).toBe('Figures of the chart: Actual against forecast');
    expect(table.columns.map((column) => column.label)).toEqual(['Actual net', 'Forecast net']);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.value))).toEqual([
      [-12345n, 250n],
      [null, 990n],
    ]);
  });

  it('opens from each figure what its segment opens', () => {
    const table = chartFiguresTable(chart, 'Actual against forecast', (index) => (index === 0 ? { period: jan, filter: null } : null));
    expect(table.rows[0]!.cells[1]!.drill).toEqual({ period: jan, filter: null });
    expect(table.rows[1]!.cells[1]!.drill).toBeNull();
  });
});
