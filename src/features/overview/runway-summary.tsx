import { Link } from '@tanstack/react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { RunwayHeadline } from '../../components/runway/runway-headline.tsx';
import type { CashRunwayState } from '../../components/runway/use-cash-runway.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import styles from './overview.module.css';

/**
 * The forecast runway as /forecasts computes it by default (3 months, late forecasts left out,
 * and said so) in one sentence, with what it leaves out: the detail behind the key figures'
 * runway and low point, from the same projection.
 */
export function RunwaySummary({ runway }: { runway: CashRunwayState }) {
  return (
    <section aria-labelledby="runway-heading" className={styles.section}>
      <div className={styles.sectionHeading}>
        <h2 id="runway-heading">Projected cash, next 3 months</h2>
        <Link to="/forecasts">Forecast calendar and runway</Link>
      </div>
      {runway.state === 'error' && <ErrorPanel error={runway.error} subject="the projection" onRetry={runway.retry} />}
      {runway.state === 'pending' && <Skeleton lines={1} label="Loading the projection" />}
      {runway.state === 'success' && <RunwayHeadline data={runway} />}
    </section>
  );
}
