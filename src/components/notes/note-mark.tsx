import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { createNote, noteKeys } from '../../api/cash-weeks/notes-queries.ts';
import { meQuery } from '../../api/workspace/workspace-queries.ts';
import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import { usePresentationMode } from '../presentation/presentation-mode.ts';
import { NoteForm } from './note-form.tsx';
import { NoteItem } from './note-item.tsx';
import { markLabel } from './mark-label.ts';
import styles from './notes.module.css';

/** A place a new note can go: its option ("Salaries"), its words ("Salaries, week of 23 Nov 2026") and target. */
export type NoteChoice = { label: string; about: string; target: NoteTarget };

/** What every mark of a view shares: who may write, and how the lists are read again after a write. */
export type NoteWriting = { csrfToken: string | undefined; refresh: () => Promise<void> };

/** The token an editor writes with (none for a viewer, or while presenting), and the refresh after a write. */
export function useNoteWriting(): NoteWriting {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const presenting = usePresentationMode();
  const editor = !presenting && me.data !== undefined && roleAtLeast(me.data.user.role, 'editor');
  const csrfToken = editor ? me.data?.csrfToken : undefined;
  // The same object while nothing changes: a table's marks are drawn again only when this or the notes change.
  return useMemo(
    () => ({ csrfToken, refresh: () => queryClient.invalidateQueries({ queryKey: noteKeys.all() }) }),
    [csrfToken, queryClient],
  );
}

type Props = {
  notes: readonly Note[];
  /** What the mark is on, in words: "Salaries, week of 23 Nov 2026". */
  about: string;
  /** Where an editor's new note may go; the first is chosen. Empty: the mark only reads. */
  choices: readonly NoteChoice[];
  /** What a note is about, when the mark gathers several targets (a week's header: the week and its month). */
  describe: (note: Note) => string | null;
  writing: NoteWriting;
};

/**
 * A small numbered mark beside a figure, opening its notes (text, author, date) in a popover:
 * Escape or a click elsewhere closes it and the keyboard returns to the mark (the browser's
 * popover does both). Nothing for a figure without notes, unless an editor may add one here.
 *
 * The popover's content is drawn when the mark is first pressed, then kept, so a draft survives a
 * close: a report has a mark on each of its hundreds of lines, and a form behind every one of them
 * was half of the page's elements (10,249 on a year's forecast against actual, 4,500 of them closed forms).
 */
export function NoteMark({ notes, about, choices, describe, writing }: Props) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const canAdd = writing.csrfToken !== undefined && choices.length > 0;
  if (notes.length === 0 && !canAdd) return null;
  const label = notes.length > 0 ? markLabel(notes.length, about) : `Add a note on ${about}`;
  return (
    <>
      <button
        type="button"
        className={notes.length > 0 ? styles.mark : styles.addMark}
        popoverTarget={id}
        aria-label={label}
        title={label}
        onClick={() => setOpened(true)}
      >
        <span aria-hidden="true">{notes.length > 0 ? notes.length : '+'}</span>
      </button>
      <div id={id} popover="auto" role="dialog" aria-label={`Notes on ${about}`} className={styles.popover}>
        {opened && (
          <NotesOfMark notes={notes} about={about} choices={canAdd ? choices : []} describe={describe} writing={writing} popoverId={id} />
        )}
      </div>
    </>
  );
}

function NotesOfMark({ notes, about, choices, describe, writing, popoverId }: Props & { popoverId: string }) {
  return (
    <>
      <p className={styles.heading}>Notes on {about}</p>
      {notes.length > 0 && (
        <ul className={styles.list}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              about={describe(note)}
              csrfToken={note.canEdit ? writing.csrfToken : undefined}
              onChanged={writing.refresh}
            />
          ))}
        </ul>
      )}
      {choices.length > 0 && writing.csrfToken && <AddNote choices={choices} csrfToken={writing.csrfToken} onAdded={writing.refresh} />}
      <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" className={`button button-quiet ${styles.close}`}>
        Close
      </button>
    </>
  );
}

function AddNote({ choices, csrfToken, onAdded }: { choices: readonly NoteChoice[]; csrfToken: string; onAdded: () => Promise<void> }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const choice = choices[chosen] ?? choices[0]!;
  return (
    <div className={styles.add}>
      {choices.length > 1 && (
        <span className={styles.choice}>
          <label htmlFor={selectId}>About</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {choices.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
      <NoteForm
        label={`New note on ${choice.about}`}
        submitLabel="Add note"
        onSubmit={async (text) => {
          await createNote(csrfToken, choice.target, text);
          await onAdded();
        }}
      />
    </div>
  );
}
