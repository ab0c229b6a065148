import { describe, expect, it } from 'vitest';
import { counterparty, lateForecast } from './late-forecast-fixture.ts';
import { filterLateForecasts, mergeLateForecasts, sideOf } from '../../core/views/overdue/late-book.ts';

const TODAY = '2026-11-20';
const acme = counterparty('Acme', '30000000-0000-4000-8000-000000000001');
const labelA = '40000000-0000-4000-8000-000000000001';
const labelB = '40000000-0000-4000-8000-000000000002';
const rent = '20000000-0000-4000-8000-000000000009';

describe('mergeLateForecasts', () => {
  it('takes every overdue forecast and only the partial ones dated before today', () => {
    const overdue = [lateForecast({ date: '2026-08-01' })];
    const yesterday = lateForecast({ status: 'partial', date: '2026-11-19' });
    const dueToday = lateForecast({ status: 'partial', date: TODAY });
    const merged = mergeLateForecasts(overdue, [yesterday, dueToday], TODAY);
    expect(merged.map((forecast) => forecast.id)).toEqual([overdue[0]!.id, yesterday.id]);
  });

  it('counts a forecast once when both walks return it', () => {
    const forecast = lateForecast({ date: '2026-11-01' });
    expect(mergeLateForecasts([forecast], [{ ...forecast, status: 'partial' }], TODAY)).toHaveLength(1);
  });
});

describe('sideOf', () => {
  it.each([
    ['100.00', 'receipts'],
    ['0.00', 'receipts'],
    ['-0.01', 'payments'],
  ])('%s is one of the %s', (amount, side) => {
    expect(sideOf({ amount })).toBe(side);
  });
});

describe('filterLateForecasts', () => {
  const withAcme = lateForecast({ counterparty: acme, labels: [labelA] });
  const unattributed = lateForecast({ category: rent, labels: [labelB], amount: '-50.00' });
  const plain = lateForecast({ counterparty: acme.id });
  const all = [withAcme, unattributed, plain];
  const ids = (filters: Parameters<typeof filterLateForecasts>[1]) =>
    filterLateForecasts(all, filters, TODAY).map((forecast) => forecast.id);

  it('keeps everything without filters', () => {
    expect(ids({})).toHaveLength(3);
  });

  it('matches a counterparty expanded or by id, never an unattributed forecast', () => {
    expect(ids({ counterparty_id: [acme.id] })).toEqual([withAcme.id, plain.id]);
  });

  it('matches any of several labels (OR) and combines filters with AND', () => {
    expect(ids({ label_id: [labelA, labelB] })).toEqual([withAcme.id, unattributed.id]);
    expect(ids({ label_id: [labelA, labelB], category_id: [rent] })).toEqual([unattributed.id]);
  });

  it('filters by direction through the sign', () => {
    expect(ids({ direction: 'outflow' })).toEqual([unattributed.id]);
    expect(ids({ direction: 'inflow' })).toEqual([withAcme.id, plain.id]);
  });
  it('keeps only what is late by more than late_over days, as the late-items alert counts them', () => {
    const thirtyOne = lateForecast({ date: '2026-10-20' });
    const thirty = lateForecast({ date: '2026-10-21' });
    const book = [thirtyOne, thirty];
    expect(filterLateForecasts(book, { late_over: 30 }, TODAY).map((forecast) => forecast.id)).toEqual([thirtyOne.id]);
    expect(filterLateForecasts(book, { late_over: 29 }, TODAY)).toHaveLength(2);
  });
});
