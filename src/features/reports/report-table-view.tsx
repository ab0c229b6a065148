import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { toMoneyString } from '../../core/money.ts';
import type { MoneyUnits } from '../../core/money-units.ts';
import { TableAmount } from '../../components/table-amount.tsx';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import { drillSearch } from './model/drill-filter.ts';
import {
  changeHeading,
  isSigned,
  linesWithChildren,
  openLines,
  showsChange,
  type ReportTable,
  type TableCell,
  type TableRow,
} from './model/report-table.ts';
import { ChangeFigure } from './change-figure.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import styles from './report-table-view.module.css';
import { ShownName } from '../../components/shown-name/shown-name.tsx';

import type { ReportMarks } from './report-table-notes.tsx';

type Props = {
  table: ReportTable;
  currency: string;
  search: FilterSearch;
  /** The notes' marks, once their part has loaded (after the figures). */
  marks?: ReportMarks | null;
  /** How figures are written: exact unless the report rounds them (the CSV and each figure's tooltip stay exact). */
  units?: MoneyUnits;
  /** The lines opened to the lines beneath them, and how one opens or closes; without it every line is shown. */
  nesting?: { expanded: ReadonlySet<string>; onToggle: (key: string) => void } | null;
};

/**
 * Any table of the reports view: every figure with a drill-down link to its transactions. The
 * lines' column stays at the left while the periods scroll sideways, and a Total column (without
 * a change beside it) at the right.
 */
export function ReportTableView({ table, currency, search, marks = null, units = 'exact', nesting = null }: Props) {
  const heading = changeHeading(table);
  const againstEarlier = table.comparing && table.comparedWith !== 'plan';
  const width = 1 + table.columns.reduce((sum, column) => sum + (showsChange(table, column) ? 2 : 1), 0);
  // The Total stays at the right as the lines' names stay at the left: a window's closing cash is always on screen.
  // Not with its change beside it: two pinned columns would leave a phone no room for the periods.
  const last = table.columns.at(-1);
  const pinTotal = last?.key === 'total' && !showsChange(table, last) && table.columns.length > 1;
  const lastColumn = (pinTotal ? table.columns.at(-2) : last)?.label ?? '';
  const figureClass = (index: number) =>
    pinTotal && index === table.columns.length - 1 ? `${styles.figure} ${styles.pinned}` : styles.figure;
  // Headers are named by their label alone (aria-labelledby): a note mark inside is a control of its own, not part of every cell's name.
  const nameIds = useId();
  const parents = nesting ? linesWithChildren(table.rows) : null;
  const bodyRows = nesting ? openLines(table.rows, nesting.expanded) : table.rows;
  const renderRow = (row: TableRow, place: string, section: { id: string; label: string }) => {
    if (row.kind === 'section') {
      return (
        <tr key={row.key} className={styles.section}>
          <th scope="colgroup" colSpan={width} id={`${nameIds}-${place}`}>
            <span className={styles.sectionName}>{row.label}</span>
          </th>
        </tr>
      );
    }
    return (
      <tr key={row.key} className={[row.kind ? styles[row.kind] : '', row.parent ? styles.child : ''].join(' ').trim() || undefined}>
        <th scope="row" aria-labelledby={`${section.id}${nameIds}-${place}`}>
          {marks?.row(row.key)}
          {nesting && parents?.has(row.key) ? (
            <button
              type="button"
              className={`disclosure ${styles.toggle}`}
              aria-expanded={nesting.expanded.has(row.key)}
              onClick={() => nesting.onToggle(row.key)}
            >
              {row.color && <span className={styles.swatch} style={{ background: row.color }} aria-hidden="true" />}
              <span aria-hidden="true">{nesting.expanded.has(row.key) ? '▾' : '▸'}&nbsp;</span>
              <span id={`${nameIds}-${place}`}>
                <ShownName text={row.label} />
              </span>
            </button>
          ) : (
            <>
              {row.color && <span className={styles.swatch} style={{ background: row.color }} aria-hidden="true" />}
              <span id={`${nameIds}-${place}`}>
                {row.parent && <span className="visually-hidden">{row.parent.label} › </span>}
                <ShownName text={row.label} />
              </span>
            </>
          )}
        </th>
        {row.cells.map((cell, index) => {
          const column = table.columns[index]!;
          const signed = isSigned(row, column);
          return [
            <td key={column.key} className={figureClass(index)}>
              {marks?.cell(row.key, column.key)}
              <Figure
                cell={cell}
                currency={currency}
                search={search}
                signed={signed}
                units={units}
                describe={`${section.label}${row.parent ? `${row.parent.label} › ` : ''}${row.label}, ${column.label}`}
              />
            </td>,
            showsChange(table, column) && (
              <td key={`${column.key}-change`} className={`${styles.figure} ${styles.change}`}>
                {cell.change ? (
                  <ChangeFigure
                    change={cell.change}
                    currency={currency}
                    signed={signed}
                    units={units}
                    earlierAs={againstEarlier ? 'was' : null}
                  />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            ),
          ];
        })}
      </tr>
    );
  };
  // Where lines are named with their section (`rowsNamedBySection`): the last section's header id and label, each with a space.
  const renderRows = (rows: readonly TableRow[], prefix: string) => {
    let section = { id: '', label: '' };
    return rows.map((row, index) => {
      const place = `${prefix}${index}`;
      if (row.kind === 'section' && table.rowsNamedBySection) section = { id: `${nameIds}-${place} `, label: `${row.label} ` };
      return renderRow(row, place, section);
    });
  };
  return (
    <WideTableScroll label={table.caption} lastColumn={lastColumn} className={styles.scroller}>
      <table className={table.rowsNamedBySection ? `${styles.table} ${styles.shortLines}` : styles.table}>
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeader}</th>
            {table.columns.map((column, index) => [
              <th key={column.key} scope="col" aria-labelledby={`${nameIds}-c${index}`} className={figureClass(index)}>
                {marks?.column(column.key)}
                {column.color && <span className={styles.swatch} style={{ background: column.color }} aria-hidden="true" />}
                <span id={`${nameIds}-c${index}`}>
                  {column.label}
                  {againstEarlier && column.earlierPeriod && <span className={styles.earlier}> vs {column.earlierPeriod.label}</span>}
                </span>
              </th>,
              showsChange(table, column) && (
                <th key={`${column.key}-change`} scope="col" className={styles.figure}>
                  {heading}
                  <span className="visually-hidden"> of {column.label}</span>
                </th>
              ),
            ])}
          </tr>
        </thead>
        <tbody>{renderRows(bodyRows, 'b')}</tbody>
        <tfoot>{renderRows(table.footer, 'f')}</tfoot>
      </table>
    </WideTableScroll>
  );
}

type FigureProps = { cell: TableCell; currency: string; search: FilterSearch; signed: boolean; units: MoneyUnits; describe: string };

function Figure({ cell, currency, search, signed, units, describe }: FigureProps) {
  if (cell.percent) return `${cell.percent} %`;
  if (cell.value === null) return cell.note ? <span className={styles.note}>{cell.note}</span> : <span className="muted">—</span>;
  const amount = <TableAmount value={toMoneyString(cell.value)} currency={currency} signed={signed} units={units} />;
  if (!cell.drill) return amount;
  return (
    <Link
      to="/transactions"
      search={drillSearch(search, cell.drill.period, cell.drill.filter, cell.drill.direction)}
      preload={false}
      className={styles.drill}
    >
      {/* The name starts with the figure as shown, so a reader who says what they see (voice control) reaches it. */}
      {amount}
      <span className="visually-hidden">, {describe}: open the transactions</span>
    </Link>
  );
}
