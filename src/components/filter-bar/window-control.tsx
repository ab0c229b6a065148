import { lazy, Suspense, useId } from 'react';
import { type DateWindow, describeWindow, periodLabels, periodPresets, type PeriodPreset, shiftWindow } from '../../core/date-window.ts';
import { oneOf } from '../../core/one-of.ts';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import type { AnyViewSearch } from '../../browser/use-view-search.ts';
import styles from './filter-bar.module.css';
import { useArrowSteps } from '../../browser/use-arrow-steps.ts';

/** Only a link with explicit dates shows them: most readers stay on a preset. */
const CustomWindowInputs = lazy(() => import('./custom-window-inputs.tsx').then((module) => ({ default: module.CustomWindowInputs })));

type Update = (update: (previous: AnyViewSearch) => AnyViewSearch) => void;

type Props = {
  search: FilterSearch;
  window: DateWindow;
  defaultPeriod: PeriodPreset;
  update: Update;
  focusTarget?: boolean;
};

const CUSTOM = 'custom';

/** An explicit window replaces the rolling period in the link, and the reverse. */
const withWindow = (next: DateWindow) => (previous: AnyViewSearch) => ({ ...previous, period: undefined, ...next });
const withPeriod = (period: PeriodPreset) => (previous: AnyViewSearch) => ({ ...previous, from: undefined, to: undefined, period });

/** The period presets, custom dates, and the previous/next steps the ← → keys also take. */
export function WindowControl({ search, window, defaultPeriod, update, focusTarget }: Props) {
  const selectId = useId();
  const custom = Boolean(search.from && search.to);
  const period = custom ? null : (search.period ?? defaultPeriod);
  useArrowSteps((direction) => update(withWindow(shiftWindow(window, direction, period))));
  return (
    <div className={styles.windowControl}>
      <label htmlFor={selectId} className={styles.controlLabel}>
        Period
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={period ?? CUSTOM}
        data-filter-focus={focusTarget ? '' : undefined}
        onChange={(event) => {
          const preset = oneOf(periodPresets, event.target.value);
          update(preset ? withPeriod(preset) : withWindow(window));
        }}
      >
        {periodPresets.map((preset) => (
          <option key={preset} value={preset}>
            {periodLabels[preset]}
          </option>
        ))}
        <option value={CUSTOM}>Custom dates</option>
      </select>
      {custom && (
        <Suspense fallback={null}>
          <CustomWindowInputs window={window} onCommit={(next) => update(withWindow(next))} />
        </Suspense>
      )}
      <div className={styles.stepper}>
        <button
          type="button"
          className="button"
          aria-label="Previous period"
          aria-keyshortcuts="ArrowLeft"
          title="Previous period (←)"
          onClick={() => update(withWindow(shiftWindow(window, -1, period)))}
        >
          ‹
        </button>
        <button
          type="button"
          className="button"
          aria-label="Next period"
          aria-keyshortcuts="ArrowRight"
          title="Next period (→)"
          onClick={() => update(withWindow(shiftWindow(window, 1, period)))}
        >
          ›
        </button>
      </div>
      {!custom && (
        <span className={`${styles.windowText} tabular`} aria-live="polite">
          {describeWindow(window)}
        </span>
      )}
    </div>
  );
}
