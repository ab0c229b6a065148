import { useTable } from '@tanstack/react-table';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { transactionColumns, transactionTableFeatures } from './transaction-columns.tsx';
import type { ReferenceLookups } from './transaction-names.ts';
import { TransactionTableRow } from './transaction-table-row.tsx';
import { useRowWindow } from './use-row-window.ts';
import styles from './transactions-table.module.css';

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
/** Ask for the next page while this many loaded rows are still below the viewport. */
const FETCH_AHEAD_ROWS = 100;
const PAGE_STEP = 10;

type Props = {
  rows: Transaction[];
  lookups: ReferenceLookups;
  /** True when more pages exist (the total is unknown: aria-rowcount is then -1). */
  hasMore: boolean;
  /** True when a next page can be requested now: one exists, nothing is in flight, the last try did not fail. */
  canFetchMore: boolean;
  fetchMore: () => void;
  onOpen: (id: string) => void;
};

// Stable options: a new function each render would make the table rebuild its row model.
const rowId = (row: Transaction) => row.id;

/** The loaded transactions in the API's order, virtualised: only the rows in view are in the DOM. */
export function TransactionsTable({ rows, lookups, hasMore, canFetchMore, fetchMore, onOpen }: Props) {
  const columns = useMemo(() => transactionColumns(lookups), [lookups]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  const { items, totalSize, scrollToIndex } = useRowWindow({
    scrollRef,
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    offset: HEADER_HEIGHT,
    // Few rows beyond the view: a fast drag replaces every row each frame, and each one costs layout.
    overscan: 4,
  });
  // The table models only the rows in the window: a row model of 100,000 loaded rows cost a second per page.
  const firstIndex = items[0]?.index ?? 0;
  const windowRows = useMemo(() => rows.slice(firstIndex, firstIndex + items.length), [rows, firstIndex, items.length]);
  const table = useTable({ features: transactionTableFeatures, columns, data: windowRows, getRowId: rowId });
  const tableRows = table.getRowModel().rows;
  const lastIndex = items.at(-1)?.index ?? -1;
  // Roving tabindex: when the last focused row has scrolled out of the DOM, Tab lands on the first rendered one.
  const tabbableIndex = items.some((item) => item.index === focusIndex) ? focusIndex : (items[0]?.index ?? 0);

  useEffect(() => {
    if (canFetchMore && lastIndex >= rows.length - FETCH_AHEAD_ROWS) fetchMore();
  }, [canFetchMore, lastIndex, rows.length, fetchMore]);

  // A row moved to by keyboard may only be rendered after the virtualiser scrolled to it.
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"]`);
    if (row) {
      row.focus();
      pendingFocus.current = null;
    }
  });

  const moveFocus = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(rows.length - 1, index));
      setFocusIndex(next);
      const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`);
      if (row) row.focus();
      else {
        pendingFocus.current = next;
        scrollToIndex(next);
      }
    },
    [rows.length, scrollToIndex],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableSectionElement>) => {
      const index = Number((event.target as HTMLElement).closest('tr')?.dataset.index);
      if (!Number.isInteger(index)) return;
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        PageDown: index + PAGE_STEP,
        PageUp: index - PAGE_STEP,
        Home: 0,
        End: rows.length - 1,
      };
      const target = moves[event.key];
      if (target !== undefined) {
        event.preventDefault();
        moveFocus(target);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const row = rows[index];
        if (row) onOpen(row.id);
      }
    },
    [moveFocus, onOpen, rows],
  );

  const paddingTop = items.length > 0 ? items[0]!.start - HEADER_HEIGHT : 0;
  const paddingBottom = items.length > 0 ? totalSize - (items.at(-1)!.end - HEADER_HEIGHT) : 0;
  const columnIds = table.getAllLeafColumns().map((column) => column.id);

  return (
    <div ref={scrollRef} className={styles.scroller} data-testid="transactions-scroller" tabIndex={-1}>
      <table className={styles.table} aria-rowcount={hasMore ? -1 : rows.length + 1} aria-describedby="transactions-keys">
        <caption className="visually-hidden">Transactions, newest first, in the order the API lists them.</caption>
        <thead className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-column={header.column.id}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {paddingTop > 0 && <SpacerRow columnIds={columnIds} height={paddingTop} />}
          {items.map((item) => {
            const row = tableRows[item.index - firstIndex];
            if (!row) return null;
            return (
              <TransactionTableRow
                key={row.id}
                row={row}
                columns={columns}
                index={item.index}
                height={ROW_HEIGHT}
                tabbable={item.index === tabbableIndex}
                onOpen={onOpen}
                onFocusRow={setFocusIndex}
              />
            );
          })}
          {paddingBottom > 0 && <SpacerRow columnIds={columnIds} height={paddingBottom} />}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Stands in for the rows scrolled out of the DOM. One cell per column, not one spanning
 * cell: columns hidden on narrow screens must stay hidden in the spacer too.
 */
function SpacerRow({ columnIds, height }: { columnIds: string[]; height: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer} style={{ height }}>
      {columnIds.map((id) => (
        <td key={id} data-column={id} />
      ))}
    </tr>
  );
}
