import { FlexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import type { transactionTableFeatures } from './transaction-columns.tsx';
import styles from './transactions-table.module.css';

type Props = {
  row: Row<typeof transactionTableFeatures, Transaction>;
  /** The columns the cells render with: new names joined in must re-render the visible rows. */
  columns: unknown;
  index: number;
  height: number;
  /** The one row reached by Tab; arrows move between rows from there. */
  tabbable: boolean;
  onOpen: (id: string) => void;
  onFocusRow: (index: number) => void;
};

/**
 * One transaction; memoised so scrolling re-renders only the rows entering the view. The
 * table models only the rows in view, so a row object is new after each scroll step: the
 * transaction it shows, not the object, decides whether to render again.
 */
export const TransactionTableRow = memo(function TransactionTableRow({ row, index, height, tabbable, onOpen, onFocusRow }: Props) {
  const transaction = row.original;
  return (
    <tr
      className={`${styles.row} ${transaction.status === 'pending' ? styles.pending : ''}`}
      data-index={index}
      data-row-id={transaction.id}
      data-status={transaction.status}
      aria-rowindex={index + 2}
      tabIndex={tabbable ? 0 : -1}
      style={{ height }}
      onClick={() => onOpen(transaction.id)}
      onFocus={() => onFocusRow(index)}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} data-column={cell.column.id}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}, sameRow);

function sameRow(previous: Props, next: Props): boolean {
  return (
    previous.row.original === next.row.original &&
    previous.columns === next.columns &&
    previous.index === next.index &&
    previous.height === next.height &&
    previous.tabbable === next.tabbable &&
    previous.onOpen === next.onOpen &&
    previous.onFocusRow === next.onFocusRow
  );
}
