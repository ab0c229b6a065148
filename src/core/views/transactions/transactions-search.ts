import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { idListField } from '../../url-state/field-parsers.ts';

/** `tx` keeps the open detail panel in the link, so a shared URL opens the same row. */
export const transactionsSearchFields = {
  tx: (raw: string) => {
    const parsed = idListField(raw);
    if ('error' in parsed || parsed.value.length !== 1) return { error: 'is not a transaction id and was ignored' };
    return { value: parsed.value[0]! };
  },
} satisfies SearchFields;
export const transactionsDefaultPeriod: PeriodPreset = 'last_3_months';
