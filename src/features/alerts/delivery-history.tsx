import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { deliveriesQuery } from '../../api/alerts/alert-queries.ts';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import type { AlertRule, Delivery } from '../../core/alerts/contract.ts';
import { CHANNEL_LABELS, deliveryStatusInWords, EVENT_LABELS, type Wording } from './alert-words.ts';
import { StateBadge } from './rule-state.tsx';
import styles from './alerts.module.css';

type Props = { rules: AlertRule[]; words: Wording; presenting: boolean };

/** Every message sent or waiting, newest first, for one rule or all, a page at a time. */
export function DeliveryHistory({ rules, words, presenting }: Props) {
  const id = useId();
  const [ruleId, setRuleId] = useState<string | undefined>(undefined);
  const history = useInfiniteQuery(deliveriesQuery(ruleId));
  const deliveries = useMemo(() => history.data?.pages.flatMap((page) => page.deliveries) ?? [], [history.data]);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>Delivery history</h2>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={`${id}-rule`}>Rule</label>
          <select
            id={`${id}-rule`}
            className={styles.control}
            value={ruleId ?? ''}
            onChange={(event) => setRuleId(event.target.value || undefined)}
          >
            <option value="">Every rule</option>
            {rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {presenting && <p>Recipients and subjects are hidden while presenting.</p>}
      {history.error ? (
        <WorkspaceProblem error={history.error} />
      ) : !history.data ? (
        <Skeleton lines={5} label="Loading the delivery history" />
      ) : deliveries.length === 0 ? (
        <p>Nothing has been sent{ruleId ? ' for this rule' : ''} yet.</p>
      ) : (
        <DeliveryTable deliveries={deliveries} words={words} presenting={presenting} />
      )}
      {history.hasNextPage && (
        <button type="button" className="button" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}

function DeliveryTable({ deliveries, words, presenting }: { deliveries: Delivery[]; words: Wording; presenting: boolean }) {
  return (
    <WideTableScroll label="Deliveries" lastColumn="Status">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Rule</th>
            <th scope="col">Event</th>
            <th scope="col">Sent to</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row" className={styles.nowrap}>
                <time dateTime={delivery.createdAt}>{words.when(delivery.createdAt)}</time>
              </th>
              <td>
                <ShownName text={delivery.ruleName} />
                {!presenting && (
                  <span className={styles.reading}>
                    <bdi>{delivery.subject}</bdi>
                  </span>
                )}
              </td>
              <td>{EVENT_LABELS[delivery.event]}</td>
              <td>
                {CHANNEL_LABELS[delivery.channel]}
                {presenting ? '' : ': '}
                {!presenting && <bdi>{delivery.recipient}</bdi>}
              </td>
              <td>
                <StateBadge state={shownStatus(delivery, words, presenting)} />
                {delivery.attempts > 1 && <span className={styles.reading}>{delivery.attempts} attempts</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTableScroll>
  );
}

/** An error can quote a recipient ("550 ada@example.com unknown"): while presenting, only that it failed or waits. */
function shownStatus(delivery: Delivery, words: Wording, presenting: boolean) {
  const status = deliveryStatusInWords(delivery, words);
  if (!presenting || delivery.lastError === null) return status;
  return { ...status, text: `${delivery.status === 'failed' ? 'Failed' : 'Pending'} (details hidden while presenting)` };
}
