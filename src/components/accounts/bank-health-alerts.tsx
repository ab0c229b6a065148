import { formatDateTime } from '../../core/calendar-date.ts';
import type { HealthNotice } from './to-health-notices.ts';
import styles from './accounts-common.module.css';

const KIND_LABEL: Record<HealthNotice['kind'], string> = {
  requires_action: 'Action needed',
  error: 'Connection error',
  stale: 'Out of date',
  ahead: 'Dated after today',
  unknown: 'Unknown status',
  consent: 'Consent',
};

/** Bank connections whose figures need a person: alerts are announced, softer notices are not. */
export function BankHealthAlerts({ notices }: { notices: readonly HealthNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Bank connections needing attention" className={styles.notices}>
      {notices.map((notice) => (
        <div
          key={`${notice.bankId}-${notice.kind}`}
          role={notice.severity === 'alert' ? 'alert' : 'note'}
          className={`${styles.notice} ${tone(notice)}`}
        >
          <span className={styles.noticeKind}>{KIND_LABEL[notice.kind]}</span>
          <span className={styles.headline}>{notice.headline}</span>
          <p className={styles.noticeDetail}>{detail(notice)}</p>
        </div>
      ))}
    </section>
  );
}

function tone(notice: HealthNotice): string {
  if (notice.kind === 'requires_action' || notice.kind === 'error') return styles.danger ?? '';
  return notice.severity === 'notice' ? (styles.soft ?? '') : '';
}

function detail(notice: HealthNotice): string {
  const parts: string[] = [];
  if (notice.affectedAccounts.length > 0) parts.push(`Accounts: ${notice.affectedAccounts.join(', ')}.`);
  if (notice.kind !== 'consent') {
    parts.push(notice.lastSyncAt ? `Last successful sync ${formatDateTime(notice.lastSyncAt)}.` : 'Never synced.');
  }
  if (notice.consent) {
    const when = formatDateTime(notice.consent.expiresAt);
    parts.push(notice.consent.expired ? `Consent expired ${when}.` : `Consent expires ${when}.`);
  }
  if (notice.severity === 'alert') parts.push('Balances on these accounts stop at the last sync.');
  return parts.join(' ');
}
