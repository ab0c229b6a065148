import { relationId } from '../api/schemas/common.ts';
import type { RunwayForecast } from '../runway/forecast-rates.ts';
import type { ScenarioForecast } from './scenario.ts';

/** A forecast as the scenario math reads it: the runway's movement (in the workspace currency) and what an adjustment selects on. */
export function toScenarioForecast({ forecast, remaining }: RunwayForecast): ScenarioForecast {
  return {
    id: forecast.id,
    date: forecast.date,
    status: forecast.status,
    remaining,
    // An unknown direction (spec 9) is read by the sign the API gives its amount.
    direction:
      forecast.direction === 'outflow' || (forecast.direction !== 'inflow' && forecast.remaining_amount.startsWith('-'))
        ? 'outflow'
        : 'inflow',
    categoryId: relationId(forecast.category),
    counterpartyId: forecast.counterparty === null ? null : relationId(forecast.counterparty),
    labelIds: forecast.labels.map(relationId),
  };
}
