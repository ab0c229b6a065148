import type { Forecast } from '../schemas/forecast.ts';

/** Test builder: a valid forecast still fully expected (remaining = amount), with the fields a test cares about overridden. */
export function aForecast(overrides: Partial<Forecast> & Pick<Forecast, 'remaining_amount'>): Forecast {
  const remaining = overrides.remaining_amount;
  return {
    object: 'forecast',
    id: '00000000-0000-4000-8000-000000000001',
    date: '2026-12-01',
    amount: remaining,
    currency: 'EUR',
    direction: remaining.startsWith('-') ? 'outflow' : 'inflow',
    status: 'planned',
    description: null,
    comment: null,
    category: 'c',
    counterparty: null,
    labels: [],
    recurrence: null,
    linked_transactions: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
