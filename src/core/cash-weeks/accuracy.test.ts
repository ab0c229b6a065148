import { describe, expect, it } from 'vitest';
import { accuracy } from './accuracy.ts';
import type { ForecastVersion } from './contract.ts';
import { RENT, SALES } from './cash-weeks-fixtures.ts';

const version = (firstWeek: string, takenAt: string, cells: [string | null, string, string][]): ForecastVersion => ({
  id: '00000000-0000-4000-8000-00000000f001',
  takenAt,
  takenBy: 'scheduler',
  kind: 'scheduled',
  firstWeek,
  currency: 'EUR',
  opening: '0.00',
  cells: cells.map(([categoryId, week, amount]) => ({ categoryId, week, amount })),
  items: [],
});

describe('accuracy', () => {
  const week = '2026-11-16';
  const versions = [
    version('2026-11-09', '2026-11-09T07:00:00Z', [
      [SALES, week, '900.00'],
      [RENT, week, '-500.00'],
    ]),
    // A later version the same week replaces the first.
    version('2026-11-09', '2026-11-12T07:00:00Z', [
      [SALES, week, '1000.00'],
      [RENT, week, '-500.00'],
    ]),
    version('2026-10-19', '2026-10-19T07:00:00Z', [[SALES, week, '2000.00']]),
    version('2026-08-24', '2026-08-24T07:00:00Z', [
      [SALES, week, '500.00'],
      [null, week, '10.00'],
    ]),
    version('2026-11-16', '2026-11-16T07:00:00Z', [[SALES, '2026-11-23', '1000.00']]),
  ];
  const actuals = new Map([
    [
      week,
      new Map<string | null, bigint>([
        [SALES, 1200_00n],
        [RENT, -400_00n],
      ]),
    ],
    ['2026-11-23', new Map<string | null, bigint>([[SALES, 700_00n]])],
  ]);

  it('sets each past week against the versions taken 1, 4 and 12 weeks before it, by category and in total', () => {
    const report = accuracy(versions, actuals);
    const first = report.weeks[0]!;
    expect(first.total).toEqual({ actual: 800_00n, forecast: { 1: 500_00n, 4: 2000_00n, 13: 510_00n } });
    expect(first.byCategory.get(SALES)).toEqual({ actual: 1200_00n, forecast: { 1: 1000_00n, 4: 2000_00n, 13: 500_00n } });
    expect(first.byCategory.get(null)).toEqual({ actual: 0n, forecast: { 1: 0n, 4: 0n, 13: 10_00n } });
    expect(report.weeks[1]!.total.forecast).toEqual({ 1: 1000_00n, 4: null, 13: null });
  });

  it('gives the mean absolute error per category and lead, rounded to the cent', () => {
    const report = accuracy(versions, new Map([...actuals, ['2026-11-30', new Map<string | null, bigint>([[SALES, 1n]])]]));
    // Sales at 1 week: |1000 − 1200| and |1000 − 700| over two weeks.
    expect(report.meanAbsoluteError.get(SALES)).toEqual({ 1: 250_00n, 4: 800_00n, 13: 700_00n });
    expect(report.totalMeanAbsoluteError[1]).toBe(300_00n);
    const odd = accuracy(
      [
        version('2026-11-09', '2026-11-09T07:00:00Z', [[SALES, week, '0.01']]),
        version('2026-11-16', '2026-11-16T07:00:00Z', [[SALES, '2026-11-23', '0.00']]),
      ],
      new Map([
        [week, new Map([[SALES, 0n]])],
        ['2026-11-23', new Map([[SALES, 0n]])],
      ]),
    );
    // (1 + 0) / 2 cents rounds half away from zero.
    expect(odd.meanAbsoluteError.get(SALES)![1]).toBe(1n);
  });
});
