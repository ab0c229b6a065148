import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { enumField, idListField, integerField } from '../../url-state/field-parsers.ts';
import { summaryGroupings, summaryIntervals } from '../../api/schemas/summary.ts';

export const reportModes = ['forecast_vs_actual'] as const;
export const chartKinds = ['bars', 'lines'] as const;
export const compareModes = ['previous_period', 'previous_year'] as const;
/** Counterparties ranked by inflows (top customers) or outflows (top suppliers); absent: by money moved either way. */
export const rankedFlows = ['inflows', 'outflows'] as const;
/** How the report's tables write their figures; absent: whole units, so a year of months fits a laptop. */
export const reportUnits = ['exact', 'thousands'] as const;
/** Lines and periods that are all zero are folded away under a note; `shown` lists them too. */
export const zeroLineChoices = ['shown'] as const;

export const reportsSearchFields = {
  interval: enumField(summaryIntervals),
  group_by: enumField(summaryGroupings),
  currency: (raw: string) => (/^[A-Z]{3}$/.test(raw) ? { value: raw } : { error: 'is not a currency code like EUR and was ignored' }),
  compare: enumField(compareModes),
  top: integerField(1, 30),
  rank: enumField(rankedFlows),
  rollup: enumField(['parents'] as const),
  mode: enumField(reportModes),
  chart: enumField(chartKinds),
  zeros: enumField(zeroLineChoices),
  units: enumField(reportUnits),
  /** Top-level categories opened to their subcategories, grouped by category (as on the 13 weeks). */
  expand: idListField,
} satisfies SearchFields;
export const reportsDefaultPeriod: PeriodPreset = 'year_to_date';
export const DEFAULT_TOP = 8;
