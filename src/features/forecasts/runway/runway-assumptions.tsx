import { Link } from '@tanstack/react-router';
import type { DataCompleteness } from '../../../core/data-completeness.ts';
import { describeStaleBalance } from '../../../core/runway/stale-balance.ts';
import { Amount } from '../../../components/amount.tsx';
import { formatDate } from '../../../core/calendar-date.ts';
import { today } from '../../../browser/page-meta.ts';
import type { CashRunwayData } from '../../../components/runway/use-cash-runway.ts';
import { ConvertedCurrencies, UnconvertedCurrencies } from './forecast-currencies.tsx';
import styles from '../forecasts-page.module.css';

/** What the projection assumed, in words, so a reader can judge it. */
export function RunwayAssumptions({ data, scenarios }: { data: CashRunwayData; scenarios: boolean }) {
  const { currency, accounts, conversion, runway, converted, otherCurrencies, startingBalance, lookbackFrom, staleAccounts } = data;
  const accountCurrencies = [...new Set(accounts.map((account) => account.currency))].sort();
  return (
    <section aria-labelledby="runway-assumptions" className={styles.assumptions}>
      <h3 id="runway-assumptions">What this projection assumes</h3>
      <ul>
        <li>
          Starts from <Amount value={startingBalance} currency={currency} />, the end-of-day balance on {formatDate(today())} of all{' '}
          {accounts.length} accounts ({accountCurrencies.join(', ')}), as the API reports it in the workspace currency, {currency}.
          {conversion.converted
            ? ` Balances in ${conversion.source_currencies.join(', ')} are converted by the API at the rate of today.`
            : ' No conversion was needed.'}
        </li>
        <StaleBalance stale={staleAccounts} />
        <li>
          Then adds, day by day, what planned, partial and overdue forecasts still expect (their remaining amounts), in {currency}
          {converted.length > 0 ? ' or converted to it as below' : ''}. Realised forecasts add nothing. The filters above do not apply here:
          a balance needs every forecast.
        </li>
        <li>
          {runway.late.count === 0 ? (
            `No forecast dated since ${formatDate(lookbackFrom)} is late.`
          ) : (
            <>
              Late forecasts are those still expected and dated before today (overdue, or partly matched), looked for since{' '}
              {formatDate(lookbackFrom)}: {runway.late.count} of them.{' '}
              {runway.late.counted
                ? 'They are counted as arriving today, receipts and payments alike.'
                : 'They are left out: the projection assumes none of them is received or paid today. The late payments are still owed.'}
            </>
          )}
        </li>
        <ConvertedCurrencies converted={converted} into={currency} accounts={accounts} />
        <UnconvertedCurrencies leftOut={otherCurrencies} accounts={accounts} />
        {scenarios && (
          <li data-scenario-assumptions>
            Scenarios change only these forecasts{converted.length > 0 ? ', those in other currencies as converted' : ''}
            {otherCurrencies.length > 0 ? '; like the base case, forecasts the API gives no rate for stay out of every scenario' : ''}, and
            add movements in {currency}. Whatever order they are listed in, adjustments apply in this order: forecasts left out, then moved,
            then changed by a percentage, then movements added, then the run rate. A move lands no earlier than today; a late forecast moves
            from today when late ones are counted, and stays out when they are not. The run rate averages each category's net cash flow
            (actuals, converted by the API) over the last complete months and fills only the months where nothing is planned for that
            category.
          </li>
        )}
        <li>Accounts: {accounts.map((account) => `${account.name} (${account.currency})`).join(', ')}.</li>
      </ul>
    </section>
  );
}

/** Which accounts the starting balance may be behind on, each with the day its data stops. */
function StaleBalance({ stale }: { stale: DataCompleteness }) {
  const wording = describeStaleBalance(stale);
  if (!wording) return null;
  return (
    <li data-stale-assumption>
      {wording.short} Their data stops on {wording.lines.join('; ')}. What they received or paid since is missing from that balance, and the
      projection does not guess it; their bank connections are on <Link to="/accounts">Accounts</Link>.
    </li>
  );
}
