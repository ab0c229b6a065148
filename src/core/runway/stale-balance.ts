import { agreeing } from '../words/words.ts';
import {
  type DataCompleteness,
  describeCompleteness,
  formatShortDate,
  formatShortDateRange,
  incompleteAccountCount,
} from '../data-completeness.ts';

/**
 * Today's balance in words when some accounts' data stops before today (dataCompleteness over
 * today alone): the runway starts from that balance. Null when every account is current. Kept
 * out of data-completeness.ts, which every view loads, as only the runway says it.
 * @example short: "Today's balance may miss movements after Nov 11: 5 of 10 accounts have data only to Nov 11 – 18."
 * @example lines: ["Nov 11: Team cards and UK sterling account", "Nov 16: DE operating and US dollar account", "Nov 18: Qonto collections"]
 */
export function describeStaleBalance(completeness: DataCompleteness, locale?: string): { short: string; lines: string[] } | null {
  const { groups, reachesTo, accountsInScope } = completeness;
  const wording = describeCompleteness(completeness, locale);
  const [first] = groups;
  const last = groups.at(-1);
  if (!wording || !first || !last) return null;
  const oldest = formatShortDate(first.completeTo, reachesTo, locale);
  const range = first === last ? oldest : formatShortDateRange(first.completeTo, last.completeTo, reachesTo, locale);
  const count = incompleteAccountCount(completeness);
  return {
    short:
      `Today's balance may miss movements after ${oldest}:` +
      ` ${count} of ${accountsInScope} accounts ${agreeing(count, 'has', 'have')} data only to ${range}.`,
    lines: wording.lines,
  };
}
