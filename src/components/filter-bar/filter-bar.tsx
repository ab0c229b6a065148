import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback } from 'react';
import type { PeriodPreset } from '../../core/date-window.ts';
import { type AnyViewSearch, useFilterState, useUpdateSearch } from '../../browser/use-view-search.ts';
import { CopyLinkControl } from './copy-link-control.tsx';
import { DirectionControl } from './direction-control.tsx';
import styles from './filter-bar.module.css';
import { activeFilterCount, type FilterKind, idFilters, type IdFilterKind } from './filter-kinds.ts';
import { IdFilterControl } from './id-filter-control.tsx';
import { activePeriod, shareLinks } from './share-links.ts';
import { WindowControl } from './window-control.tsx';

/** Only a filtered view has chips, and naming them needs the reference lists: neither waits for a figure. */
const FilterChipRow = lazy(() => import('./filter-chip-row.tsx').then((module) => ({ default: module.FilterChipRow })));

export type { FilterKind } from './filter-kinds.ts';

type Props = {
  /** Which controls this view offers, in order. */
  filters: readonly FilterKind[];
  defaultPeriod: PeriodPreset;
  /** View-specific controls placed after the shared ones. */
  children?: ReactNode;
};

/**
 * The shared filters of a view, read from and written to the URL (the API's own parameter
 * names), so a pasted link reproduces the view and back/forward walk through changes.
 */
export function FilterBar({ filters, defaultPeriod, children }: Props) {
  const { search, window } = useFilterState(defaultPeriod);
  const updateSearch = useUpdateSearch();
  const update = useCallback(
    (updater: (previous: AnyViewSearch) => AnyViewSearch, options?: { replace: boolean }) => void updateSearch(updater, options),
    [updateSearch],
  );
  const setIds = useCallback(
    (kind: IdFilterKind, ids: string[], options?: { replace: boolean }) =>
      update((previous) => ({ ...previous, [idFilters[kind].param]: ids.length > 0 ? ids : undefined }), options),
    [update],
  );

  const hasFilters = activeFilterCount(search, filters) > 0;
  const period = activePeriod(search, defaultPeriod);

  return (
    <section role="search" aria-label="Filters" className={styles.bar}>
      <div className={styles.controls}>
        {filters.map((kind, index) => {
          const focusTarget = index === 0;
          if (kind === 'window') {
            return (
              <WindowControl
                key={kind}
                search={search}
                window={window}
                defaultPeriod={defaultPeriod}
                update={update}
                focusTarget={focusTarget}
              />
            );
          }
          if (kind === 'direction') {
            return (
              <DirectionControl
                key={kind}
                value={search.direction}
                onChange={(direction) => update((previous) => ({ ...previous, direction }))}
                focusTarget={focusTarget}
              />
            );
          }
          return (
            <IdFilterControl
              key={kind}
              kind={kind}
              selected={search[idFilters[kind].param] ?? []}
              onApply={(ids) => setIds(kind, ids)}
              focusTarget={focusTarget}
            />
          );
        })}
        {children}
        <CopyLinkControl period={period} links={() => shareLinks(`${location.origin}${location.pathname}`, search, window, period)} />
      </div>
      {hasFilters && (
        <Suspense fallback={null}>
          <FilterChipRow filters={filters} search={search} setIds={setIds} update={update} />
        </Suspense>
      )}
    </section>
  );
}
