import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { useInView } from '../../browser/use-in-view.ts';
import { Amount } from '../../components/amount.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { RunwayHeadline } from '../../components/runway/runway-headline.tsx';
import { useCashRunway, type CashRunwayData } from '../../components/runway/use-cash-runway.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { parseMoney, toMoneyString } from '../../core/money.ts';
import { averageMonthlyNet, recentRateRequest, recentRateWindow } from '../../core/runway/recent-rate.ts';
import { runwayLength, tenthsText } from '../../core/runway/runway-length.ts';
import { defaultRunwaySettings } from '../../core/runway/runway-settings.ts';
import styles from './overview.module.css';

/**
 * The forecast runway as /forecasts computes it by default (3 months, late forecasts left out,
 * and said so), its length in months, and the recent rate beside it: how long, by the plan, and
 * how fast, by the last three months. Its requests wait until the section is in view: the key's
 * 120 a minute are shared.
 */
export function RunwaySummary() {
  const [ref, inView] = useInView<HTMLElement>();
  const runway = useCashRunway({ ...defaultRunwaySettings, enabled: inView });
  const day = today();
  const rate = useQuery({ ...summaryQueryFor(recentRateRequest(day)), enabled: inView });

  return (
    <section ref={ref} aria-labelledby="runway-heading" className={styles.section}>
      <div className={styles.sectionHeading}>
        <h2 id="runway-heading">Projected cash, next 3 months</h2>
        <Link to="/forecasts">Forecast calendar and runway</Link>
      </div>
      {runway.state === 'error' && <ErrorPanel error={runway.error} subject="the projection" onRetry={runway.retry} />}
      {runway.state === 'pending' && <Skeleton lines={1} label="Loading the projection" />}
      {runway.state === 'success' && (
        <>
          <RunwayHeadline data={runway} />
          <dl className={styles.runwayFigures}>
            <RunwayLength data={runway} day={day} />
            <div data-recent-rate>
              <dt>Average monthly net cash flow, {rateLabel(day)}</dt>
              <dd>
                {rate.data ? (
                  <Amount value={toMoneyString(averageMonthlyNet(parseMoney(rate.data.totals.net)))} currency={rate.data.currency} signed />
                ) : rate.error ? (
                  <ErrorPanel error={rate.error} subject="the last three months" onRetry={() => void rate.refetch()} />
                ) : (
                  <Skeleton lines={1} label="Loading the last three months" />
                )}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

function RunwayLength({ data, day }: { data: CashRunwayData; day: IsoDate }) {
  const length = runwayLength(data.runway, day, data.horizonEnd);
  return (
    <div data-runway-length>
      <dt>Runway, by the projection</dt>
      <dd>
        {length.kind === 'beyond' ? (
          <>beyond the 3 months projected</>
        ) : (
          <>
            {tenthsText(length.tenths)} months: under zero on <time dateTime={length.date}>{formatDate(length.date, { dateStyle: 'long' })}</time>
          </>
        )}
      </dd>
    </div>
  );
}

/** "Aug – Oct 2026": the three complete months the rate averages. */
function rateLabel(day: IsoDate): string {
  const { from, to } = recentRateWindow(day);
  return `${formatDate(from, { month: 'short' })} – ${formatDate(to, { month: 'short', year: 'numeric' })}`;
}
