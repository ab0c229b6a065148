import { type ReactNode, useId } from 'react';
import styles from './alerts.module.css';

export type ControlProps = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': boolean };

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  /** The error for this field, the form's or the server's (by its `param`). */
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its hint and error, both tied to it so a screen reader reads them with the field. */
export function FormField({ label, hint, error, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
