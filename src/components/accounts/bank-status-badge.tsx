import { healthLabel } from './account-labels.ts';
import type { BankHealth } from './bank-health.ts';
import styles from './accounts-common.module.css';

/** The bank's state in words; the mark's colour and shape only repeat what the words say. */
export function BankStatusBadge({ health }: { health: BankHealth }) {
  const { text, tone } = healthLabel(health);
  return <span className={`${styles.badge} ${styles[tone]}`}>{text}</span>;
}
