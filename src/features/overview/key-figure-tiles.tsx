import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { Amount } from '../../components/amount.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import type { CashRunwayData, CashRunwayState } from '../../components/runway/use-cash-runway.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { absCents, toMoneyString } from '../../core/money.ts';
import { cashOutlook, type CashOutlook, type MonthlyRate, type ZeroCash } from '../../core/runway/cash-outlook.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { recentFlows, recentFlowsRequest } from '../../core/runway/recent-rate.ts';
import { tenthsText } from '../../core/runway/runway-length.ts';
import styles from './overview.module.css';

const longDate = (date: IsoDate) => formatDate(date, { dateStyle: 'long' });
const PENDING = ['Runway', 'Burn', 'Low point'];

/**
 * The figures a CFO reads beside total cash: a company that burns sees its burn and its runway,
 * one that generates cash its free cash flow; both see the plan's low point. Each says its method.
 */
export function KeyFigureTiles({ runway }: { runway: CashRunwayState }) {
  const day = today();
  const rate = useQuery(summaryQueryFor(recentFlowsRequest(day)));
  if (runway.state === 'error')
    return (
      <Tile id="key-figures" title="Runway and burn">
        <ErrorPanel error={runway.error} subject="the projection" onRetry={runway.retry} />
      </Tile>
    );
  if (rate.isError)
    return (
      <Tile id="key-figures" title="Runway and burn">
        <ErrorPanel error={rate.error} subject="the last twelve months" onRetry={() => void rate.refetch()} />
      </Tile>
    );
  // Three tiles' room while the answers come, so the figures below do not move when they do.
  if (runway.state === 'pending' || !rate.data)
    return PENDING.map((title, index) => (
      <Tile key={title} id={`key-figure-pending-${index}`} title={title}>
        <Skeleton lines={2} label={`Loading the ${title.toLowerCase()}`} />
      </Tile>
    ));
  const outlook = cashOutlook({ today: day, runway: runway.runway, planEnd: runway.horizonEnd, recent: recentFlows(rate.data, day) });
  return (
    <>
      {outlook.burn ? (
        <BurnTile burn={outlook.burn} year={outlook.lastTwelveMonths} currency={runway.currency} />
      ) : (
        <FreeCashFlowTile outlook={outlook} currency={runway.currency} />
      )}
      {outlook.zeroCash.by !== 'none' && <RunwayTile zeroCash={outlook.zeroCash} data={runway} />}
      <LowPointTile outlook={outlook} currency={runway.currency} anyLate={runway.runway.late.oldest !== null} />
    </>
  );
}

function Tile({ id, title, children, footnote }: { id: string; title: string; children: ReactNode; footnote?: ReactNode | undefined }) {
  return (
    <section aria-labelledby={id} className={`card ${styles.tile}`} data-key-figure={id}>
      <h3 id={id}>{title}</h3>
      {children}
      {footnote && <p className={styles.footnote}>{footnote}</p>}
    </section>
  );
}

function BurnTile({ burn, year, currency }: { burn: NonNullable<CashOutlook['burn']>; year: MonthlyRate; currency: string }) {
  return (
    <Tile
      id="net-burn"
      title="Net burn"
      footnote={
        <>
          a month, the average of {monthsLabel(burn.window)}, every receipt and payment
          {burn.window.from !== year.window.from && (
            <>
              ; over {monthsLabel(year.window)} <Amount value={toMoneyString(year.net)} currency={currency} signed /> a month
            </>
          )}
        </>
      }
    >
      <span className={styles.figure} data-burn>
        <Amount value={toMoneyString(absCents(burn.monthly))} currency={currency} />
      </span>
    </Tile>
  );
}

/** A company that generates cash over the year: its free cash flow, then the pace of the last three months beside it. */
function FreeCashFlowTile({ outlook, currency }: { outlook: CashOutlook; currency: string }) {
  const { lastTwelveMonths: year, lastThreeMonths: pace } = outlook;
  return (
    <Tile
      id="free-cash-flow"
      title="Free cash flow"
      footnote={
        <>
          a month, the average of {monthsLabel(year.window)}: operating and investing flows, before financing; over{' '}
          {monthsLabel(pace.window)}{' '}
          <span data-pace>
            <Amount value={toMoneyString(pace.freeCashFlow)} currency={currency} signed />
          </span>{' '}
          a month
        </>
      }
    >
      <span className={styles.figure} data-free-cash-flow>
        <Amount value={toMoneyString(year.freeCashFlow)} currency={currency} signed />
      </span>
    </Tile>
  );
}

function RunwayTile({ zeroCash, data }: { zeroCash: Exclude<ZeroCash, { by: 'none' }>; data: CashRunwayData }) {
  const screen = useScreenText();
  const plan = <PlanWords planEnd={data.horizonEnd} anyLate={data.runway.late.oldest !== null} />;
  if (zeroCash.by === 'beyond') {
    return (
      <Tile
        id="runway"
        title="Runway"
        footnote={
          <>
            Cash lasts past <time dateTime={zeroCash.limit}>{longDate(zeroCash.limit)}</time>: {plan}, then at the net burn.
          </>
        }
      >
        <span className={styles.figure} data-runway-months="beyond">
          over {zeroCash.months} months
        </span>
      </Tile>
    );
  }
  const method = zeroCash.by === 'plan' ? <>{plan}.</> : <>{plan}, then at the net burn.</>;
  return (
    <Tile
      id="runway"
      title="Runway"
      footnote={
        <>
          Cash reaches zero {zeroCash.by === 'rate' ? 'around' : 'on'}{' '}
          <time dateTime={zeroCash.date} data-zero-cash={zeroCash.by}>
            {longDate(zeroCash.date)}
          </time>
          : {method}
        </>
      }
    >
      <span className={styles.figure} data-runway-months={screen.masked ? undefined : tenthsText(zeroCash.tenths)}>
        {screen.masked ? '—' : tenthsText(zeroCash.tenths)} months
      </span>
    </Tile>
  );
}

function LowPointTile({ outlook, currency, anyLate }: { outlook: CashOutlook; currency: string; anyLate: boolean }) {
  const { low, planEnd } = outlook;
  return (
    <Tile
      id="low-point"
      title="Low point"
      footnote={
        <>
          on <time dateTime={low.date}>{longDate(low.date)}</time>, the lowest <PlanWords planEnd={planEnd} anyLate={anyLate} />
        </>
      }
    >
      <span className={styles.figure} data-low-point data-date={low.date}>
        <Amount value={toMoneyString(low.balance)} currency={currency} />
      </span>
    </Tile>
  );
}

/** What the plan's figures assume: its horizon, and the late forecasts it leaves out (the default reading) when there are any. */
function PlanWords({ planEnd, anyLate }: { planEnd: IsoDate; anyLate: boolean }) {
  return (
    <>
      by the plan to <time dateTime={planEnd}>{longDate(planEnd)}</time>
      {anyLate && ', late forecasts left out'}
    </>
  );
}

/** "Aug – Oct 2026": the complete months a rate averages. */
function monthsLabel({ from, to }: DateWindow): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return (
    `${formatDate(from, sameYear ? { month: 'short' } : { month: 'short', year: 'numeric' })}` +
    ` – ${formatDate(to, { month: 'short', year: 'numeric' })}`
  );
}
