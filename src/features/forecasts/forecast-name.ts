import type { Forecast } from '../../core/api/schemas/forecast.ts';
import type { ScreenText } from '../../components/presentation/use-screen-text.ts';

/**
 * What a reader recognises a forecast by: its counterparty (the month query expands it, so
 * no counterparty list is fetched), else its description; both as the screen shows them.
 */
export function forecastName(
  forecast: Pick<Forecast, 'counterparty' | 'description'>,
  screen: Pick<ScreenText, 'counterparty' | 'masked'>,
): string {
  const { counterparty } = forecast;
  if (counterparty !== null && typeof counterparty === 'object') return screen.counterparty(counterparty);
  // A hidden description names nothing: presentation mode calls the forecast by what it lacks.
  return (screen.masked ? null : forecast.description) ?? 'Unattributed forecast';
}
