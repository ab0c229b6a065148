import { type ReactNode, useId, useState } from 'react';
import type { Category } from '../../../core/api/schemas/reference.ts';
import { oneOf } from '../../../core/one-of.ts';
import { buildCategoryTree } from '../../../core/category-tree.ts';
import { today } from '../../../browser/page-meta.ts';
import { addFrequencies, type Adjustment, runRateMonths } from '../../../core/scenarios/scenario.ts';
import { type AdjustmentDraft, buildAdjustment, type DraftErrors, type DraftField, emptyDraft } from './adjustment-draft.ts';
import styles from './scenarios.module.css';

type Named = { id: string; name: string };

/** What the form offers to choose from: the workspace's lists, and the forecasts worth leaving out. */
export type AdjustmentChoices = {
  categories: readonly Category[];
  counterparties: readonly Named[];
  labels: readonly Named[];
  /** Outstanding forecasts of the projection, largest first, each with the words that name it. */
  forecasts: readonly Named[];
  currency: string;
};

const kinds = [
  { kind: 'delay', text: 'Move forecasts later or earlier' },
  { kind: 'scale', text: 'Change forecast amounts by a percentage' },
  { kind: 'drop', text: 'Leave out one forecast' },
  { kind: 'add', text: 'Add a movement' },
  { kind: 'runrate', text: 'Fill unplanned months with the run rate' },
] as const;

const kindValues = kinds.map(({ kind }) => kind);
const directionValues = ['', 'inflow', 'outflow'] as const;
const flowValues = ['inflow', 'outflow'] as const;
const endValues = ['open', 'until', 'count'] as const;

type Props = { onAdd: (adjustment: Adjustment) => void; choices: AdjustmentChoices; disabled: boolean };

/**
 * Builds one adjustment from plain fields. Nothing reaches the link until the reader adds it,
 * and a field that cannot be read says why beside it; what was typed stays.
 */
export function AdjustmentForm({ onAdd, choices, disabled }: Props) {
  const [draft, setDraft] = useState<AdjustmentDraft>(() => emptyDraft(today()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const id = useId();
  const change = (next: Partial<AdjustmentDraft>) => setDraft((current) => ({ ...current, ...next }));
  const field = (name: DraftField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: DraftField) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </span>
    );

  const submit = () => {
    const result = buildAdjustment(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onAdd(result.adjustment);
  };

  return (
    <form
      className={styles.form}
      aria-label="Add an adjustment"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Adjustment" htmlFor={`${id}-kind`} wide>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(event) => change({ kind: oneOf(kindValues, event.target.value) ?? 'delay' })}
        >
          {kinds.map(({ kind, text }) => (
            <option key={kind} value={kind}>
              {text}
            </option>
          ))}
        </select>
      </Field>

      {draft.kind === 'delay' && (
        <Field label="Days later (negative: earlier)" htmlFor={`${id}-days`} error={error('days')}>
          <input
            type="text"
            inputMode="numeric"
            size={6}
            value={draft.days}
            onChange={(event) => change({ days: event.target.value })}
            {...field('days')}
          />
        </Field>
      )}
      {draft.kind === 'scale' && (
        <>
          <Field label="Change in %" htmlFor={`${id}-percent`} error={error('percent')}>
            <input
              type="text"
              inputMode="decimal"
              size={6}
              placeholder="e.g. -20"
              value={draft.percent}
              onChange={(event) => change({ percent: event.target.value })}
              {...field('percent')}
            />
          </Field>
          <Field label="From (optional)" htmlFor={`${id}-from`} error={error('from')}>
            <input type="date" value={draft.from} onChange={(event) => change({ from: event.target.value })} {...field('from')} />
          </Field>
        </>
      )}
      {(draft.kind === 'delay' || draft.kind === 'scale') && <SelectionFields draft={draft} change={change} choices={choices} id={id} />}

      {draft.kind === 'drop' && (
        <Field label="Forecast" htmlFor={`${id}-forecastId`} error={error('forecastId')} wide>
          <select value={draft.forecastId} onChange={(event) => change({ forecastId: event.target.value })} {...field('forecastId')}>
            <option value="">Choose among the largest outstanding…</option>
            {choices.forecasts.map((forecast) => (
              <option key={forecast.id} value={forecast.id}>
                {forecast.name}
              </option>
            ))}
          </select>
        </Field>
      )}

      {draft.kind === 'add' && (
        <AdditionFields draft={draft} change={change} field={field} error={error} id={id} currency={choices.currency} />
      )}

      {draft.kind === 'runrate' && (
        <Field label="Average of the last" htmlFor={`${id}-months`}>
          <select id={`${id}-months`} value={draft.months} onChange={(event) => change({ months: event.target.value === '6' ? 6 : 3 })}>
            {runRateMonths.map((months) => (
              <option key={months} value={months}>
                {months} complete months
              </option>
            ))}
          </select>
        </Field>
      )}

      <div className={styles.formActions}>
        <button type="submit" className="button button-primary" disabled={disabled}>
          Add to scenario
        </button>
      </div>
    </form>
  );
}

type FieldProps = { label: string; htmlFor: string; children: ReactNode; error?: ReactNode; wide?: boolean };

function Field({ label, htmlFor, children, error, wide = false }: FieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error}
    </div>
  );
}

type PartProps = { draft: AdjustmentDraft; change: (next: Partial<AdjustmentDraft>) => void; id: string };

function SelectionFields({ draft, change, choices, id }: PartProps & { choices: AdjustmentChoices }) {
  const select = (next: Partial<AdjustmentDraft['select']>) => change({ select: { ...draft.select, ...next } });
  return (
    <fieldset className={styles.selection}>
      <legend>Which forecasts (all that match)</legend>
      <Field label="Direction" htmlFor={`${id}-direction`}>
        <select
          id={`${id}-direction`}
          value={draft.select.direction}
          onChange={(event) => select({ direction: oneOf(directionValues, event.target.value) ?? '' })}
        >
          <option value="">Inflows and outflows</option>
          <option value="inflow">Inflows (receipts)</option>
          <option value="outflow">Outflows (payments)</option>
        </select>
      </Field>
      <Field label="Category" htmlFor={`${id}-category`}>
        <select id={`${id}-category`} value={draft.select.categoryId} onChange={(event) => select({ categoryId: event.target.value })}>
          <option value="">Any category</option>
          {buildCategoryTree(choices.categories).map(({ category, children }) => [
            <option key={category.id} value={category.id}>
              {category.name}
              {children.length > 0 ? ' (all)' : ''}
            </option>,
            ...children.map((child) => (
              <option key={child.id} value={child.id}>
                {`${category.name} › ${child.name}`}
              </option>
            )),
          ])}
        </select>
      </Field>
      <Field label="Counterparty" htmlFor={`${id}-counterparty`}>
        <select
          id={`${id}-counterparty`}
          value={draft.select.counterpartyId}
          onChange={(event) => select({ counterpartyId: event.target.value })}
        >
          <option value="">Any counterparty</option>
          {choices.counterparties.map((counterparty) => (
            <option key={counterparty.id} value={counterparty.id}>
              {counterparty.name}
            </option>
          ))}
        </select>
      </Field>
      {choices.labels.length > 0 && (
        <Field label="Label" htmlFor={`${id}-label`}>
          <select id={`${id}-label`} value={draft.select.labelId} onChange={(event) => select({ labelId: event.target.value })}>
            <option value="">Any label</option>
            {choices.labels.map((label) => (
              <option key={label.id} value={label.id}>
                {label.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </fieldset>
  );
}

type AdditionProps = PartProps & {
  field: (name: DraftField) => { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  error: (name: DraftField) => ReactNode;
  currency: string;
};

function AdditionFields({ draft, change, field, error, id, currency }: AdditionProps) {
  return (
    <>
      <Field label="Name" htmlFor={`${id}-label`} error={error('label')}>
        <input
          type="text"
          size={16}
          maxLength={40}
          placeholder="e.g. New hire"
          value={draft.label}
          onChange={(event) => change({ label: event.target.value })}
          {...field('label')}
        />
      </Field>
      <Field label="Direction" htmlFor={`${id}-addDirection`}>
        <select
          id={`${id}-addDirection`}
          value={draft.addDirection}
          onChange={(event) => change({ addDirection: oneOf(flowValues, event.target.value) ?? 'outflow' })}
        >
          <option value="outflow">Outflow (payment)</option>
          <option value="inflow">Inflow (receipt)</option>
        </select>
      </Field>
      <Field label={`Amount (${currency})`} htmlFor={`${id}-amount`} error={error('amount')}>
        <input
          type="text"
          inputMode="decimal"
          size={12}
          placeholder="e.g. 6500"
          value={draft.amount}
          onChange={(event) => change({ amount: event.target.value })}
          {...field('amount')}
        />
      </Field>
      <Field label="Repeats" htmlFor={`${id}-every`}>
        <select
          id={`${id}-every`}
          value={draft.every}
          onChange={(event) => change({ every: oneOf(addFrequencies, event.target.value) ?? 'monthly' })}
        >
          {addFrequencies.map((every) => (
            <option key={every} value={every}>
              {every === 'once' ? 'Once' : every[0]!.toUpperCase() + every.slice(1)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={draft.every === 'once' ? 'On' : 'First on'} htmlFor={`${id}-start`} error={error('start')}>
        <input type="date" value={draft.start} onChange={(event) => change({ start: event.target.value })} {...field('start')} />
      </Field>
      {draft.every !== 'once' && (
        <Field label="Until" htmlFor={`${id}-endKind`}>
          <select
            id={`${id}-endKind`}
            value={draft.endKind}
            onChange={(event) => change({ endKind: oneOf(endValues, event.target.value) ?? 'open' })}
          >
            <option value="open">The end of the projection</option>
            <option value="until">A date</option>
            <option value="count">A number of times</option>
          </select>
        </Field>
      )}
      {draft.every !== 'once' && draft.endKind === 'until' && (
        <Field label="Last on" htmlFor={`${id}-until`} error={error('until')}>
          <input type="date" value={draft.until} onChange={(event) => change({ until: event.target.value })} {...field('until')} />
        </Field>
      )}
      {draft.every !== 'once' && draft.endKind === 'count' && (
        <Field label="Times" htmlFor={`${id}-count`} error={error('count')}>
          <input
            type="text"
            inputMode="numeric"
            size={4}
            value={draft.count}
            onChange={(event) => change({ count: event.target.value })}
            {...field('count')}
          />
        </Field>
      )}
    </>
  );
}
