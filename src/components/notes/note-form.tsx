import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import { NOTE_MAX } from '../../core/cash-weeks/contract.ts';
import { keptLength } from './note-scope.ts';
import styles from './notes.module.css';

type Props = {
  /** The field's label, e.g. "New note on November 2026". */
  label: string;
  initialText?: string;
  submitLabel: string;
  /** Saves the text; throws the server's refusal, which the form shows without losing a word. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
};

type Refusal = { field: string | null; general: { title: string; detail: string } | null };

const NONE: Refusal = { field: null, general: null };
const count = new Intl.NumberFormat();

/** A note's text with its counter; an error, the form's or the server's `param: text`, is read with the field. */
export function NoteForm({ label, initialText = '', submitLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const [saving, setSaving] = useState(false);
  const length = keptLength(text);
  const over = length > NOTE_MAX;
  // Editing starts in the field; a new note's form waits to be chosen.
  useEffect(() => {
    if (initialText) field.current?.focus();
  }, [initialText]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkText(length);
    if (problem) return setRefusal({ field: problem, general: null });
    setSaving(true);
    try {
      await onSubmit(text);
      setRefusal(NONE);
      setText(initialText ? text : '');
    } catch (error) {
      setRefusal(toRefusal(error));
      field.current?.focus();
    } finally {
      setSaving(false);
    }
  }

  const errorId = refusal.field ? `${id}-error` : undefined;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={field}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(refusal.field) || over}
        aria-describedby={[errorId, `${id}-count`].filter(Boolean).join(' ')}
      />
      <span id={`${id}-count`} className={over ? styles.over : styles.counter}>
        {count.format(length)} of {count.format(NOTE_MAX)} characters{over && `: ${count.format(length - NOTE_MAX)} too many`}
      </span>
      {refusal.field && (
        <span id={errorId} className={styles.fieldError}>
          {refusal.field}
        </span>
      )}
      {refusal.general && (
        <p role="alert" className={styles.fieldError}>
          <strong>{refusal.general.title}.</strong> {refusal.general.detail}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function checkText(length: number): string | null {
  if (length === 0) return 'Write the note first: it is empty.';
  if (length > NOTE_MAX)
    return `A note holds at most ${count.format(NOTE_MAX)} characters: this one has ${count.format(length - NOTE_MAX)} too many.`;
  return null;
}

/** The server names the field it refuses (`param`); anything else is said above the buttons. */
function toRefusal(error: unknown): Refusal {
  if (isApiError(error) && error.status === 400 && error.param?.startsWith('text')) return { field: error.message, general: null };
  const { title, detail } = describeWorkspaceError(error, window.location.pathname + window.location.search);
  return { field: null, general: { title, detail } };
}
