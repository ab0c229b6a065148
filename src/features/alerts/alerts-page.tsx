import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertKeys, alertRulesQuery, deleteRule, sendTest, setSubscription } from '../../api/alerts/alert-queries.ts';
import { meQuery } from '../../api/workspace/workspace-queries.ts';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import type { AlertRule, DeliveryCapabilities } from '../../core/alerts/contract.ts';
import { type Me, roleAtLeast } from '../../core/workspace/contract.ts';
import { CapabilitiesNotice } from './capabilities-notice.tsx';
import { DeliveryHistory } from './delivery-history.tsx';
import { RuleDialog } from './rule-dialog.tsx';
import { type RuleActions, RulesTable } from './rules-table.tsx';
import { useAlertWording } from './use-alert-wording.ts';
import styles from './alerts.module.css';

/** The Alerts page: what the server delivers, the rules and their state, and every delivery. */
export function AlertsPage() {
  const me = useQuery(meQuery());
  const list = useQuery(alertRulesQuery());
  const error: unknown = me.error ?? list.error;
  return (
    <div className={styles.page}>
      <h1>Alerts</h1>
      {error ? (
        <WorkspaceProblem error={error} />
      ) : !me.data || !list.data ? (
        <Skeleton lines={6} label="Loading the alerts" />
      ) : (
        <AlertsContent me={me.data} {...list.data} />
      )}
    </div>
  );
}

type Editing = { rule: AlertRule | null } | null;

function AlertsContent({ me, rules, capabilities }: { me: Me; rules: AlertRule[]; capabilities: DeliveryCapabilities }) {
  const presenting = usePresentationMode();
  const words = useAlertWording(
    capabilities.timeZone,
    rules.some((rule) => rule.condition.kind === 'balance' && rule.condition.scope.kind === 'account'),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const { actions, problem, notice } = useRuleActions(me, setEditing);
  const editor = roleAtLeast(me.user.role, 'editor');
  return (
    <>
      <CapabilitiesNotice capabilities={capabilities} />
      <section aria-labelledby="rules-title" className={styles.section}>
        <div className={styles.heading}>
          <h2 id="rules-title">Rules</h2>
          {editor && !presenting && (
            <button type="button" className="button button-primary" onClick={() => setEditing({ rule: null })}>
              New alert
            </button>
          )}
        </div>
        {!editor && <p className="muted">Editors create and change rules; you can subscribe to their e-mail.</p>}
        {me.user.email === null && (
          <p className="muted">Your sign-in gives no e-mail address, so you cannot subscribe; editors can send a rule to any address.</p>
        )}
        {presenting && <p>Readings, recipients and errors are hidden while presenting{editor ? '; editing is off until it ends' : ''}.</p>}
        {problem !== null && <WorkspaceProblem error={problem} />}
        <p role="status" className="muted">
          {notice}
        </p>
        {rules.length === 0 ? (
          <p>No alert yet.{editor ? ' Create one with “New alert”.' : ''}</p>
        ) : (
          <RulesTable rules={rules} words={words} presenting={presenting} actions={actions} />
        )}
      </section>
      <DeliveryHistory rules={rules} words={words} presenting={presenting} />
      {editing && !presenting && (
        <RuleDialog rule={editing.rule} csrfToken={me.csrfToken} capabilities={capabilities} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** Subscribe, test and delete, one write at a time, each saying what it did. */
function useRuleActions(me: Me, setEditing: (editing: Editing) => void): { actions: RuleActions; problem: unknown; notice: string } {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const run = async (rule: AlertRule, write: () => Promise<string>) => {
    setBusyId(rule.id);
    setProblem(null);
    setNotice('');
    try {
      setNotice(await write());
    } catch (error) {
      setProblem(error);
    } finally {
      setBusyId(null);
      void queryClient.invalidateQueries({ queryKey: alertKeys.all() });
    }
  };
  const actions: RuleActions = {
    busyId,
    canSubscribe: me.user.email !== null,
    edit: (rule) => setEditing({ rule }),
    subscribe: (rule, subscribed) =>
      void run(rule, async () => {
        await setSubscription(me.csrfToken, rule.id, subscribed);
        return subscribed ? `You receive “${rule.name}” by e-mail.` : `You no longer receive “${rule.name}”.`;
      }),
    test: (rule) =>
      void run(rule, async () => {
        const sent = await sendTest(me.csrfToken, rule.id);
        const queued = sent?.queued ?? 0;
        return (
          `Test of “${rule.name}” queued: ${queued} ${queued === 1 ? 'message' : 'messages'}.` +
          ` The delivery history shows each as it leaves.`
        );
      }),
    remove: (rule) =>
      void run(rule, async () => {
        await deleteRule(me.csrfToken, rule.id);
        return `“${rule.name}” deleted.`;
      }),
  };
  return { actions, problem, notice };
}
