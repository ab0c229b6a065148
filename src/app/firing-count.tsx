import { useQuery } from '@tanstack/react-query';
import { alertRulesQuery } from '../api/alerts/alert-queries.ts';
import styles from './app-nav.module.css';

/**
 * Beside Alerts in the navigation, how many rules fire now: nothing when none does, or when the
 * workspace does not answer (the Alerts page says why). Asked after the first paint.
 */
export function FiringCount() {
  const rules = useQuery(alertRulesQuery());
  const firing = rules.data?.rules.filter((rule) => rule.enabled && rule.state.status === 'firing').length ?? 0;
  if (firing === 0) return null;
  return (
    <span className={styles.count} data-firing={firing}>
      <span className="visually-hidden">, </span>
      {firing}
      <span className="visually-hidden"> firing</span>
    </span>
  );
}
