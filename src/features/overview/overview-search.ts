import type { SearchFields } from '../../lib/url-state/parse-search.ts';
import type { PeriodPreset } from '../../lib/date-window.ts';

export const overviewSearchFields = {} satisfies SearchFields;
export const overviewDefaultPeriod: PeriodPreset = 'last_12_months';
