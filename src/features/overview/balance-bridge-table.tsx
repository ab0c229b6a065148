import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { Amount } from '../../components/amount.tsx';
import { today } from '../../browser/page-meta.ts';
import { balanceBridge } from '../../core/cash-flow/balance-bridge.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { type CompletenessScope, dataCompleteness } from '../../core/data-completeness.ts';
import { toMoneyString, type Cents } from '../../core/money.ts';
import { stepLabel } from './bridge-words.ts';
import { describeStaleBalances } from './stale-balances.ts';
import styles from './overview.module.css';
import { useShownAccounts } from '../../components/presentation/use-shown-accounts.ts';

/** Opening cash to closing cash over the summary's window, line by line; nothing when the summary has no balances. */
export function BalanceBridgeTable({ summary, scope }: { summary: Summary; scope: CompletenessScope }) {
  const bridge = balanceBridge(summary.totals, summary.conversion);
  if (!bridge) return null;
  const { currency, window } = summary;
  return (
    <div className={`card ${styles.bridge}`}>
      <table>
        <caption>From opening to closing cash, in {currency}</caption>
        <tbody>
          <BridgeRow
            label={
              <>
                Opening cash, <DateOf day={window.from} />
              </>
            }
            amount={bridge.opening}
            currency={currency}
          />
          {bridge.steps.map((step) => (
            <BridgeRow
              key={step.kind}
              label={stepLabel(step.kind, summary.conversion.source_currencies)}
              amount={step.amount}
              currency={currency}
              signed
            />
          ))}
        </tbody>
        <tfoot>
          <BridgeRow
            label={
              <>
                Closing cash, <DateOf day={window.to} />
              </>
            }
            amount={bridge.closing}
            currency={currency}
          />
        </tfoot>
      </table>
      <StaleBalancesCaveat window={window} scope={scope} />
    </div>
  );
}

type RowProps = { label: ReactNode; amount: Cents; currency: string; signed?: boolean };

// A line that moved nothing says so in words: "none" reads faster than a column of zeros.
function BridgeRow({ label, amount, currency, signed = false }: RowProps) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {signed && amount === 0n ? (
          <span className="muted">none</span>
        ) : (
          <Amount value={toMoneyString(amount)} currency={currency} signed={signed} />
        )}
      </td>
    </tr>
  );
}

function DateOf({ day }: { day: IsoDate }) {
  return <time dateTime={day}>{formatDate(day)}</time>;
}

/** Accounts whose bank has not synced up to the window's end: their sync may still move these lines. */
function StaleBalancesCaveat({ window, scope }: { window: Summary['window']; scope: CompletenessScope }) {
  const accounts = useQuery(accountsQuery());
  const shown = useShownAccounts();
  const caveat =
    accounts.data &&
    describeStaleBalances(dataCompleteness({ accounts: shown(accounts.data.items), window, today: today(), scope }), today());
  return caveat ? <p className={styles.footnote}>{caveat}</p> : null;
}
