import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { ForecastFilters } from '../../core/api/requests.ts';
import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { Amount } from '../../components/amount.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { paidAgainstPlan } from '../../core/views/forecasts/paid-against-plan.ts';
import { PaidLine } from './paid-line.tsx';
import { describeRecurrence } from './recurrence-wording.ts';
import { StatusBadge } from './status-badge.tsx';
import { linkedTransactionsWindow } from './transactions-link.ts';
import styles from './forecasts-page.module.css';

/** Scenarios need their codec: it is fetched when a forecast's details open, not with the calendar. */
const LeaveOutControl = lazy(() => import('./scenarios/leave-out-control.tsx'));
/** Notes are the team's words, not the API's figures: they come after the details. */
const ForecastNotes = lazy(() => import('./notes/forecast-notes.tsx'));

const DETAIL_EXPAND = ['category', 'counterparty', 'labels', 'recurrence', 'linked_transactions'] as const;

type Props = {
  forecast: Forecast;
  filters: ForecastFilters;
  /** The page's notes window: the forecast's notes come with it, from the request the page's marks made. */
  notesWindow: DateWindow;
};

/**
 * There is no single-forecast endpoint (api-v1 4.2 is the only forecast path): the forecast's day
 * is fetched once, on opening, with every relation expanded (same filters, so the key is stable)
 * and the forecast picked by id. Its linked transactions give a realised one's paid line.
 */
export function ForecastDetails({ forecast, filters, notesWindow }: Props) {
  const query = useQuery(forecastsInWindowQuery({ ...filters, from: forecast.date, to: forecast.date }, DETAIL_EXPAND));
  if (query.isPending) return <Skeleton lines={6} label="Loading the forecast's details" />;
  if (query.isError) return <ErrorPanel error={query.error} subject="the forecast's details" onRetry={() => void query.refetch()} />;
  const detailed = query.data.items.find((item) => item.id === forecast.id);
  if (!detailed)
    return <p>This forecast is no longer in the API's answer for {formatDate(forecast.date)}: it may have moved or been deleted.</p>;
  return <DetailsBody forecast={detailed} notesWindow={notesWindow} />;
}

function DetailsBody({ forecast, notesWindow }: { forecast: Forecast; notesWindow: DateWindow }) {
  const screen = useScreenText();
  const counterparty = typeof forecast.counterparty === 'object' ? forecast.counterparty : null;
  const counterpartyName = counterparty && screen.counterparty(counterparty);
  const category = typeof forecast.category === 'object' ? forecast.category : null;
  const recurrence = typeof forecast.recurrence === 'object' ? forecast.recurrence : null;
  const labels = forecast.labels.flatMap((label) => (typeof label === 'object' ? [label.name] : []));
  const linked = forecast.linked_transactions.filter((item): item is Transaction => typeof item === 'object');
  // What a realised forecast was paid, from the transactions this request expanded: opening it costs no request of its own.
  const paid = paidAgainstPlan(forecast);
  const window = linkedTransactionsWindow(
    forecast.date,
    linked.map((transaction) => transaction.date),
  );
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>Expected on</dt>
        <dd>{formatDate(forecast.date, { dateStyle: 'full' })}</dd>
        <dt>Amount</dt>
        <dd>
          <Amount value={forecast.amount} currency={forecast.currency} signed />
        </dd>
        <dt>Remaining</dt>
        <dd>
          <Amount value={forecast.remaining_amount} currency={forecast.currency} signed />
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={forecast.status} />
          {paid && (
            <>
              {', '}
              <PaidLine paid={paid} />
            </>
          )}
        </dd>
        <dt>Counterparty</dt>
        <dd>{counterpartyName ?? 'Unattributed'}</dd>
        <dt>Category</dt>
        <dd>{category?.name ?? '—'}</dd>
        {labels.length > 0 && (
          <>
            <dt>Labels</dt>
            <dd>{labels.join(', ')}</dd>
          </>
        )}
        {forecast.description && (
          <>
            <dt>Description</dt>
            <dd>
              <FreeText text={forecast.description} />
            </dd>
          </>
        )}
        {forecast.comment && (
          <>
            <dt>Comment</dt>
            <dd>
              <FreeText text={forecast.comment} />
            </dd>
          </>
        )}
      </dl>

      <section aria-labelledby="recurrence-title">
        <h3 id="recurrence-title">Recurring plan</h3>
        {recurrence ? (
          <p data-recurrence>
            <strong>
              <FreeText text={recurrence.name} />
            </strong>
            : {describeRecurrence(recurrence, forecast.date)}
          </p>
        ) : (
          <p>A one-off forecast.</p>
        )}
      </section>

      <Suspense fallback={null}>
        <LeaveOutControl forecast={forecast} />
      </Suspense>

      <section aria-labelledby="linked-title">
        <h3 id="linked-title">Linked transactions</h3>
        {linked.length === 0 ? (
          <p>No transaction has been matched to this forecast yet.</p>
        ) : (
          <table className={styles.linked}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.numeric}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {linked.map((transaction) => (
                <tr key={transaction.id} data-transaction-id={transaction.id}>
                  <td>{formatDate(transaction.date)}</td>
                  <td>{transaction.description === null ? '—' : <FreeText text={transaction.description} />}</td>
                  <td className={styles.numeric}>
                    <Amount value={transaction.amount} currency={transaction.currency} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {counterparty && (
          <p>
            <Link to="/transactions" search={{ counterparty_id: [counterparty.id], from: window.from, to: window.to }}>
              Transactions with {counterpartyName}, {formatDate(window.from)} – {formatDate(window.to)}
            </Link>
          </p>
        )}
      </section>

      <Suspense fallback={null}>
        <ForecastNotes forecastId={forecast.id} window={notesWindow} />
      </Suspense>
    </div>
  );
}
