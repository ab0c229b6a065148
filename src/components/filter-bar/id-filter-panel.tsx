import { useMemo, useRef, useState } from 'react';
import { ErrorPanel } from '../error-panel.tsx';
import { Skeleton } from '../skeleton.tsx';
import { catalogOrder } from './filter-catalog.ts';
import { inCatalogOrder } from './filter-chips-model.ts';
import styles from './filter-bar.module.css';
import { idFilters, type IdFilterKind } from './filter-kinds.ts';
import { matchOptions } from './match-options.ts';
import { focusFirstOption, OptionList } from './option-list.tsx';
import { toggleOption } from './tree-selection.ts';
import { useFilterCatalog } from './use-filter-catalog.ts';

type Props = {
  kind: IdFilterKind;
  /** The ticks gathered while the list is open, in the catalog's order. */
  draft: ReadonlySet<string>;
  onDraft: (draft: ReadonlySet<string>) => void;
  close: (returnFocus: boolean) => void;
};

/**
 * The open list of one id filter: loaded with its first opening, as no figure waits for it.
 * Each tick keeps the draft in the catalog's order, so the link it makes reads like the list.
 */
export function IdFilterPanel({ kind, draft, onDraft, close }: Props) {
  const definition = idFilters[kind];
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const panelBody = useRef<HTMLDivElement>(null);
  const { catalog, isPending, error, retry } = useFilterCatalog(kind, true);
  const shown = useMemo(() => (catalog ? matchOptions(catalog.sections, query) : []), [catalog, query]);
  const order = useMemo(() => (catalog ? catalogOrder(catalog) : []), [catalog]);

  return (
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
          onToggle={(option) => onDraft(new Set(inCatalogOrder(toggleOption(option, draft), order)))}
          searchInput={searchInput}
          label={definition.many}
        />
      )}
      <div className={styles.popoverFooter}>
        <span className="muted" aria-live="polite">
          {draft.size} selected
        </span>
        <button type="button" className="button button-quiet" onClick={() => onDraft(new Set())} disabled={draft.size === 0}>
          Clear
        </button>
        <button type="button" className="button button-primary" onClick={() => close(true)}>
          Apply
        </button>
      </div>
    </div>
  );
}
