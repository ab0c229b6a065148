import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { formatDate, type IsoDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { DayNet } from './day-net.tsx';
import { ForecastEntry } from './forecast-entry.tsx';
import type { ForecastNoteMark } from './notes/forecast-note-marks.tsx';
import { forecastName } from './forecast-name.ts';
import { groupByDay, totalsByCurrency } from '../../core/runway/forecast-totals.ts';
import type { MonthGrid } from '../../core/views/forecasts/month-grid.ts';
import styles from './forecast-calendar.module.css';

/** Entries a cell shows before folding the rest into "+N more". */
export const ENTRIES_PER_DAY = 3;

type Props = {
  grid: MonthGrid;
  forecasts: readonly Forecast[];
  onOpenForecast: (forecast: Forecast) => void;
  onOpenDay: (day: IsoDate) => void;
  noteMark: ForecastNoteMark | null;
};

export function ForecastCalendar({ grid, forecasts, onOpenForecast, onOpenDay, noteMark }: Props) {
  const byDay = groupByDay(forecasts);
  const todayDate = today();
  const screen = useScreenText();
  return (
    <div className={styles.scroller}>
      <table className={styles.calendar} aria-label={`Forecasts, ${formatDate(grid.monthStart, { month: 'long', year: 'numeric' })}`}>
        <thead>
          <tr>
            {grid.weeks[0]!.map((day) => (
              <th key={day} scope="col">
                <abbr title={formatDate(day, { weekday: 'long' })}>{formatDate(day, { weekday: 'short' })}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const dayForecasts = byDay.get(day) ?? [];
                const hidden = dayForecasts.length - ENTRIES_PER_DAY;
                const outside = day < grid.monthStart || day > grid.monthEnd;
                const isToday = day === todayDate;
                return (
                  <td
                    key={day}
                    className={`${styles.day} ${outside ? styles.outside : ''} ${isToday ? styles.today : ''}`}
                    data-date={day}
                    data-forecast-count={dayForecasts.length}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <div className={styles.dayHead}>
                      <span aria-hidden="true" className={styles.dayNumber}>
                        {Number(day.slice(8))}
                      </span>
                      <span className="visually-hidden">{formatDate(day, { dateStyle: 'full' })}</span>
                      {isToday && <span className={styles.todayTag}>Today</span>}
                    </div>
                    {dayForecasts.length > 0 && (
                      <ul className={styles.entries}>
                        {dayForecasts.slice(0, ENTRIES_PER_DAY).map((forecast) => (
                          <li key={forecast.id}>
                            <ForecastEntry
                              forecast={forecast}
                              name={forecastName(forecast, screen)}
                              noteMark={noteMark}
                              onOpen={onOpenForecast}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                    {hidden > 0 && (
                      <button type="button" className={`button button-quiet ${styles.more}`} onClick={() => onOpenDay(day)}>
                        +{hidden} more<span className="visually-hidden"> on {formatDate(day, { dateStyle: 'long' })}</span>
                      </button>
                    )}
                    <DayNet totals={totalsByCurrency(dayForecasts, todayDate)} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
