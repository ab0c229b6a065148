import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import type { AnyViewSearch } from '../../browser/use-view-search.ts';
import { directionLabels } from './direction-control.tsx';
import styles from './filter-bar.module.css';
import { type FilterKind, idFilters, type IdFilterKind, isIdFilterKind } from './filter-kinds.ts';
import { IdFilterChips } from './id-filter-chips.tsx';
import { RemovableChip } from './removable-chip.tsx';

type Props = {
  filters: readonly FilterKind[];
  search: FilterSearch;
  setIds: (kind: IdFilterKind, ids: string[], options?: { replace: boolean }) => void;
  update: (updater: (previous: AnyViewSearch) => AnyViewSearch) => void;
};

/** The active filters as removable chips, and "Clear filters". */
export function FilterChipRow({ filters, search, setIds, update }: Props) {
  const idKinds = filters.filter(isIdFilterKind);
  return (
    <div className={styles.chipRow}>
      <ul className={styles.chips} aria-label="Active filters">
        {idKinds.map((kind) => (
          <IdFilterChips
            key={kind}
            kind={kind}
            selected={search[idFilters[kind].param] ?? []}
            onChange={(ids, options) => setIds(kind, ids, options)}
          />
        ))}
        {filters.includes('direction') && search.direction && (
          <RemovableChip
            text={`Direction: ${directionLabels[search.direction]}`}
            onRemove={() => update((previous) => ({ ...previous, direction: undefined }))}
          />
        )}
      </ul>
      <button
        type="button"
        className={`button button-quiet ${styles.clear}`}
        onClick={() => {
          const cleared = Object.fromEntries(idKinds.map((kind) => [idFilters[kind].param, undefined]));
          update((previous) => ({ ...previous, ...cleared, direction: undefined }));
          document.querySelector<HTMLElement>('[data-filter-focus]')?.focus();
        }}
      >
        Clear filters
      </button>
    </div>
  );
}
