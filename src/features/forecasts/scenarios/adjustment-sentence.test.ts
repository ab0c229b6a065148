import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../core/money.ts';
import type { Adjustment } from '../../../core/scenarios/scenario.ts';
import { describeAdjustment, percent, type SentenceNames } from './adjustment-sentence.ts';

const acme = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';
const salaries = '1c7a4d3f-2e5b-4a8f-8d2c-3b4e5f6a7b8c';
const paris = '2d8b5e4a-3f6c-4b9a-9e3d-4c5f6a7b8c9d';
const seriesB = '3e9c6f5b-4a7d-4cab-af4e-5d6a7b8c9dae';

const names: SentenceNames = {
  category: (id) => (id === salaries ? 'Payroll › Salaries' : undefined),
  counterparty: (id) => (id === acme ? 'Acme SA' : undefined),
  label: (id) => (id === paris ? 'Paris office' : undefined),
  forecast: (id) => (id === seriesB ? '“Series B closing”' : undefined),
  money: (cents) => formatMoney(cents, 'EUR', { locale: 'en-GB', signed: true }),
  locale: 'en-GB',
};

describe('describeAdjustment', () => {
  it.each<[Adjustment, string]>([
    [{ kind: 'delay', days: 45, select: { direction: 'inflow', counterpartyId: acme } }, 'Inflows from Acme SA arrive 45 days later'],
    [{ kind: 'delay', days: 30, select: { direction: 'outflow' } }, 'Outflows are paid 30 days later'],
    [{ kind: 'delay', days: -1, select: {} }, 'All forecasts move 1 day earlier'],
    [{ kind: 'delay', days: 10, select: { labelId: paris } }, 'Forecasts labelled “Paris office” move 10 days later'],
    [
      { kind: 'scale', basisPoints: 1500, from: '2027-03-01', select: { categoryId: salaries } },
      'Payroll › Salaries +15 % from 1 March 2027',
    ],
    [{ kind: 'scale', basisPoints: -2000, from: null, select: { direction: 'inflow' } }, 'Inflows \u221220 %'],
    [
      { kind: 'scale', basisPoints: 250, from: null, select: { direction: 'outflow', categoryId: salaries } },
      'Outflows in Payroll › Salaries +2.5 %',
    ],
    [{ kind: 'drop', forecastId: seriesB }, 'Without forecast “Series B closing”'],
    [
      {
        kind: 'add',
        direction: 'outflow',
        amount: '6500.00',
        every: 'monthly',
        start: '2027-03-01',
        end: { until: '2027-12-31' },
        label: 'New hire',
      },
      'New hire: -€6,500.00 monthly from 1 March 2027 to 31 December 2027',
    ],
    [
      { kind: 'add', direction: 'inflow', amount: '2000000.00', every: 'once', start: '2027-02-15', end: null, label: 'Series B' },
      'Series B: +€2,000,000.00 on 15 February 2027',
    ],
    [
      {
        kind: 'add',
        direction: 'outflow',
        amount: '1200.50',
        every: 'quarterly',
        start: '2027-01-01',
        end: { count: 4 },
        label: 'Insurance',
      },
      'Insurance: -€1,200.50 quarterly from 1 January 2027, 4 times',
    ],
    [
      { kind: 'add', direction: 'outflow', amount: '300.00', every: 'weekly', start: '2027-01-04', end: null, label: 'Temp staff' },
      'Temp staff: -€300.00 weekly from 4 January 2027 to the end of the projection',
    ],
    [{ kind: 'runrate', months: 6 }, 'Run rate of the last 6 complete months where nothing is planned'],
  ])('%j reads “%s”', (adjustment, sentence) => {
    expect(describeAdjustment(adjustment, names)).toBe(sentence);
  });

  it('says when a dropped forecast is not among the outstanding ones, rather than naming nothing', () => {
    expect(describeAdjustment({ kind: 'drop', forecastId: acme }, names)).toBe(
      'Without forecast 0b6f3c2e… (not among the outstanding forecasts)',
    );
  });
});

describe('percent', () => {
  it.each([
    [1500, '+15 %'],
    [-2000, '\u221220 %'],
    [250, '+2.5 %'],
    [1225, '+12.25 %'],
    [-5, '\u22120.05 %'],
  ])('%i basis points read %s', (basisPoints, text) => {
    expect(percent(basisPoints)).toBe(text);
  });
});
