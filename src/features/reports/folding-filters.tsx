import { type ReactNode, useId, useState } from 'react';
import styles from './reports.module.css';

type Props = {
  /** What the folded filters are set to, in a few words: the dates and how many filters narrow the report. */
  summary: string;
  children: ReactNode;
};

/**
 * On a phone the report's filters and options fold behind one line, so its first figures are on
 * the first screen; on a wider screen the line is hidden and the filters always show.
 */
export function FoldingFilters({ summary, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <div className={styles.filtersLine}>
        <button type="button" className={`button ${styles.filtersToggle}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          Filters and options
        </button>
        <span className="muted tabular">{summary}</span>
      </div>
      <div id={id} className={open ? undefined : styles.folded}>
        {children}
      </div>
    </>
  );
}
