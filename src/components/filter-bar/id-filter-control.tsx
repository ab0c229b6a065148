import { useMemo, useRef, useState } from 'react';
import { ErrorPanel } from '../error-panel.tsx';
import { Skeleton } from '../skeleton.tsx';
import { catalogOrder } from './filter-catalog.ts';
import { inCatalogOrder } from './filter-chips-model.ts';
import styles from './filter-bar.module.css';
import { idFilters, type IdFilterKind } from './filter-kinds.ts';
import { matchOptions } from './match-options.ts';
import { focusFirstOption, OptionList } from './option-list.tsx';
import { Popover } from './popover.tsx';
import { toggleOption } from './tree-selection.ts';
import { useFilterCatalog } from './use-filter-catalog.ts';

type Props = {
  kind: IdFilterKind;
  selected: readonly string[];
  onApply: (ids: string[]) => void;
  focusTarget?: boolean;
};

/**
 * One id filter: a button opening a searchable checkbox list. Ticks are gathered while the
 * list is open and applied when it closes, so choosing three accounts is one history entry
 * and one reload of the view, not three.
 */
export function IdFilterControl({ kind, selected, onApply, focusTarget }: Props) {
  const definition = idFilters[kind];
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const panelBody = useRef<HTMLDivElement>(null);
  const { catalog, isPending, error, retry } = useFilterCatalog(kind, open);
  const shown = useMemo(() => (catalog ? matchOptions(catalog.sections, query) : []), [catalog, query]);

  const apply = () => {
    const next = catalog ? inCatalogOrder(draft, catalogOrder(catalog)) : [...draft];
    const same = next.length === selected.length && next.every((id) => selected.includes(id));
    if (!same) onApply(next);
    setOpen(false);
  };

  const count = selected.length;
  return (
    <Popover
      trigger={
        <>
          {definition.many}
          {count > 0 && <span className={styles.count}>{count}</span>}
        </>
      }
      triggerLabel={count > 0 ? `${definition.many}, ${count} selected` : definition.many}
      panelLabel={`Filter by ${definition.noun}`}
      open={open}
      onOpen={() => {
        setDraft(new Set(selected));
        setQuery('');
        setOpen(true);
      }}
      onClose={apply}
      focusTarget={focusTarget}
      active={count > 0}
    >
      {(close) => (
        <div
          ref={panelBody}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
              event.preventDefault();
              close(true);
            }
          }}
        >
          <input
            ref={searchInput}
            type="search"
            className={styles.search}
            aria-label={`Search ${definition.many.toLowerCase()}`}
            placeholder="Type to filter"
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                focusFirstOption(panelBody.current);
              }
            }}
          />
          {error ? (
            <ErrorPanel error={error} subject={`the ${definition.many.toLowerCase()}`} onRetry={retry} />
          ) : isPending || !catalog ? (
            <Skeleton lines={4} label={`Loading ${definition.many.toLowerCase()}`} />
          ) : shown.length === 0 ? (
            <p className={styles.empty}>
              {query ? `No ${definition.noun} matches “${query}”.` : `There are no ${definition.many.toLowerCase()} in this workspace.`}
            </p>
          ) : (
            <OptionList
              sections={shown}
              selected={draft}
              onToggle={(option) => setDraft((current) => toggleOption(option, current))}
              searchInput={searchInput}
              label={definition.many}
            />
          )}
          <div className={styles.popoverFooter}>
            <span className="muted" aria-live="polite">{draft.size} selected</span>
            <button type="button" className="button button-quiet" onClick={() => setDraft(new Set())} disabled={draft.size === 0}>
              Clear
            </button>
            <button type="button" className="button button-primary" onClick={() => close(true)}>
              Apply
            </button>
          </div>
        </div>
      )}
    </Popover>
  );
}
