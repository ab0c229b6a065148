import { describe, expect, it } from 'vitest';
import { periodNoteScope } from './period-scope.ts';

const RENT = '3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const PAYROLL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const window = { from: '2026-09-01', to: '2026-11-30' };

describe('periodNoteScope', () => {
  it('takes the months and weeks the window touches', () => {
    const about = periodNoteScope(window, undefined);
    expect(about({ kind: 'month', month: '2026-09' })).toBe(true);
    expect(about({ kind: 'month', month: '2026-12' })).toBe(false);
    expect(about({ kind: 'month', month: '2026-08' })).toBe(false);
    expect(about({ kind: 'week', week: '2026-08-31' })).toBe(true);
    expect(about({ kind: 'week', week: '2026-11-30' })).toBe(true);
    expect(about({ kind: 'week', week: '2026-12-07' })).toBe(false);
  });

  it('takes the categories it is filtered to, in periods overlapping the window, and no forecast', () => {
    const about = periodNoteScope(window, [RENT]);
    expect(about({ kind: 'category', categoryId: RENT, from: '2026-11-15', to: '2026-12-15' })).toBe(true);
    expect(about({ kind: 'category', categoryId: RENT, from: '2026-12-01', to: '2026-12-31' })).toBe(false);
    expect(about({ kind: 'category', categoryId: PAYROLL, from: '2026-11-01', to: '2026-11-30' })).toBe(false);
    expect(periodNoteScope(window, undefined)({ kind: 'category', categoryId: PAYROLL, from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(about({ kind: 'forecast', forecastId: RENT })).toBe(false);
  });
});
