import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { DayNet } from './day-net.tsx';
import { ForecastAgenda } from './forecast-agenda.tsx';
import { totalsByCurrency } from '../../core/runway/forecast-totals.ts';
import { ModalDialog } from './modal-dialog.tsx';
import type { ForecastNoteMark } from './notes/forecast-note-marks.tsx';

type Props = {
  day: IsoDate | null;
  forecasts: readonly Forecast[];
  onOpenForecast: (forecast: Forecast) => void;
  onClose: () => void;
  noteMark: ForecastNoteMark | null;
};

/** Every forecast of one day, for a cell holding more than it can show. */
export function DayDialog({ day, forecasts, onOpenForecast, onClose, noteMark }: Props) {
  const title = day ? formatDate(day, { dateStyle: 'full' }) : '';
  return (
    <ModalDialog open={day !== null} onClose={onClose} title={title}>
      <p>
        {forecasts.length} forecasts. Net: <DayNet totals={totalsByCurrency(forecasts, today())} />
      </p>
      <ForecastAgenda forecasts={forecasts} onOpenForecast={onOpenForecast} caption={`Forecasts on ${title}`} noteMark={noteMark} />
    </ModalDialog>
  );
}
