import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { alertKeys, changeRule, createRule } from '../../api/alerts/alert-queries.ts';
import { isApiError } from '../../api/api-error.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import type { AlertKind, AlertRule, DeliveryCapabilities } from '../../core/alerts/contract.ts';
import { ConditionFields } from './condition-fields.tsx';
import { DestinationsFields, SigningSecret } from './destinations-fields.tsx';
import { FormField } from './form-field.tsx';
import { changeFromDraft, draftFromRule, emptyDraft, type FieldErrors, KIND_LABELS, type RuleDraft, ruleFromDraft } from './rule-draft.ts';
import styles from './alerts.module.css';

type Props = {
  /** The rule being edited; null for a new one. */
  rule: AlertRule | null;
  csrfToken: string;
  capabilities: DeliveryCapabilities;
  onClose: () => void;
};

const KINDS = Object.keys(KIND_LABELS) as AlertKind[];

/**
 * Creating or editing a rule in a modal dialog: focus moves in and returns, Escape closes. A
 * refusal keeps everything typed and puts the server's message beside the field it names.
 */
export function RuleDialog({ rule, csrfToken, capabilities, onClose }: Props) {
  const dialog = useModalDialog(true);
  const titleId = useId();
  // After showModal (the effect above), which would leave the focus on the close button: the first field takes it.
  useEffect(() => dialog.current?.querySelector<HTMLElement>('input, select')?.focus(), [dialog]);
  const [saved, setSaved] = useState<AlertRule | null>(null);
  const title = rule ? `Edit “${rule.name}”` : 'New alert';
  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onClose} aria-labelledby={titleId}>
      <div className={styles.dialogHead}>
        <h2 id={titleId}>{title}</h2>
        <form method="dialog">
          <button className="button button-quiet" type="submit" aria-label="Close">
            ✕
          </button>
        </form>
      </div>
      {saved ? (
        <SavedWithSecrets rule={saved} onClose={onClose} />
      ) : (
        <RuleForm rule={rule} csrfToken={csrfToken} capabilities={capabilities} onSaved={setSaved} onClose={onClose} />
      )}
    </dialog>
  );
}

/** New generic webhooks' secrets, shown once after saving, before the dialog closes. */
function SavedWithSecrets({ rule, onClose }: { rule: AlertRule; onClose: () => void }) {
  const secrets = rule.destinations.filter((destination) => destination.kind === 'webhook' && destination.signingSecret);
  return (
    <div className={styles.form}>
      <p role="status">Saved. Give each webhook’s receiver its signing secret, to check that messages come from this dashboard.</p>
      {secrets.map((destination) => (
        <div key={destination.id}>
          <bdi>{destination.target}</bdi>
          {destination.signingSecret && <SigningSecret secret={destination.signingSecret} />}
        </div>
      ))}
      <button type="button" className="button button-primary" autoFocus onClick={onClose}>
        Done
      </button>
    </div>
  );
}

type FormProps = Omit<Props, 'onClose'> & { onSaved: (rule: AlertRule) => void; onClose: () => void };

function RuleForm({ rule, csrfToken, capabilities, onSaved, onClose }: FormProps) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftFromRule(rule) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const set = (change: Partial<RuleDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // After React has drawn the messages: the first field in error takes the focus, its message read with it.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const save = async () => {
    const write = prepareWrite(draft, rule, csrfToken);
    if ('errors' in write) return showErrors(write.errors);
    setPending(true);
    setProblem(null);
    try {
      const answer = await write.send();
      void queryClient.invalidateQueries({ queryKey: alertKeys.all() });
      if (answer && hasNewSecret(answer, rule)) onSaved(answer);
      else onClose();
    } catch (error) {
      if (isApiError(error) && error.param) showErrors({ [error.param]: error.message });
      else setProblem(error);
    } finally {
      setPending(false);
    }
  };

  const unplaced = Object.entries(errors).filter(([param]) => !isShownBeside(param, draft));
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField label="Name" hint="The subject of its messages." error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            value={draft.name}
            maxLength={120}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Kind" error={errors.condition ?? errors['condition.kind']}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.kind}
            onChange={(event) => set({ kind: KINDS.find((kind) => kind === event.target.value) ?? draft.kind })}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ConditionFields draft={draft} errors={errors} set={set} timeZone={capabilities.timeZone} />
      {draft.kind !== 'board_pack' && draft.kind !== 'weekly_summary' && (
        <FormField
          label="Repeat every (hours)"
          hint="While the condition holds. Leave empty to send once when it starts and once when it ends."
          error={errors.repeatEveryHours}
        >
          {(control) => (
            <input
              {...control}
              className={styles.control}
              inputMode="numeric"
              value={draft.repeatEveryHours}
              onChange={(event) => set({ repeatEveryHours: event.target.value })}
            />
          )}
        </FormField>
      )}
      <DestinationsFields
        destinations={draft.destinations}
        errors={errors}
        onChange={(destinations) => set({ destinations })}
        emailWorks={capabilities.email}
      />
      <label>
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} /> Enabled (a paused
        rule is not checked and sends nothing)
      </label>
      {unplaced.length > 0 && (
        <div role="alert" className={styles.fieldError}>
          {unplaced.map(([param, message]) => (
            <p key={param}>
              {param}: {message}
            </p>
          ))}
        </div>
      )}
      {problem !== null && <WorkspaceProblem error={problem} />}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : rule ? 'Save changes' : 'Create alert'}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The write the form asks for, or why it cannot be sent yet. */
function prepareWrite(
  draft: RuleDraft,
  rule: AlertRule | null,
  csrfToken: string,
): { errors: FieldErrors } | { send: () => Promise<AlertRule | null> } {
  if (rule) {
    const read = changeFromDraft(draft);
    const change = read.value;
    return change ? { send: () => changeRule(csrfToken, rule.id, change) } : { errors: read.errors };
  }
  const read = ruleFromDraft(draft);
  const newRule = read.value;
  return newRule ? { send: () => createRule(csrfToken, newRule) } : { errors: read.errors };
}

/** A webhook the rule did not have before: its secret is shown once the save is done. */
function hasNewSecret(answer: AlertRule, before: AlertRule | null): boolean {
  const known = new Set(before?.destinations.map((destination) => destination.id));
  return answer.destinations.some(
    (destination) => destination.kind === 'webhook' && destination.signingSecret && !known.has(destination.id),
  );
}

const CONDITION_FIELDS: Record<AlertKind, string[]> = {
  projected_cash: ['level.amount', 'withinWeeks'],
  balance: ['scope', 'scope.accountId', 'scope.group', 'when', 'amount'],
  bank_data: ['staleAfterDays', 'consentWithinDays'],
  late_items: ['direction', 'lateByDays', 'above', 'per'],
  board_pack: ['workingDay', 'hour'],
  weekly_summary: ['weekday', 'hour'],
};

/** Whether a field shows this error beside it; any other is listed above the buttons, so none is lost. */
function isShownBeside(param: string, draft: RuleDraft): boolean {
  if (['name', 'condition', 'condition.kind', 'repeatEveryHours', 'destinations'].includes(param)) return true;
  if (param.startsWith('condition.')) return CONDITION_FIELDS[draft.kind].includes(param.slice('condition.'.length));
  const destination = /^destinations\.(\d+)(?:\.(url|address))?$/.exec(param);
  if (!destination) return false;
  const kind = draft.destinations[Number(destination[1])]?.kind;
  return kind !== undefined && (destination[2] === undefined || destination[2] === (kind === 'email' ? 'address' : 'url'));
}
