import { useState } from 'react';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { isScheduled } from '../../core/alerts/contract.ts';
import type { AlertRule, Destination } from '../../core/alerts/contract.ts';
import { CHANNEL_LABELS, conditionInWords, repeatInWords, stateInWords, type Wording } from './alert-words.ts';
import { StateBadge } from './rule-state.tsx';
import styles from './alerts.module.css';

export type RuleActions = {
  subscribe: (rule: AlertRule, subscribed: boolean) => void;
  edit: (rule: AlertRule) => void;
  test: (rule: AlertRule) => void;
  remove: (rule: AlertRule) => void;
  /** The rule a write is under way for. */
  busyId: string | null;
  /** Subscribing sends e-mail: a user without an address can only unsubscribe. */
  canSubscribe: boolean;
};

type Props = { rules: AlertRule[]; words: Wording; presenting: boolean; actions: RuleActions };

/** The rules: name and state first (they stay on a phone's screen), then what each watches and its history. */
export function RulesTable({ rules, words, presenting, actions }: Props) {
  return (
    <WideTableScroll label="Alert rules" lastColumn="Actions">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Rule and state</th>
            <th scope="col">Watches</th>
            <th scope="col">Last checked</th>
            <th scope="col">Last sent</th>
            <th scope="col">Last failure</th>
            <th scope="col">Sent to</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <RuleRow key={rule.id} rule={rule} words={words} presenting={presenting} actions={actions} />
          ))}
        </tbody>
      </table>
    </WideTableScroll>
  );
}

const never = <span className="muted">Never</span>;

function RuleRow({ rule, words, presenting, actions }: { rule: AlertRule; words: Wording; presenting: boolean; actions: RuleActions }) {
  const { state } = rule;
  const time = (iso: string | null) => (iso ? <time dateTime={iso}>{words.when(iso)}</time> : never);
  return (
    <tr>
      <th scope="row">
        <ShownName text={rule.name} />
        <br />
        <StateBadge state={shownState(rule, words, presenting)} />
      </th>
      <td className={styles.watches}>
        {conditionInWords(rule.condition, words)}
        {state.reading !== null && (
          <span className={styles.reading}>{presenting ? 'Reading hidden while presenting.' : state.reading}</span>
        )}
        {!isScheduled(rule.condition) && <span className={styles.reading}>Repeats: {repeatInWords(rule.repeatEveryHours)}</span>}
      </td>
      <td className={styles.nowrap}>{time(state.lastCheckedAt)}</td>
      <td className={styles.nowrap}>{time(state.lastSentAt)}</td>
      <td>
        <Failures state={state} words={words} presenting={presenting} />
      </td>
      <td className={styles.recipients}>
        <Recipients rule={rule} presenting={presenting} />
      </td>
      <td className={styles.rowActions}>
        <RuleButtons rule={rule} actions={actions} presenting={presenting} />
      </td>
    </tr>
  );
}

/** An evaluation's error can quote a figure or a name: while presenting, only that it failed. */
function shownState(rule: AlertRule, words: Wording, presenting: boolean) {
  const state = stateInWords(rule, words);
  return presenting && state.tone === 'error' ? { ...state, text: 'Error (details hidden while presenting)' } : state;
}

/** The last failed check, then each channel's last failed send, each until it succeeds again. */
function Failures({ state, words, presenting }: { state: AlertRule['state']; words: Wording; presenting: boolean }) {
  const failures = [
    ...(state.lastFailure ? [{ key: 'check', label: 'Check', ...state.lastFailure }] : []),
    ...state.channelFailures.map((failure) => ({ ...failure, key: failure.channel, label: CHANNEL_LABELS[failure.channel] })),
  ];
  if (failures.length === 0) return <span className="muted">None</span>;
  return failures.map((failure) => (
    <p key={failure.key} className={styles.failure}>
      <span className={styles.nowrap}>
        {failure.label}, <time dateTime={failure.at}>{words.when(failure.at)}</time>
      </span>
      <span className={styles.reading}>{presenting ? 'Details hidden while presenting.' : failure.message}</span>
    </p>
  ));
}

function Recipients({ rule, presenting }: { rule: AlertRule; presenting: boolean }) {
  const subscribers = `${rule.subscriberCount} ${rule.subscriberCount === 1 ? 'subscriber' : 'subscribers'}`;
  if (rule.destinations.length === 0) return <span className={styles.nowrap}>{subscribers}</span>;
  return (
    <>
      <span className={styles.nowrap}>{subscribers}</span>
      {presenting ? (
        <span className={styles.reading}>
          {rule.destinations.length} more {rule.destinations.length === 1 ? 'destination' : 'destinations'}, hidden while presenting
        </span>
      ) : (
        rule.destinations.map((destination) => (
          <span key={destination.id} className={styles.reading}>
            {CHANNEL_LABELS[destination.kind]}: <bdi>{shownTarget(destination)}</bdi>
          </span>
        ))
      )}
    </>
  );
}

/**
 * A webhook by its host: its whole URL is a credential (anyone holding a Slack hook posts to the
 * channel), shown to editors in the form, not in a table read over a shoulder.
 */
function shownTarget(destination: Destination): string {
  if (destination.kind === 'email') return destination.target;
  try {
    return new URL(destination.target).host;
  } catch {
    // Not a whole URL: a viewer's answer already holds only the host.
    return destination.target;
  }
}

function RuleButtons({ rule, actions, presenting }: { rule: AlertRule; actions: RuleActions; presenting: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const busy = actions.busyId === rule.id;
  // The space outside the hidden span: accessible-name algorithms trim a span's own edges.
  const named = (
    <>
      {' '}
      <span className="visually-hidden">“{rule.name}”</span>
    </>
  );
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button"
        aria-pressed={rule.subscribed}
        disabled={busy || (!actions.canSubscribe && !rule.subscribed)}
        onClick={() => actions.subscribe(rule, !rule.subscribed)}
      >
        {rule.subscribed ? 'Unsubscribe' : 'Subscribe'}
        {named}
      </button>
      {rule.canEdit && (
        <>
          {/* The form shows amounts, addresses and secrets: not while presenting. */}
          {!presenting && (
            <button type="button" className="button" disabled={busy} onClick={() => actions.edit(rule)}>
              Edit{named}
            </button>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => actions.test(rule)}>
            Send a test now{named}
          </button>
          {confirming ? (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => actions.remove(rule)}>
                Delete “<ShownName text={rule.name} />” for everyone
              </button>
              <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="button button-quiet" disabled={busy} onClick={() => setConfirming(true)}>
              Delete…{named}
            </button>
          )}
        </>
      )}
    </div>
  );
}
