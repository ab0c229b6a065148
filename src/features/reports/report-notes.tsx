import { Notes } from '../../components/notes/notes.tsx';
import type { DateWindow } from '../../core/date-window.ts';
import { periodNoteScope } from '../../components/notes/period-scope.ts';

type Props = { window: DateWindow; categoryIds: readonly string[] | undefined };

/**
 * The team's notes on the report's months, weeks and categories, under its figures: the complete,
 * printable list of what the table's marks show beside each month and category. An editor adds a
 * note from the table's marks and corrects or deletes one here.
 */
export function ReportNotes({ window, categoryIds }: Props) {
  return (
    <Notes
      title="Notes on this report"
      window={window}
      targets={periodNoteScope(window, categoryIds)}
      showTargets
      headingLevel={2}
      hideWhenEmpty
    />
  );
}
