import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { Amount } from '../../components/amount.tsx';
import type { IsoDate } from '../../core/calendar-date.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { closingBalance } from '../../core/api/schemas/summary.ts';
import { accountsBalanceRequest } from '../../core/views/accounts/accounts-search.ts';
import { plural } from '../../core/words/words.ts';
import styles from './accounts.module.css';

type Props = { selected: readonly string[]; listed: number; found: number; today: IsoDate };

/**
 * The accounts a link selects (`account_id`, a balance alert's link): how many, and their balance today in the
 * workspace currency, from the API's summary over them, the request the alert's figure comes from.
 */
export function AccountSelection({ selected, listed, found, today }: Props) {
  const balance = useQuery(summaryQueryFor(accountsBalanceRequest(today, selected)));
  const summary = balance.data;
  const closing = summary ? closingBalance(summary) : undefined;
  const missing = selected.length - found;
  return (
    <section className={`card ${styles.selection}`} aria-label="Selected accounts">
      <p>
        {plural(found, 'account')} of {listed} selected by the link
        {missing > 0 ? ` (${plural(missing, 'selected account')} not in the list any more)` : ''}.{' '}
        <Link to="/accounts">Show all accounts</Link>
      </p>
      {balance.isError && <p role="status">Their balance today could not be loaded.</p>}
      {summary && closing !== undefined && (
        <dl className={styles.selectionFacts}>
          <dt>Balance of the selection, {formatDate(today)}</dt>
          <dd>
            <Amount value={closing} currency={summary.currency} />
          </dd>
        </dl>
      )}
      {summary?.conversion.converted && (
        <p className="muted">
          Accounts in {summary.conversion.source_currencies.join(', ')} are converted to {summary.currency} by the API at today&apos;s rate.
        </p>
      )}
    </section>
  );
}
