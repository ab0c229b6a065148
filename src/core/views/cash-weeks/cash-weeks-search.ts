import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { amountField, enumField, idListField, numberChoiceField } from '../../url-state/field-parsers.ts';
import { scenarioSearchFields } from '../../scenarios/scenario-params.ts';
import { moneyUnits } from '../../money-units.ts';

/**
 * The 13-week view's own parameters: the runway's minimum and late items (the same names as on
 * /forecasts, so a link carries over), the scenarios, the earlier version compared with, and the
 * top-level categories shown opened up, the units of the table's figures, and whether this week's actual part is shown.
 */
export const cashWeeksSearchFields = {
  min_cash: amountField,
  /** `include` counts late forecasts in this week, as the runway does; left out by default. */
  overdue: enumField(['include', 'exclude'] as const),
  version: (raw: string) => {
    const parsed = idListField(raw);
    if ('error' in parsed || parsed.value.length !== 1) return { error: 'is not a version id and was ignored' };
    return { value: parsed.value[0]! };
  },
  expand: idListField,
  ...scenarioSearchFields,
  /** Which of the link's scenarios the table shows (1 to 3), beside the base case; none shows the base case. */
  scenario: numberChoiceField([1, 2, 3] as const),
  /** The table's figures to the cent, in whole units, or in thousands (the default: all 13 weeks fit a laptop's screen). */
  units: enumField(moneyUnits),
  /** `shown` writes this week's actual part so far under each of this week's figures; left out by default, on demand. */
  actuals: enumField(['shown'] as const),
} satisfies SearchFields;
/** The view always starts this week: the shared window does not move it; kept for the links the filter bar copies. */
export const cashWeeksDefaultPeriod: PeriodPreset = 'this_month';
