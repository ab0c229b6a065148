import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { createNote, noteKeys, notesQuery } from '../../api/cash-weeks/notes-queries.ts';
import { meQuery } from '../../api/workspace/workspace-queries.ts';
import type { NoteTarget } from '../../core/cash-weeks/contract.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import { usePresentationMode } from '../presentation/presentation-mode.ts';
import { NoteForm } from './note-form.tsx';
import { NoteItem } from './note-item.tsx';
import { useCategoryNames } from './use-category-names.ts';
import { type ForecastName, type NoteMatching, type NoteScope, notesAbout, targetLabel } from './note-scope.ts';
import styles from './notes.module.css';

export type NotesProps = {
  /** The list's heading, e.g. "Notes on week 3". */
  title: string;
  /** The window the notes are asked for: lists reading the same window share one request. */
  window: DateWindow | null;
  /** What the notes shown are about: one figure, several, or a report's test of its window. */
  targets: NoteScope;
  matching?: NoteMatching;
  /** Where an editor's new note goes; without it the list offers no "add" (a report reads, the 13-week page writes). */
  addTo?: NoteTarget | undefined;
  /** The new note's subject in words, where the target's own would be vague ("this forecast", not "a forecast"). */
  addAbout?: string | undefined;
  /** Say beside each note what it is about, for a list mixing several targets. */
  showTargets?: boolean;
  /** Names the forecasts a note may be about, where the view has them; otherwise "A forecast". */
  forecastName?: ForecastName | undefined;
  headingLevel?: 2 | 3 | 4;
  /**
   * For a page where notes are a footnote (a report, the board pack): nothing at all while there
   * is no note to show, or no workspace to ask (signed out, or a server without one).
   */
  hideWhenEmpty?: boolean;
};

/**
 * The team's notes on a figure, with author and date; an editor adds, changes and deletes them.
 * Texts stay plain text (React escapes them; a link is shown, not followed) and are hidden in
 * presentation mode, with the controls that would show them.
 */
export function Notes({
  title,
  window,
  targets,
  matching = 'exact',
  addTo,
  addAbout,
  showTargets = false,
  forecastName,
  headingLevel = 3,
  hideWhenEmpty = false,
}: NotesProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const notes = useQuery(notesQuery(window));
  const me = useQuery(meQuery());
  const presenting = usePresentationMode();
  const csrfToken = me.data?.csrfToken;
  const editor = !presenting && me.data !== undefined && roleAtLeast(me.data.user.role, 'editor');
  const Heading = `h${headingLevel}` as const;
  const shown = notesAbout(notes.data ?? [], targets, matching);
  const namesNeeded = addTo?.kind === 'category' || (showTargets && shown.some((note) => note.target.kind === 'category'));
  const categoryName = useCategoryNames(namesNeeded);
  const refresh = () => queryClient.invalidateQueries({ queryKey: noteKeys.all() });
  const nothingToShow = notes.isPending || (notes.isSuccess && shown.length === 0) || isNoWorkspace(notes.error);
  if (hideWhenEmpty && nothingToShow) return null;

  return (
    <section className={styles.notes} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {notes.isPending && <p className="muted">Loading the notes…</p>}
      {notes.error && (
        <p className="muted" role="status">
          The notes could not be loaded.{' '}
          <button type="button" className="button" onClick={() => void notes.refetch()}>
            Try again
          </button>
        </p>
      )}
      {notes.isSuccess && shown.length === 0 && <p className="muted">No notes.</p>}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              about={showTargets ? targetLabel(note.target, categoryName, forecastName) : null}
              csrfToken={editor && note.canEdit ? csrfToken : undefined}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      {editor && addTo && csrfToken && (
        <NoteForm
          label={`New note on ${addAbout ?? lowerFirst(targetLabel(addTo, categoryName))}`}
          submitLabel="Add note"
          onSubmit={async (text) => {
            await createNote(csrfToken, addTo, text);
            await refresh();
          }}
        />
      )}
    </section>
  );
}

const isNoWorkspace = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 404);

const lowerFirst = (text: string) => (text.startsWith('A ') || text.startsWith('Week ') ? text[0]!.toLowerCase() + text.slice(1) : text);
