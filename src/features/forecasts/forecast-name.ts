import type { Counterparty } from '../../api/schemas/reference.ts';
import type { Forecast } from '../../api/schemas/forecast.ts';

/** What a reader recognises a forecast by: its counterparty, else its description. */
export function forecastName(forecast: Pick<Forecast, 'counterparty' | 'description'>, counterparties: ReadonlyMap<string, Counterparty> | undefined): string {
  const { counterparty } = forecast;
  if (counterparty !== null && typeof counterparty === 'object') return counterparty.name;
  const name = counterparty === null ? undefined : counterparties?.get(counterparty)?.name;
  return name ?? forecast.description ?? 'Unattributed forecast';
}
