import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { amountField, enumField, integerField, monthField, numberChoiceField } from '../../url-state/field-parsers.ts';
import { runwayHorizons } from '../../runway/runway-settings.ts';
import { forecastStatuses } from '../../api/schemas/forecast-status.ts';
import { scenarioSearchFields } from '../../scenarios/scenario-params.ts';

export const forecastsSearchFields = {
  month: monthField,
  view: enumField(['calendar', 'list'] as const),
  status: enumField(forecastStatuses),
  horizon: numberChoiceField(runwayHorizons),
  /** A horizon of 1 to 52 weeks instead of `horizon` months, ending on a projected-cash alert's last day. */
  horizon_weeks: integerField(1, 52),
  min_cash: amountField,
  /** `include` counts late forecasts as arriving today; older links wrote `exclude`, which is now the default. */
  overdue: enumField(['include', 'exclude'] as const),
  ...scenarioSearchFields,
} satisfies SearchFields;
export const forecastsDefaultPeriod: PeriodPreset = 'this_month';
