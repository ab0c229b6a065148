import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { FormField } from './form-field.tsx';
import type { FieldErrors, RuleDraft } from './rule-draft.ts';
import styles from './alerts.module.css';
import { useShownAccounts } from '../../components/presentation/use-shown-accounts.ts';

type Props = { draft: RuleDraft; errors: FieldErrors; set: (change: Partial<RuleDraft>) => void; timeZone: string };

const e = (errors: FieldErrors, field: string) => errors[`condition.${field}`];
const AMOUNT_HINT = 'In the workspace currency, like 50,000 or 50000.00.';
const SCOPES = ['total', 'account', 'group'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The fields of the chosen kind, each labelled, hinted and with its error beside it. */
export function ConditionFields(props: Props) {
  switch (props.draft.kind) {
    case 'projected_cash':
      return <ProjectedCashFields {...props} />;
    case 'balance':
      return <BalanceFields {...props} />;
    case 'bank_data':
      return <BankDataFields {...props} />;
    case 'late_items':
      return <LateItemsFields {...props} />;
    case 'board_pack':
    case 'weekly_summary':
      return <ScheduleFields {...props} />;
  }
}

function ProjectedCashFields({ draft, errors, set }: Props) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>Level</legend>
        <div className={styles.choices}>
          {(
            [
              ['zero', 'Zero'],
              ['minimum', 'The team minimum (the runway’s minimum cash)'],
              ['amount', 'An amount'],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind}>
              <input type="radio" name="level" checked={draft.levelKind === kind} onChange={() => set({ levelKind: kind })} /> {label}
            </label>
          ))}
        </div>
        {draft.levelKind === 'amount' && (
          <FormField label="Amount" hint={AMOUNT_HINT} error={e(errors, 'level.amount')}>
            {(control) => (
              <input
                {...control}
                className={styles.control}
                inputMode="decimal"
                value={draft.levelAmount}
                onChange={(event) => set({ levelAmount: event.target.value })}
              />
            )}
          </FormField>
        )}
      </fieldset>
      <FormField label="Within (weeks)" hint="How far ahead the projection looks: 1 to 52 weeks." error={e(errors, 'withinWeeks')}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="numeric"
            value={draft.withinWeeks}
            onChange={(event) => set({ withinWeeks: event.target.value })}
          />
        )}
      </FormField>
      <label>
        <input type="checkbox" checked={draft.countLate} onChange={(event) => set({ countLate: event.target.checked })} /> Count late items
        as arriving today, as the runway can
      </label>
    </>
  );
}

function BalanceFields({ draft, errors, set }: Props) {
  const accounts = useQuery({ ...accountsQuery(), enabled: draft.scopeKind === 'account' });
  const shown = useShownAccounts();
  return (
    <>
      <FormField label="Balance of" error={e(errors, 'scope')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.scopeKind}
            onChange={(event) => set({ scopeKind: SCOPES.find((scope) => scope === event.target.value) ?? 'total' })}
          >
            <option value="total">All accounts (total)</option>
            <option value="account">One account</option>
            <option value="group">A group of accounts</option>
          </select>
        )}
      </FormField>
      {draft.scopeKind === 'account' && (
        <FormField label="Account" error={e(errors, 'scope.accountId')} hint={accounts.isPending ? 'Loading the accounts…' : undefined}>
          {(control) => (
            <select
              {...control}
              className={styles.control}
              value={draft.accountId}
              onChange={(event) => set({ accountId: event.target.value })}
            >
              <option value="">Choose an account</option>
              {shown(accounts.data?.items ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {draft.scopeKind === 'group' && (
        <FormField label="Group" hint="The accounts whose group has this name, as on the Accounts page." error={e(errors, 'scope.group')}>
          {(control) => (
            <input
              {...control}
              className={styles.control}
              value={draft.group}
              maxLength={200}
              onChange={(event) => set({ group: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField label="Fires when the balance is" error={e(errors, 'when')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.when}
            onChange={(event) => set({ when: event.target.value === 'over' ? 'over' : 'under' })}
          >
            <option value="under">Under</option>
            <option value="over">Over</option>
          </select>
        )}
      </FormField>
      <FormField label="Amount" hint={AMOUNT_HINT} error={e(errors, 'amount')}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

function BankDataFields({ draft, errors, set }: Props) {
  return (
    <>
      <p className={styles.hint}>Fires for any connection that is not connected, as well as for the two limits below.</p>
      <FormField
        label="Not synced for (days)"
        hint="A connected bank whose last sync is older than this: 1 to 90 days."
        error={e(errors, 'staleAfterDays')}
      >
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="numeric"
            value={draft.staleAfterDays}
            onChange={(event) => set({ staleAfterDays: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Consent expiring within (days)" hint="1 to 90 days." error={e(errors, 'consentWithinDays')}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="numeric"
            value={draft.consentWithinDays}
            onChange={(event) => set({ consentWithinDays: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

function LateItemsFields({ draft, errors, set }: Props) {
  return (
    <>
      <FormField label="Items" error={e(errors, 'direction')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.direction}
            onChange={(event) => set({ direction: event.target.value === 'outflow' ? 'outflow' : 'inflow' })}
          >
            <option value="inflow">Receipts (customers paying late)</option>
            <option value="outflow">Payments (bills we pay late)</option>
          </select>
        )}
      </FormField>
      <FormField label="Late by more than (days)" hint="1 to 365 days." error={e(errors, 'lateByDays')}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="numeric"
            value={draft.lateByDays}
            onChange={(event) => set({ lateByDays: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Above" hint={AMOUNT_HINT} error={e(errors, 'above')}>
        {(control) => (
          <input
            {...control}
            className={styles.control}
            inputMode="decimal"
            value={draft.above}
            onChange={(event) => set({ above: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Counted" error={e(errors, 'per')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.per}
            onChange={(event) => set({ per: event.target.value === 'total' ? 'total' : 'counterparty' })}
          >
            <option value="counterparty">Per counterparty</option>
            <option value="total">In total</option>
          </select>
        )}
      </FormField>
    </>
  );
}

function ScheduleFields({ draft, errors, set, timeZone }: Props) {
  return (
    <>
      {draft.kind === 'board_pack' ? (
        <FormField
          label="Working day of the month"
          hint="1 to 10: the 2nd is the second Monday-to-Friday of the month."
          error={e(errors, 'workingDay')}
        >
          {(control) => (
            <input
              {...control}
              className={styles.control}
              inputMode="numeric"
              value={draft.workingDay}
              onChange={(event) => set({ workingDay: event.target.value })}
            />
          )}
        </FormField>
      ) : (
        <FormField label="Day" error={e(errors, 'weekday')}>
          {(control) => (
            <select
              {...control}
              className={styles.control}
              value={draft.weekday}
              onChange={(event) => set({ weekday: event.target.value })}
            >
              {WEEKDAYS.map((name, index) => (
                <option key={name} value={String(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label="Hour" hint={`In the workspace’s time zone, ${timeZone}.`} error={e(errors, 'hour')}>
        {(control) => (
          <select {...control} className={styles.control} value={draft.hour} onChange={(event) => set({ hour: event.target.value })}>
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {String(hour).padStart(2, '0')}:00
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
