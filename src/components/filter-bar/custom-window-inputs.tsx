import { useEffect, useId, useRef, useState } from 'react';
import type { DateWindow } from '../../core/date-window.ts';
import { dateField, LINK_YEARS } from '../../core/url-state/field-parsers.ts';
import styles from './filter-bar.module.css';

/** Long enough to finish typing a year, short enough that a date picked from the calendar applies at once. */
const COMMIT_DELAY_MS = 900;

/**
 * Two date inputs for an explicit window. A date input reports a valid date after every
 * digit of the year (0002, 0020, 0202, 2026), so edits are committed on leaving the field,
 * on Enter, or after a pause, never per keystroke.
 */
export function CustomWindowInputs({ window, onCommit }: { window: DateWindow; onCommit: (next: DateWindow) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(window);
  const [shown, setShown] = useState(window);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A window changed elsewhere (shortcut, preset, link) replaces the draft; remounting instead would take the focus away.
  if (shown.from !== window.from || shown.to !== window.to) {
    setShown(window);
    setDraft(window);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: DateWindow) => {
    clearTimeout(timer.current);
    // The link would drop such a date: a year half typed (0202), or outside 1900–2200.
    if ([next.from, next.to].some((date) => 'error' in dateField(date))) return;
    if (next.from === window.from && next.to === window.to) return;
    onCommit(next.from <= next.to ? next : { from: next.to, to: next.from });
  };

  const field = (end: keyof DateWindow, label: string) => (
    <span className={styles.dateField}>
      <label htmlFor={`${id}-${end}`} className={styles.controlLabel}>
        {label}
      </label>
      <input
        id={`${id}-${end}`}
        type="date"
        className={`${styles.dateInput} tabular`}
        value={draft[end]}
        min={`${LINK_YEARS.first}-01-01`}
        max={`${LINK_YEARS.last}-12-31`}
        required
        onChange={(event) => {
          const next = { ...draft, [end]: event.target.value };
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), COMMIT_DELAY_MS);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
    </span>
  );

  return (
    <>
      {field('from', 'From')}
      {field('to', 'To')}
    </>
  );
}
