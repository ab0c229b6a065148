import { Link } from '@tanstack/react-router';
import { healthSummary } from '../../components/accounts/health-summary.ts';
import type { HealthNotice } from '../../components/accounts/to-health-notices.ts';
import styles from './overview.module.css';

/**
 * The bank connections' trouble in one line above the cash, with the way to its detail: the first
 * screen is for the cash, and the names and dates of each connection are on /accounts.
 */
export function BankHealthLine({ notices }: { notices: readonly HealthNotice[] }) {
  const summary = healthSummary(notices);
  if (!summary) return null;
  return (
    <section
      aria-label="Bank connections needing attention"
      className={`${styles.bankLine} ${styles[summary.tone] ?? ''}`}
      data-bank-line={summary.tone}
    >
      <p>
        <span aria-hidden="true" className={styles.bankMark} />
        {summary.sentence}
      </p>
      <Link to="/accounts">Review the connections</Link>
    </section>
  );
}
