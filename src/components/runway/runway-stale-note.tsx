import { Link } from '@tanstack/react-router';
import { type DataCompleteness, incompleteAccountCount } from '../../core/data-completeness.ts';
import { describeStaleBalance } from '../../core/runway/stale-balance.ts';
import styles from './runway-headline.module.css';

/**
 * Beside the headline: the balance the projection starts from misses whatever accounts whose
 * data stops before today (a bank not synced) received or paid since, by the completeness rule
 * the flow figures use. Nothing is drawn when every account is current.
 */
export function RunwayStaleNote({ stale }: { stale: DataCompleteness }) {
  const wording = describeStaleBalance(stale);
  if (!wording) return null;
  return (
    <p className={styles.note} data-runway-stale data-count={incompleteAccountCount(stale)} data-oldest={stale.groups[0]?.completeTo}>
      {wording.short} <Link to="/accounts">See the accounts</Link>
    </p>
  );
}
