import { parseMoney } from '../../../core/money.ts';
import { relationId } from '../../../core/api/schemas/common.ts';
import type { Forecast } from '../../../core/api/schemas/forecast.ts';
import type { ScenarioForecast } from '../../../core/scenarios/scenario.ts';

/** A forecast as the scenario math reads it: the runway's movement and what an adjustment selects on. */
export function toScenarioForecast(forecast: Forecast): ScenarioForecast {
  return {
    id: forecast.id,
    date: forecast.date,
    status: forecast.status,
    remaining: parseMoney(forecast.remaining_amount),
    // An unknown direction (spec 9) is read by the sign the API gives its amount.
    direction: forecast.direction === 'outflow' || (forecast.direction !== 'inflow' && forecast.remaining_amount.startsWith('-')) ? 'outflow' : 'inflow',
    categoryId: relationId(forecast.category),
    counterpartyId: forecast.counterparty === null ? null : relationId(forecast.counterparty),
    labelIds: forecast.labels.map(relationId),
  };
}
