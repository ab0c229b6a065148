import { openEnum } from './common.ts';

/**
 * The statuses spec 2.3 names; the enum stays open (spec 9). Apart from the forecast schema so
 * that reading a link's `status` does not load the schemas of forecasts and transactions.
 */
export const forecastStatuses = ['planned', 'overdue', 'partial', 'realised'] as const;
export const forecastStatusSchema = openEnum(forecastStatuses);
