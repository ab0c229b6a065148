import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import type { IsoDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { useUpdateSearch } from '../../browser/use-view-search.ts';
import { DayDialog } from './day-dialog.tsx';
import { ForecastAgenda } from './forecast-agenda.tsx';
import { ForecastCalendar } from './forecast-calendar.tsx';
import { JumpToMonth, MONTH_HEADING_ID } from './jump-to-month.tsx';
import { forecastName } from './forecast-name.ts';
import { inWindow, totalsByCurrency } from '../../core/runway/forecast-totals.ts';
import { forecastsDefaultPeriod } from '../../core/views/forecasts/forecasts-search.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { monthForecastsQuery } from './month-forecasts-query.ts';
import type { ForecastNoteMark } from './notes/forecast-note-marks.tsx';
import { monthGrid, shiftMonth } from '../../core/views/forecasts/month-grid.ts';
import { MonthNavigation, monthTitle } from './month-navigation.tsx';
import { MonthTotals } from './month-totals.tsx';
import { RunwaySection } from './runway/runway-section.tsx';
import { StatusLegend } from './status-legend.tsx';
import { StatusSelect } from './status-select.tsx';
import { useForecastsSearch } from './use-forecasts-search.ts';
import { useArrowSteps } from '../../browser/use-arrow-steps.ts';
import { usePrefetchMonth } from './use-prefetch-month.ts';
import { ViewSwitch } from './view-switch.tsx';
import styles from './forecasts-page.module.css';

/** Notes are not part of the first figure: their marks arrive after the month. */
const ForecastNoteMarks = lazy(() => import('./notes/forecast-note-marks.tsx'));

/** One forecast's details wait for it to be opened: the month's figures do not wait for them. */
const ForecastDetails = lazy(() => import('./forecast-details.tsx').then((module) => ({ default: module.ForecastDetails })));

export function ForecastsPage() {
  const { month, view, defaultView, status, filters } = useForecastsSearch();
  const updateSearch = useUpdateSearch();
  const grid = monthGrid(month);
  const query = useQuery(monthForecastsQuery(month, filters));
  const [openDay, setOpenDay] = useState<IsoDate | null>(null);
  const [openForecast, setOpenForecast] = useState<Forecast | null>(null);
  const [noteMark, setNoteMark] = useState<ForecastNoteMark | null>(null);
  // The month's notes carry every forecast's: the marks and an opened forecast share this one request.
  const notesWindow = useMemo(() => ({ from: grid.monthStart, to: grid.monthEnd }), [grid.monthStart, grid.monthEnd]);
  const prefetchMonth = usePrefetchMonth(filters);
  const screen = useScreenText();

  const setMonth = useCallback((next: string) => void updateSearch((previous) => ({ ...previous, month: next })), [updateSearch]);
  const step = useCallback((direction: -1 | 1) => setMonth(shiftMonth(month, direction)), [setMonth, month]);
  useArrowSteps(step);

  const title = monthTitle(month);
  const items = query.data?.items ?? [];
  // The month's totals paint first; the calendar or list, up to hundreds of rows, follows in a
  // render of its own, and never shows an earlier answer under the new totals.
  const deferred = useDeferredValue(query.data);
  const listed = deferred === query.data ? deferred?.items : undefined;
  const monthItems = inWindow(items, grid.monthStart, grid.monthEnd);
  const openForecastFromDay = (forecast: Forecast) => {
    setOpenDay(null);
    setOpenForecast(forecast);
  };

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1>Forecasts</h1>
        <JumpToMonth />
      </div>
      <FilterBar filters={['category', 'counterparty', 'label', 'direction']} defaultPeriod={forecastsDefaultPeriod}>
        <StatusSelect status={status} onStatus={(next) => updateSearch((previous) => ({ ...previous, status: next }))} />
        <ViewSwitch
          view={view}
          onView={(next) => updateSearch((previous) => ({ ...previous, view: next === defaultView ? undefined : next }))}
        />
      </FilterBar>

      <RunwaySection />

      <section aria-labelledby={MONTH_HEADING_ID} className={styles.month}>
        <div className={styles.monthHead}>
          <h2 id={MONTH_HEADING_ID} aria-live="polite" tabIndex={-1}>
            {title}
          </h2>
          <MonthNavigation month={month} onMonth={setMonth} onIntent={prefetchMonth} />
        </div>
        {query.isPending && (
          // As tall as the calendar it stands for, so the page's height does not jump when it arrives.
          <div className={view === 'list' ? undefined : styles.calendarPending} style={{ '--weeks': grid.weeks.length } as CSSProperties}>
            <Skeleton lines={8} label={`Loading the forecasts of ${title}`} />
          </div>
        )}
        {query.isError && <ErrorPanel error={query.error} subject={`the forecasts of ${title}`} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <>
            {query.data.invalidRows.length > 0 && (
              <p role="status" className={styles.warning}>
                {query.data.invalidRows.length} forecasts could not be read and are left out: {query.data.invalidRows[0]!.message}
              </p>
            )}
            {monthItems.length === 0 ? (
              <p className={styles.empty}>
                No forecasts in {title}
                {status || filters.direction ? ' with these filters' : ''}.
              </p>
            ) : (
              <MonthTotals totals={totalsByCurrency(monthItems, today())} title={`${title}: forecast totals`} />
            )}
            <StatusLegend />
            {!listed ? (
              <div
                className={view === 'list' ? undefined : styles.calendarPending}
                style={{ '--weeks': grid.weeks.length } as CSSProperties}
              >
                <Skeleton lines={8} label={`Loading the forecasts of ${title}`} />
              </div>
            ) : view === 'list' ? (
              <ForecastAgenda
                forecasts={inWindow(listed, grid.monthStart, grid.monthEnd)}
                onOpenForecast={setOpenForecast}
                caption={`Forecasts, ${title}`}
                noteMark={noteMark}
              />
            ) : (
              <ForecastCalendar
                grid={grid}
                forecasts={listed}
                onOpenForecast={setOpenForecast}
                onOpenDay={setOpenDay}
                noteMark={noteMark}
              />
            )}
            {listed && (
              <Suspense fallback={null}>
                <ForecastNoteMarks window={notesWindow} onMarks={setNoteMark} />
              </Suspense>
            )}
          </>
        )}
      </section>

      <DayDialog
        day={openDay}
        forecasts={openDay ? items.filter((forecast) => forecast.date === openDay) : []}
        onOpenForecast={openForecastFromDay}
        onClose={() => setOpenDay(null)}
        noteMark={noteMark}
      />
      <ModalDialog
        open={openForecast !== null}
        onClose={() => setOpenForecast(null)}
        title={openForecast ? forecastName(openForecast, screen) : ''}
      >
        {openForecast && (
          <Suspense fallback={<Skeleton lines={4} label="Loading the forecast" />}>
            <ForecastDetails forecast={openForecast} filters={filters} notesWindow={notesWindow} />
          </Suspense>
        )}
      </ModalDialog>
    </div>
  );
}
