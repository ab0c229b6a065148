import { describe, expect, it } from 'vitest';
import { dateField, monthField } from './field-parsers.ts';

const OUTSIDE = { error: 'is outside the years 1900–2200 and was ignored' };

describe('dateField', () => {
  it.each(['1900-01-01', '2026-11-20', '2200-12-31'])('keeps %s', (raw) => {
    expect(dateField(raw)).toEqual({ value: raw });
  });

  it.each(['1899-12-31', '2201-01-01', '9999-12-31', '0000-01-01'])('drops %s, outside the years a link may name', (raw) => {
    expect(dateField(raw)).toEqual(OUTSIDE);
  });

  it.each(['2026-02-30', '2026-1-01', 'yesterday'])('drops %s, which is no calendar date', (raw) => {
    expect(dateField(raw)).toEqual({ error: 'is not a calendar date (YYYY-MM-DD) and was ignored' });
  });
});

describe('monthField', () => {
  it.each(['1900-01', '2026-11', '2200-12'])('keeps %s', (raw) => {
    expect(monthField(raw)).toEqual({ value: raw });
  });

  it.each(['1899-12', '2201-01', '9999-12', '0000-01'])('drops %s, outside the years a link may name', (raw) => {
    expect(monthField(raw)).toEqual(OUTSIDE);
  });

  it.each(['2026-13', '2026-11-01', 'november'])('drops %s, which is no month', (raw) => {
    expect(monthField(raw)).toEqual({ error: 'is not a month (YYYY-MM) and was ignored' });
  });
});
