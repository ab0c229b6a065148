import { Notes } from '../../../components/notes/notes.tsx';
import type { DateWindow } from '../../../core/date-window.ts';

type Props = { forecastId: string; window: DateWindow };

/**
 * A forecast's notes in its details, read from the page's own notes request (a forecast's notes
 * come with any window), so opening a forecast asks nothing new; an editor adds one here.
 */
export default function ForecastNotes({ forecastId, window }: Props) {
  const target = { kind: 'forecast', forecastId } as const;
  return <Notes title="Notes" window={window} targets={target} addTo={target} addAbout="this forecast" />;
}
