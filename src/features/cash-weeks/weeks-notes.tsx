import { Notes } from '../../components/notes/notes.tsx';
import { periodNoteScope } from '../../components/notes/period-scope.ts';
import type { IsoDate } from '../../core/calendar-date.ts';

/**
 * The team's notes on these 13 weeks (a week, a month or a category within them), each saying
 * what it is about; editors add one to this week, or change and delete any.
 */
export function WeeksNotes({ from, to }: { from: IsoDate; to: IsoDate }) {
  const window = { from, to };
  return <Notes title="Notes on these 13 weeks" window={window} targets={periodNoteScope(window, undefined)} addTo={{ kind: 'week', week: from }} showTargets headingLevel={2} />;
}
