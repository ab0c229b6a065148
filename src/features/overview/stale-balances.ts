import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { incompleteAccountCount, MAX_NAMED_ACCOUNTS, type DataCompleteness } from '../../core/data-completeness.ts';

/**
 * One sentence beside a balance bridge: whose data stops before its last day, and that their sync
 * will bring movements dated earlier; null when nothing is missing. Here, not in the core beside
 * the completeness note's words: the core's module loads with every view, this only with `/`.
 * @example
 * "5 of 10 accounts last synced before Nov 19: their movements since then are not in these figures and may change
 * earlier days when they sync."
 */
export function describeStaleBalances(completeness: DataCompleteness, today: IsoDate, locale?: string): string | null {
  const { groups, accountsInScope, reachesTo } = completeness;
  const count = incompleteAccountCount(completeness);
  if (count === 0) return null;
  const names = groups.flatMap((group) => group.accounts.map((account) => account.name));
  const subject = count > MAX_NAMED_ACCOUNTS ? `${count} of ${accountsInScope} accounts` : new Intl.ListFormat(locale).format(names);
  // reachesTo is never after today, so it needs no year.
  const before = reachesTo === today ? 'today' : formatDate(reachesTo, { day: 'numeric', month: 'short' }, locale);
  const [their, they] = count === 1 ? ['its', 'it syncs'] : ['their', 'they sync'];
  return (
    `${subject} last synced before ${before}: ${their} movements since then are not in these figures` +
    ` and may change earlier days when ${they}.`
  );
}
