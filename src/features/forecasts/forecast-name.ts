import type { Forecast } from '../../api/schemas/forecast.ts';

/**
 * What a reader recognises a forecast by: its counterparty (the month query expands it, so
 * no counterparty list is fetched), else its description.
 */
export function forecastName(forecast: Pick<Forecast, 'counterparty' | 'description'>): string {
  const { counterparty } = forecast;
  if (counterparty !== null && typeof counterparty === 'object') return counterparty.name;
  return forecast.description ?? 'Unattributed forecast';
}
