import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';

export const overviewSearchFields = {} satisfies SearchFields;
export const overviewDefaultPeriod: PeriodPreset = 'last_12_months';
