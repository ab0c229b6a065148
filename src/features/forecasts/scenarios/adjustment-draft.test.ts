import { describe, expect, it } from 'vitest';
import { type AdjustmentDraft, buildAdjustment, emptyDraft, parseBasisPoints } from './adjustment-draft.ts';

const acme = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';
const draft = (change: Partial<AdjustmentDraft>): AdjustmentDraft => ({ ...emptyDraft('2026-11-25'), ...change });

describe('buildAdjustment', () => {
  it('starts as the usual question, customers paying 30 days later, and additions from next month', () => {
    expect(buildAdjustment(emptyDraft('2026-11-25'))).toEqual({ adjustment: { kind: 'delay', days: 30, select: { direction: 'inflow' } } });
    expect(emptyDraft('2026-11-25').start).toBe('2026-12-01');
  });

  it('builds a delay of one counterparty, any direction', () => {
    const result = buildAdjustment(draft({ days: '-10', select: { direction: '', categoryId: '', counterpartyId: acme, labelId: '' } }));
    expect(result).toEqual({ adjustment: { kind: 'delay', days: -10, select: { counterpartyId: acme } } });
  });

  it.each(['0', '1.5', 'ten', '400', ''])('refuses a delay of %j days', (days) => {
    expect(buildAdjustment(draft({ days }))).toHaveProperty('errors.days');
  });

  it('builds a scale from a date', () => {
    expect(buildAdjustment(draft({ kind: 'scale', percent: '+15 %', from: '2027-03-01' }))).toEqual({
      adjustment: { kind: 'scale', basisPoints: 1500, from: '2027-03-01', select: { direction: 'inflow' } },
    });
  });

  it.each(['0', '-101', '1000.01', 'x', ''])('refuses a change of %j %', (percent) => {
    expect(buildAdjustment(draft({ kind: 'scale', percent }))).toHaveProperty('errors.percent');
  });

  it('builds a monthly hire until a date, the amount kept exact', () => {
    const result = buildAdjustment(
      draft({ kind: 'add', label: ' New hire ', amount: '6,500.5', start: '2027-03-01', endKind: 'until', until: '2027-12-31' }),
    );
    expect(result).toEqual({
      adjustment: {
        kind: 'add',
        direction: 'outflow',
        amount: '6500.50',
        every: 'monthly',
        start: '2027-03-01',
        end: { until: '2027-12-31' },
        label: 'New hire',
      },
    });
  });

  it('ignores the end of a one-off addition', () => {
    const result = buildAdjustment(
      draft({ kind: 'add', label: 'Grant', addDirection: 'inflow', amount: '40000', every: 'once', endKind: 'count', count: 'x' }),
    );
    expect(result).toEqual({
      adjustment: { kind: 'add', direction: 'inflow', amount: '40000.00', every: 'once', start: '2026-12-01', end: null, label: 'Grant' },
    });
  });

  it('says every field to fix at once', () => {
    const result = buildAdjustment(draft({ kind: 'add', label: '', amount: '0', start: '2027-02-30', endKind: 'count', count: '500' }));
    expect(result).toEqual({
      errors: {
        label: expect.any(String) as string,
        amount: expect.any(String) as string,
        start: expect.any(String) as string,
        count: expect.any(String) as string,
      },
    });
  });

  it('refuses an end before the start', () => {
    expect(
      buildAdjustment(draft({ kind: 'add', label: 'Hire', amount: '1', start: '2027-03-01', endKind: 'until', until: '2027-02-01' })),
    ).toHaveProperty('errors.until', 'The end comes before the start');
  });

  it('needs a forecast to leave out', () => {
    expect(buildAdjustment(draft({ kind: 'drop' }))).toHaveProperty('errors.forecastId');
    expect(buildAdjustment(draft({ kind: 'drop', forecastId: acme }))).toEqual({ adjustment: { kind: 'drop', forecastId: acme } });
  });
});

describe('parseBasisPoints', () => {
  it.each([
    ['-20', -2000],
    ['15', 1500],
    ['+2.5', 250],
    ['12,25 %', 1225],
    ['-0.05', -5],
    ['1e3', null],
    ['2.555', null],
  ])('reads %j as %s', (text, basisPoints) => {
    expect(parseBasisPoints(text)).toBe(basisPoints);
  });
});
