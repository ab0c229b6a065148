import { useEffect, useRef } from 'react';
import { filterChips, unknownIds } from './filter-chips-model.ts';
import { idFilters, type IdFilterKind } from './filter-kinds.ts';
import { RemovableChip } from './removable-chip.tsx';
import { useFilterCatalog } from './use-filter-catalog.ts';
import { useUrlNotices } from '../url-notices.tsx';

type Props = {
  kind: IdFilterKind;
  selected: readonly string[];
  /** Writes the new ids; `replace` when correcting the link rather than following the reader. */
  onChange: (ids: string[], options?: { replace: boolean }) => void;
};

/**
 * The chips of one id filter. The link naming ids is what loads the list here (to name the
 * chips); once loaded, ids it does not hold are dropped from the address and reported.
 */
export function IdFilterChips({ kind, selected, onChange }: Props) {
  const definition = idFilters[kind];
  const { catalog } = useFilterCatalog(kind, selected.length > 0);
  const { report } = useUrlNotices();
  const reported = useRef('');

  useEffect(() => {
    const { unknown, notices } = unknownIds(definition, selected, catalog);
    if (unknown.length === 0) {
      reported.current = '';
      return;
    }
    const key = unknown.join(',');
    if (reported.current === key) return;
    reported.current = key;
    report(notices);
    onChange(
      selected.filter((id) => !unknown.includes(id)),
      { replace: true },
    );
  }, [definition, selected, catalog, onChange, report]);

  return filterChips(definition, selected, catalog).map((chip) => (
    <RemovableChip key={chip.key} text={chip.text} onRemove={() => onChange(selected.filter((id) => !chip.removes.includes(id)))} />
  ));
}
