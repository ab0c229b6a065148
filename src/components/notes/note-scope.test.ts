import { describe, expect, it } from 'vitest';
import { category, month, note, RENT, week } from './note-fixtures.ts';
import { keptLength, notesAbout, targetLabel } from './note-scope.ts';

const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('notesAbout', () => {
  const onWeek = note(week('2026-11-23'), 'VAT refund delayed');
  const onMonth = note(month('2026-11'), 'Quiet month');
  const onRentEarly = note(category(RENT, '2026-11-01', '2026-11-15'), 'Rent paid early');
  const onRentDecember = note(category(RENT, '2026-12-01', '2026-12-31'), 'Rent rises');
  const onOther = note(category(OTHER, '2026-11-01', '2026-11-30'), 'Other');
  const all = [onRentDecember, onOther, onRentEarly, onMonth, onWeek];

  it('takes a figure’s own notes only, exactly', () => {
    expect(notesAbout(all, [week('2026-11-23')], 'exact')).toEqual([onWeek]);
    expect(notesAbout(all, [category(RENT, '2026-11-01', '2026-11-30')], 'exact')).toEqual([]);
  });

  it('takes a category’s notes whose period overlaps, for a report’s window', () => {
    const shown = notesAbout(all, [month('2026-11'), category(RENT, '2026-11-01', '2026-11-30')], 'overlapping');
    expect(shown.map((shownNote) => shownNote.text).sort()).toEqual(['Quiet month', 'Rent paid early']);
  });

  it('says what a note is about in words', () => {
    expect(targetLabel(month('2026-11'), () => undefined)).toMatch(/November 2026/);
    expect(targetLabel(category(RENT, '2026-11-01', '2026-11-15'), () => 'Rent')).toMatch(/^Rent, .*2026 – .*2026$/);
    const onForecast = { kind: 'forecast', forecastId: RENT } as const;
    expect(
      targetLabel(
        onForecast,
        () => undefined,
        (id) => (id === RENT ? 'Castellan Design, 2 Dec 2026' : undefined),
      ),
    ).toBe('Forecast: Castellan Design, 2 Dec 2026');
    expect(targetLabel(onForecast, () => undefined)).toBe('A forecast');
  });

  it('counts what the server keeps: trimmed, without hidden controls', () => {
    expect(keptLength('  ab\u202ec\n  ')).toBe(3);
  });
});
