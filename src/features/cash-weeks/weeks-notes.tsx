import { useMemo } from 'react';
import { Notes } from '../../components/notes/notes.tsx';
import { periodNoteScope } from '../../components/notes/period-scope.ts';
import type { NoteTarget } from '../../core/cash-weeks/contract.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { useForecastPlaces } from './use-forecast-places.ts';

/**
 * Every note on these 13 weeks (a week, a month, a category within them, a forecast they count),
 * each saying what it is about: the complete and printable list beside the table's marks. Editors
 * add one to this week here, or change and delete any.
 */
export function WeeksNotes({ from, to }: { from: IsoDate; to: IsoDate }) {
  const forecasts = useForecastPlaces();
  const window = useMemo(() => ({ from, to }), [from, to]);
  const scope = useMemo(() => {
    const inPeriod = periodNoteScope(window, undefined);
    return (target: NoteTarget) => (target.kind === 'forecast' ? forecasts.has(target.forecastId) : inPeriod(target));
  }, [window, forecasts]);
  return (
    <Notes
      title="Notes on these 13 weeks"
      window={window}
      targets={scope}
      addTo={{ kind: 'week', week: from }}
      showTargets
      forecastName={(id) => forecasts.get(id)?.name}
      headingLevel={2}
    />
  );
}
