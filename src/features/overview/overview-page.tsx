import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cashTodayQuery } from '../../api/queries/summary-queries.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { AccountsOverview } from './accounts-overview.tsx';
import { BankHealthLine } from './bank-health-line.tsx';
import { useAccountsAndBanks } from '../../components/accounts/use-bank-health.ts';
import { CashFlowSection } from './cash-flow-section.tsx';
import { CashTodayTiles } from './cash-today-tiles.tsx';
import { KeyFigureTiles } from './key-figure-tiles.tsx';
import { RunwaySummary } from './runway-summary.tsx';
import { useCashRunway } from '../../components/runway/use-cash-runway.ts';
import { defaultRunwaySettings } from '../../core/runway/runway-settings.ts';
import styles from './overview.module.css';

const SETTLE_WAIT_MS = 1_000;

/** The CFO's morning read: cash today, what needs a person, flows over the window, every account. */
export function OverviewPage() {
  const day = today();
  const { accounts, banks, banksById, notices, nowMs } = useAccountsAndBanks();
  const cashToday = useQuery(cashTodayQuery(day));
  // Projected once: the key figures and the runway's sentence below read the same projection.
  const runway = useCashRunway(defaultRunwaySettings);
  // Alerts and tiles change height with their data: the page appears once they are known, so
  // nothing below them jumps; a request that hangs holds it back for a second at most.
  const waited = useWaited(SETTLE_WAIT_MS);
  const settling = !waited && (accounts.isPending || banks.isPending || cashToday.isPending);

  return (
    <>
      <header className="page-header">
        <h1>Cash position</h1>
        <span className="muted">
          Today, <time dateTime={day}>{formatDate(day, { dateStyle: 'full' })}</time>
        </span>
      </header>
      {settling && <Skeleton lines={10} label="Loading the cash position" />}
      <div hidden={settling}>
        {banks.isError && <ErrorPanel error={banks.error} subject="the bank connections" onRetry={() => void banks.refetch()} />}
        <BankHealthLine notices={notices} />

        <section aria-labelledby="cash-today-heading" className={styles.section}>
          <h2 id="cash-today-heading" className="visually-hidden">
            Cash today
          </h2>
          <CashTodayTiles cashToday={cashToday} accounts={accounts}>
            <KeyFigureTiles runway={runway} />
          </CashTodayTiles>
        </section>

        <CashFlowSection />

        <RunwaySummary runway={runway} />

        <section aria-labelledby="accounts-heading" className={styles.section}>
          <div className={styles.sectionHeading}>
            <h2 id="accounts-heading">Accounts</h2>
            <Link to="/accounts">All account details</Link>
          </div>
          <AccountsOverview accounts={accounts} banksById={banksById} nowMs={nowMs} leadCurrency={cashToday.data?.currency} today={day} />
        </section>
      </div>
    </>
  );
}

function useWaited(milliseconds: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), milliseconds);
    return () => clearTimeout(timer);
  }, [milliseconds]);
  return waited;
}
