import { type ReactNode, useState } from 'react';
import styles from './reports.module.css';

type Props = {
  /** What the folded filters are set to, in a few words: the dates and how many filters narrow the report. */
  summary: string;
  /** The filters, right after the line: its CSS hides them while the button says they are folded. */
  children: ReactNode;
};

/**
 * On a phone the report's filters and options fold behind one line, so its first figures are on
 * the first screen; on a wider screen the line is hidden and the filters always show.
 */
export function FoldingFilters({ summary, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.filtersLine}>
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Filters and options
        </button>
        <span className="muted tabular">{summary}</span>
      </div>
      {children}
    </>
  );
}
