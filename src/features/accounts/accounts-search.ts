import type { SearchFields } from '../../lib/url-state/parse-search.ts';
import type { PeriodPreset } from '../../lib/date-window.ts';

export const accountsSearchFields = {} satisfies SearchFields;
export const accountsDefaultPeriod: PeriodPreset = 'last_3_months';
