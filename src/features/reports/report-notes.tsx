import { Notes } from '../../components/notes/notes.tsx';
import type { DateWindow } from '../../core/date-window.ts';
import { periodNoteScope } from '../../components/notes/period-scope.ts';

type Props = { window: DateWindow; categoryIds: readonly string[] | undefined };

/**
 * The team's notes on the report's months, weeks and categories, under its figures. Notes are
 * written on the 13-week page, beside the figure they explain; here an editor may correct or
 * delete one.
 */
export function ReportNotes({ window, categoryIds }: Props) {
  return <Notes title="Notes on this report" window={window} targets={periodNoteScope(window, categoryIds)} showTargets headingLevel={2} hideWhenEmpty />;
}
