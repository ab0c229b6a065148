import { plural } from '../../core/words/words.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { balanceBridge } from '../../core/cash-flow/balance-bridge.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { Amount } from '../../components/amount.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { sumByCurrency } from '../../components/accounts/group-accounts.ts';
import { STEP_SHORT_LABELS } from './bridge-words.ts';
import styles from './overview.module.css';

type Props = {
  cashToday: UseQueryResult<Summary>;
  accounts: UseQueryResult<{ items: Account[] }>;
  /** The key figures that follow total cash, before the sums per currency. */
  children?: ReactNode;
};

/** Total cash converted by the API at today's rate, the key figures, then the exact, unconverted sum per currency. */
export function CashTodayTiles({ cashToday, accounts, children }: Props) {
  const leadCurrency = cashToday.data?.currency;
  return (
    <div className={styles.tiles}>
      <section aria-labelledby="total-cash" className={`card ${styles.tile} ${styles.primary}`}>
        <h3 id="total-cash">Total cash</h3>
        <TotalCash cashToday={cashToday} />
      </section>
      {children}
      {accounts.isPending && (
        <section aria-label="Cash per currency" className={`card ${styles.tile}`}>
          <Skeleton lines={2} label="Loading cash per currency" />
        </section>
      )}
      {accounts.isError && (
        // The accounts section below shows the error and its retry; saying it twice adds nothing.
        <section aria-label="Cash per currency" className={`card ${styles.tile}`}>
          <p className="muted">Cash per currency needs the accounts, which could not be loaded (see Accounts below).</p>
        </section>
      )}
      {accounts.data &&
        sumByCurrency(accounts.data.items, leadCurrency).map((total) => (
          <section key={total.currency} aria-labelledby={`cash-${total.currency}`} className={`card ${styles.tile}`}>
            <h3 id={`cash-${total.currency}`}>Cash in {total.currency}</h3>
            <span className={styles.figure}>
              <Amount value={toMoneyString(total.total)} currency={total.currency} />
            </span>
            <p className={styles.footnote}>{plural(total.accounts, 'account')}, exact sum of balances</p>
          </section>
        ))}
    </div>
  );
}

function TotalCash({ cashToday }: { cashToday: UseQueryResult<Summary> }) {
  if (cashToday.isPending) return <Skeleton lines={2} label="Loading total cash" />;
  if (cashToday.isError) return <ErrorPanel error={cashToday.error} subject="total cash" onRetry={() => void cashToday.refetch()} />;
  const { totals, currency, conversion } = cashToday.data;
  if (totals.final_balance === undefined) return <p className="muted">The API gave no balance for today.</p>;
  return (
    <>
      <span className={styles.figure}>
        <Amount value={totals.final_balance} currency={currency} />
      </span>
      <SinceYesterday summary={cashToday.data} />
      <p className={styles.footnote}>
        {conversion.converted
          ? `All accounts in ${currency}, converted at today’s rate from ${conversion.source_currencies.join(', ')}`
          : `All accounts, in ${currency}`}
      </p>
    </>
  );
}

/**
 * Today's summary opens at yesterday's close (its starting_balance), so the change since then and
 * its split come from the same answer as Total cash. Lines that moved nothing are left out.
 */
function SinceYesterday({ summary }: { summary: Summary }) {
  const bridge = balanceBridge(summary.totals, summary.conversion);
  if (!bridge) return null;
  const { currency } = summary;
  const moved = bridge.steps.filter((step) => step.amount !== 0n);
  return (
    <p className={styles.sinceYesterday} data-since-yesterday>
      <Amount value={toMoneyString(bridge.closing - bridge.opening)} currency={currency} signed /> since yesterday’s close
      {moved.map((step, index) => (
        <span key={step.kind} data-step={step.kind}>
          {index === 0 ? ': ' : ', '}
          {STEP_SHORT_LABELS[step.kind]} <Amount value={toMoneyString(step.amount)} currency={currency} signed />
        </span>
      ))}
    </p>
  );
}
