import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../skeleton.tsx';
import styles from './filter-bar.module.css';
import { idFilters, type IdFilterKind } from './filter-kinds.ts';
import { Popover } from './popover.tsx';

/** Fetched with the first opening: the list, its search and its catalog wait for no figure. */
const IdFilterPanel = lazy(() => import('./id-filter-panel.tsx').then((module) => ({ default: module.IdFilterPanel })));

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

  const apply = () => {
    const next = [...draft];
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
        setOpen(true);
      }}
      onClose={apply}
      focusTarget={focusTarget}
      active={count > 0}
    >
      {(close) => (
        <Suspense fallback={<Skeleton lines={4} label={`Loading ${definition.many.toLowerCase()}`} />}>
          <IdFilterPanel kind={kind} draft={draft} onDraft={setDraft} close={close} />
        </Suspense>
      )}
    </Popover>
  );
}
