import { describe, expect, it } from 'vitest';
import { buildForecastTable, NO_PLAN } from './build-forecast-table.ts';
import { alignForecastVsActual } from '../../../core/cash-flow/forecast-vs-actual.ts';
import type { TableRow } from './report-table.ts';
import { reportTableCsv } from './report-table-csv.ts';

const jul = { start: '2026-07-01', end: '2026-07-31' };
const aug = { start: '2026-08-01', end: '2026-08-31' };
const row = (periodStart: string, group: string, net: bigint) => ({
  periodStart,
  periodEnd: periodStart,
  group,
  flows: { inflows: net > 0n ? net : 0n, outflows: net < 0n ? net : 0n, net },
});

function table(forecasts: { date: string; amount: string; category?: string }[], directions = true) {
  const result = alignForecastVsActual({
    months: [jul, aug],
    actuals: [row(jul.start, 'sales', 500n), row(aug.start, 'sales', 700n), row(aug.start, 'rent', -300n)],
    forecasts: forecasts.map((forecast) => ({ category: 'sales', ...forecast, currency: 'EUR' })),
    currency: 'EUR',
    today: '2026-11-20',
    order: ['sales', 'rent'],
  });
  return buildForecastTable({ result, window: { from: jul.start, to: aug.end }, directions, label: (key) => key, drill: () => null });
}

const line = (rows: TableRow[], key: string) => rows.find((candidate) => candidate.key === key)!;
const values = (rows: TableRow[], key: string) => line(rows, key).cells.map((cell) => cell.value);

describe('buildForecastTable', () => {
  it('puts the months across, the Total last, and each category’s forecast, actual, variance and variance % down', () => {
    const built = table([{ date: '2026-07-10', amount: '4.00' }]);
    expect(built.columns.map((column) => [column.key, column.label])).toEqual([
      [jul.start, 'Jul 2026'],
      [aug.start, 'Aug 2026'],
      ['total', 'Total'],
    ]);
    expect(built.rows.map((each) => each.key)).toEqual([
      'sales',
      'sales|forecast',
      'sales|actual',
      'sales|variance',
      'sales|variance-percent',
      'rent',
      'rent|forecast',
      'rent|actual',
      'rent|variance',
      'rent|variance-percent',
    ]);
    expect(built.footer.filter((each) => each.kind === 'section').map((each) => each.label)).toEqual(['Inflows', 'Outflows', 'Net']);
    expect(built.rowsNamedBySection).toBe(true);
    expect(line(built.rows, 'sales|variance-percent').csvLabel).toBe('sales variance %');
  });

  it('adds each month’s categories up to its net, inflows and outflows too, and each line’s months up to its Total', () => {
    const built = table([
      { date: '2026-07-10', amount: '4.00' },
      { date: '2026-08-10', amount: '10.00' },
      { date: '2026-08-12', amount: '-2.50', category: 'rent' },
    ]);
    for (const figure of ['forecast', 'actual']) {
      const net = values(built.footer, `net|${figure}`);
      const categories = ['sales', 'rent'].map((category) => values(built.rows, `${category}|${figure}`));
      const directions = ['inflows', 'outflows'].map((direction) => values(built.footer, `${direction}|${figure}`));
      net.forEach((cents, index) => {
        expect(
          categories.reduce((sum, cells) => sum + (cells[index] ?? 0n), 0n),
          `${figure} ${index}`,
        ).toBe(cents);
        expect(
          directions.reduce((sum, cells) => sum + (cells[index] ?? 0n), 0n),
          `${figure} ${index}`,
        ).toBe(cents);
      });
      for (const each of [...built.rows, ...built.footer].filter((candidate) => candidate.key.endsWith(`|${figure}`))) {
        const cells = each.cells.map((cell) => cell.value);
        expect(
          cells.slice(0, -1).reduce((sum, cents) => sum! + (cents ?? 0n), 0n),
          each.key,
        ).toBe(cells.at(-1));
      }
    }
    expect(values(built.footer, 'net|forecast')).toEqual([400n, 750n, 1150n]);
    expect(values(built.footer, 'net|actual')).toEqual([500n, 400n, 900n]);
    expect(values(built.footer, 'net|variance')).toEqual([100n, -350n, -250n]);
    expect(line(built.footer, 'net|variance-percent').cells.map((cell) => cell.percent)).toEqual(['+25.0', '-46.7', '-21.7']);
    expect(values(built.footer, 'outflows|forecast')).toEqual([0n, -250n, -250n]);
    expect(line(built.footer, 'outflows|variance-percent').cells.map((cell) => cell.percent)).toEqual([null, '-20.0', '-20.0']);
  });

  it('says "no plan" for a month without forecasts, with no variance, and gives the Total no variance against a partial plan', () => {
    const built = table([{ date: '2026-08-10', amount: '10.00' }]);
    expect(line(built.rows, 'sales|forecast').cells).toEqual([{ value: null, note: NO_PLAN }, { value: 1000n }, { value: 1000n }]);
    expect(values(built.rows, 'sales|variance')).toEqual([null, -300n, null]);
    expect(line(built.rows, 'sales|variance-percent').cells.map((cell) => cell.percent ?? null)).toEqual([null, '-30.0', null]);
    expect(line(built.footer, 'net|forecast').cells[0]).toEqual({ value: null, note: NO_PLAN });
    expect(values(built.footer, 'net|variance')).toEqual([null, -600n, null]);
    expect(line(built.rows, 'rent|forecast').cells.every((cell) => cell.note === NO_PLAN)).toBe(true);
  });

  it('leads each actual to its month’s transactions and the Total’s to the window’s', () => {
    const built = table([]);
    expect(line(built.footer, 'inflows|actual').cells.map((cell) => cell.drill)).toEqual([
      { period: jul, filter: { param: 'direction', value: 'inflow' } },
      { period: aug, filter: { param: 'direction', value: 'inflow' } },
      { period: { start: jul.start, end: aug.end }, filter: { param: 'direction', value: 'inflow' } },
    ]);
  });

  it('leaves the inflows and outflows out of a report narrowed to one direction', () => {
    const built = table([], false);
    expect(built.footer.filter((each) => each.kind === 'section').map((each) => each.label)).toEqual(['Net']);
  });

  it('writes the CSV with the months’ ISO dates, exact Money strings and the variance % as its figure', () => {
    const lines = reportTableCsv(table([{ date: '2026-08-10', amount: '10.00' }])).split(/\r?\n/);
    expect(lines[0]).toBe('Category,2026-07-01/2026-07-31,2026-08-01/2026-08-31,Total');
    expect(lines).toContain('sales forecast,no plan,10.00,10.00');
    expect(lines).toContain('sales actual,5.00,7.00,12.00');
    expect(lines).toContain('sales variance %,,-30.0,');
  });
});
