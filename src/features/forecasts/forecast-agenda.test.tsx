import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { ForecastAgenda } from './forecast-agenda.tsx';
import { ForecastEntry } from './forecast-entry.tsx';
import { countByForecast, forecastNoteMarks } from './notes/forecast-note-marks.tsx';
import { month, note } from '../../components/notes/note-fixtures.ts';

afterEach(cleanup);

const STAMP = '2026-11-01T09:00:00Z';
function forecast(id: string, description: string): Forecast {
  return {
    object: 'forecast',
    id,
    date: '2026-12-05',
    amount: '-5000.00',
    remaining_amount: '-5000.00',
    currency: 'EUR',
    direction: 'outflow',
    status: 'planned',
    description,
    comment: null,
    category: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    counterparty: null,
    labels: [],
    recurrence: null,
    linked_transactions: [],
    created_at: STAMP,
    updated_at: STAMP,
  };
}
const RENT = forecast('5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e', 'Rent');
const PAYROLL = forecast('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'Payroll');
const notes = [
  note({ kind: 'forecast', forecastId: RENT.id }, 'Landlord agreed to wait'),
  note({ kind: 'forecast', forecastId: RENT.id }, 'Paid on the 8th after all'),
  note(month('2026-12'), 'About December'),
];
const noteMark = forecastNoteMarks(notes);

describe('forecast note marks', () => {
  it('counts each forecast’s notes and nothing else', () => {
    expect([...countByForecast(notes)]).toEqual([[RENT.id, 2]]);
  });

  it('marks a listed forecast’s notes by their count, and adds nothing to a forecast without notes', () => {
    render(
      <ForecastAgenda
        forecasts={[RENT, PAYROLL]}
        onOpenForecast={() => undefined}
        caption="Forecasts, December 2026"
        noteMark={noteMark}
      />,
    );
    const [rent, payroll] = [RENT, PAYROLL].map((item) => document.querySelector<HTMLElement>(`tr[data-forecast-id="${item.id}"]`)!);
    expect(within(rent!).getByRole('img', { name: '2 notes on this forecast' }).textContent).toBe('2');
    expect(within(payroll!).queryByRole('img')).toBeNull();
    // One keyboard stop a row, notes or not: the forecast's button opens them.
    expect(within(rent!).getAllByRole('button')).toHaveLength(1);
    expect(payroll!.querySelectorAll('button, [tabindex]')).toHaveLength(1);
  });

  it('names a calendar entry’s notes with the entry', () => {
    render(<ForecastEntry forecast={RENT} name="Rent" noteMark={noteMark} onOpen={() => undefined} />);
    expect(screen.getByRole('button').textContent).toContain('2');
    expect(screen.getByRole('img', { name: '2 notes on this forecast' })).toBeTruthy();
  });
});
