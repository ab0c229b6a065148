import { describe, expect, it } from 'vitest';
import { ageLateForecasts, bucketOf } from './age-overdue.ts';
import { counterparty, lateForecast } from './late-forecast-fixture.ts';

const TODAY = '2026-11-20';
const acme = counterparty('Acme', '30000000-0000-4000-8000-000000000001');
const brill = counterparty('Brill', '30000000-0000-4000-8000-000000000002');

describe('bucketOf', () => {
  it.each([
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'days_over_90'],
    [400, 'days_over_90'],
  ])('a forecast %i days late is in %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });

  it('puts a forecast the API calls late but dated today (clocks apart) in the first bucket, not nowhere', () => {
    expect(bucketOf(0)).toBe('days_1_30');
  });
});

describe('ageLateForecasts', () => {
  it('ages by calendar days from the expected date to today, across month ends', () => {
    const [book] = ageLateForecasts(
      [
        lateForecast({ date: '2026-10-21', amount: '1.00', counterparty: acme }), // 30 days
        lateForecast({ date: '2026-10-20', amount: '2.00', counterparty: acme }), // 31 days
        lateForecast({ date: '2026-08-22', amount: '4.00', counterparty: acme }), // 90 days
        lateForecast({ date: '2026-08-21', amount: '8.00', counterparty: acme }), // 91 days
      ],
      TODAY,
    );
    expect(book!.counterparties[0]!.buckets).toEqual({ days_1_30: 100n, days_31_60: 200n, days_61_90: 400n, days_over_90: 800n });
    expect(book!.counterparties[0]!.forecasts.map((aged) => aged.daysLate)).toEqual([91, 90, 31, 30]);
  });

  it('keeps late receipts and late payments apart, never netted', () => {
    const books = ageLateForecasts(
      [lateForecast({ amount: '215536.21', counterparty: acme }), lateForecast({ amount: '-18175.02', counterparty: acme })],
      TODAY,
    );
    expect(books.map((book) => [book.side, book.totals.total])).toEqual([
      ['receipts', 21553621n],
      ['payments', -1817502n],
    ]);
  });

  it('counts what remains of a partial forecast, not its amount', () => {
    const [book] = ageLateForecasts(
      [lateForecast({ status: 'partial', amount: '-8772.79', remaining_amount: '-2686.58', counterparty: acme })],
      TODAY,
    );
    expect(book!.totals.total).toBe(-268658n);
    expect(book!.counterparties[0]!.statuses).toEqual(['partial']);
  });

  it('sums exactly in cents, far beyond what a float holds', () => {
    const [book] = ageLateForecasts(
      [
        lateForecast({ amount: '0.10', counterparty: acme }),
        lateForecast({ amount: '0.20', counterparty: acme }),
        lateForecast({ amount: '90071992547409.93', counterparty: acme }),
      ],
      TODAY,
    );
    expect(book!.totals.total).toBe(9007199254741023n);
  });

  it('keeps each currency in its own book', () => {
    const books = ageLateForecasts(
      [lateForecast({ currency: 'USD' }), lateForecast({ currency: 'EUR' }), lateForecast({ amount: '-1.00', currency: 'CHF' })],
      TODAY,
    );
    expect(books.map((book) => `${book.side}:${book.currency}`)).toEqual(['receipts:EUR', 'receipts:USD', 'payments:CHF']);
  });

  it('ranks counterparties by what they owe, largest first, and keeps "No counterparty" out of the ranking', () => {
    const [book] = ageLateForecasts(
      [
        lateForecast({ amount: '10.00', counterparty: acme }),
        lateForecast({ amount: '5000.00' }),
        lateForecast({ amount: '20.00', counterparty: brill }),
        lateForecast({ amount: '15.00', counterparty: acme }),
      ],
      TODAY,
    );
    expect(book!.counterparties.map((row) => [row.name, row.total, row.count])).toEqual([
      ['Acme', 2500n, 2],
      ['Brill', 2000n, 1],
    ]);
    expect(book!.unattributed).toMatchObject({ counterpartyId: null, name: 'No counterparty', total: 500000n, count: 1 });
    expect(book!.totals).toMatchObject({ total: 504500n, count: 4 });
  });

  it('ranks payments by their size too, though they are negative', () => {
    const [book] = ageLateForecasts(
      [lateForecast({ amount: '-10.00', counterparty: acme }), lateForecast({ amount: '-90.00', counterparty: brill })],
      TODAY,
    );
    expect(book!.counterparties.map((row) => row.name)).toEqual(['Brill', 'Acme']);
  });

  it('gives each counterparty its oldest date and its forecasts oldest first', () => {
    const [book] = ageLateForecasts(
      [
        lateForecast({ date: '2026-11-02', counterparty: acme }),
        lateForecast({ date: '2026-08-01', counterparty: acme, status: 'partial' }),
      ],
      TODAY,
    );
    const [row] = book!.counterparties;
    expect(row!.oldestDate).toBe('2026-08-01');
    expect(row!.forecasts.map((aged) => aged.forecast.date)).toEqual(['2026-08-01', '2026-11-02']);
    expect(row!.statuses).toEqual(['overdue', 'partial']);
  });

  it('groups a counterparty given by id alone with its expanded rows', () => {
    const [book] = ageLateForecasts(
      [lateForecast({ counterparty: acme }), lateForecast({ date: '2026-09-01', counterparty: acme.id })],
      TODAY,
    );
    expect(book!.counterparties).toHaveLength(1);
    expect(book!.counterparties[0]).toMatchObject({ name: 'Acme', count: 2, oldestDate: '2026-09-01' });
  });

  it("counts each side's forecasts by status and gives its oldest date", () => {
    const [book] = ageLateForecasts(
      [lateForecast({ date: '2026-11-02', status: 'partial' }), lateForecast({ date: '2026-09-30' }), lateForecast({ date: '2026-10-15' })],
      TODAY,
    );
    expect(book!.statusCounts).toEqual([
      { status: 'overdue', count: 2 },
      { status: 'partial', count: 1 },
    ]);
    expect(book!.oldestDate).toBe('2026-09-30');
  });

  it('is empty when nothing is late', () => {
    expect(ageLateForecasts([], TODAY)).toEqual([]);
  });
});
