import { enumField, monthField } from '../../url-state/field-parsers.ts';
import type { FieldParser, SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { addMonths, type IsoDate } from '../../calendar-date.ts';
import { moneyUnits } from '../../money-units.ts';

// The link's vocabulary lives here, apart from the pack's window maths (pack-windows.ts): every
// view's first download validates this link, and only the board pack computes its windows.
export const compareModes = ['previous_month', 'previous_year'] as const;
export type CompareMode = (typeof compareModes)[number];

/** "2026-10" on 2026-11-20: the last month that has ended before today. */
export function lastCompleteMonth(today: IsoDate): string {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A pack reports a closed month: a month not over yet would show half a month as if it were whole. */
const closedMonthField: FieldParser<string> = (raw, context) => {
  const parsed = monthField(raw);
  if ('error' in parsed) return parsed;
  const latest = lastCompleteMonth(context.today);
  return parsed.value > latest ? { value: latest, note: `is not over yet; the last complete month (${latest}) is shown` } : parsed;
};

export const boardPackSearchFields = {
  month: closedMonthField,
  currency: (raw: string) => (/^[A-Z]{3}$/.test(raw) ? { value: raw } : { error: 'is not a currency code like EUR and was ignored' }),
  compare: enumField(compareModes),
  /** The tables' figures to the cent (the default), in whole units or in thousands; key figures and the workbook stay exact. */
  units: enumField(moneyUnits),
} satisfies SearchFields;

/** Not shown (the pack picks a month, not a window), but kept for the links the filter bar copies. */
export const boardPackDefaultPeriod: PeriodPreset = 'last_month';
