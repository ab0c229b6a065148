import { useQuery } from '@tanstack/react-query';
import { notesQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import type { IsoDate } from '../../core/calendar-date.ts';
import { formatDateTime } from '../../core/calendar-date.ts';
import styles from './cash-weeks.module.css';

/**
 * SLOT for the notes component (src/components/notes/, helper D): until the lead wires it here,
 * the 13 weeks' notes are listed read-only, with author and date.
 */
export function NotesSlot({ from, to }: { from: IsoDate; to: IsoDate }) {
  const notes = useQuery(notesQuery(from, to));
  return (
    <section aria-labelledby="notes-title" className={styles.section}>
      <h2 id="notes-title">Notes</h2>
      {notes.error ? (
        <WorkspaceProblem error={notes.error} />
      ) : !notes.data ? (
        <p className="muted">Loading the notes…</p>
      ) : notes.data.notes.length === 0 ? (
        <p>No note about these weeks.</p>
      ) : (
        <ul>
          {notes.data.notes.map((note) => (
            <li key={note.id}>
              <FreeText text={note.text} /> <span className="muted">— {note.author}, {formatDateTime(note.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
