import { useRef, useState } from 'react';
import { changeNote, deleteNote } from '../../api/cash-weeks/notes-queries.ts';
import type { Note } from '../../core/cash-weeks/contract.ts';
import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import { formatDateTime } from '../../core/calendar-date.ts';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import { FreeText } from '../presentation/free-text.tsx';
import { NoteForm } from './note-form.tsx';
import styles from './notes.module.css';

/** A note's moment as the reader's clock writes it, on the demo's calendar when it pins its today. */
function shownAt(instant: string): string {
  return formatDateTime(onPinnedCalendar(instant).toISOString());
}

type Props = {
  note: Note;
  /** What the note is about, in words, when the list mixes targets. */
  about: string | null;
  /** Given to an editor who may change this note. */
  csrfToken: string | undefined;
  onChanged: () => Promise<void>;
};

type Mode = 'reading' | 'editing' | 'confirming';

/** One note: its text as typed, who wrote it and when; for an editor, Edit and Delete (asked twice). */
export function NoteItem({ note, about, csrfToken, onChanged }: Props) {
  const [mode, setMode] = useState<Mode>('reading');
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const byline = `${note.author}, ${shownAt(note.createdAt)}`;
  const back = () => {
    setMode('reading');
    // The keyboard returns where it left: the button that opened the form.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  async function remove(token: string) {
    try {
      await deleteNote(token, note.id);
      await onChanged();
    } catch (error) {
      const { title, detail } = describeWorkspaceError(error, window.location.pathname + window.location.search);
      setProblem(`${title}. ${detail}`);
    }
  }

  return (
    <li className={styles.note}>
      {about && <p className={styles.about}>{about}</p>}
      {mode === 'editing' && csrfToken ? (
        <NoteForm
          label={`Note by ${byline}`}
          initialText={note.text}
          submitLabel="Save note"
          onCancel={back}
          onSubmit={async (text) => {
            await changeNote(csrfToken, note.id, text);
            await onChanged();
            back();
          }}
        />
      ) : (
        <p className={styles.text}>
          <FreeText text={note.text} />
        </p>
      )}
      <p className={styles.byline}>
        <FreeText text={note.author} />, <time dateTime={note.createdAt}>{shownAt(note.createdAt)}</time>
        {note.updatedAt !== note.createdAt && (
          <>
            {' '}
            (changed by <FreeText text={note.updatedBy} />, <time dateTime={note.updatedAt}>{shownAt(note.updatedAt)}</time>)
          </>
        )}
      </p>
      {csrfToken && mode === 'reading' && (
        <div className={styles.actions}>
          <button type="button" className="button" ref={editButton} onClick={() => setMode('editing')}>
            Edit<span className="visually-hidden"> the note by {byline}</span>
          </button>
          <button type="button" className="button" onClick={() => setMode('confirming')}>
            Delete…<span className="visually-hidden"> the note by {byline}</span>
          </button>
        </div>
      )}
      {csrfToken && mode === 'confirming' && (
        <div className={styles.actions} role="group" aria-label="Delete this note?">
          <span>Delete this note for everyone?</span>
          {/* The choice is made here, so the keyboard starts on it. */}
          <button type="button" className="button" autoFocus onClick={() => void remove(csrfToken)}>
            Delete note<span className="visually-hidden"> by {byline}</span>
          </button>
          <button type="button" className="button" onClick={back}>
            Keep it
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className={styles.fieldError}>
          {problem}
        </p>
      )}
    </li>
  );
}
