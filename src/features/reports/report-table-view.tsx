import { Link } from '@tanstack/react-router';
import { toMoneyString } from '../../api/money.ts';
import { Amount } from '../../components/amount.tsx';
import { drillSearch } from './model/drill-filter.ts';
import { showsChange, type ReportTable, type TableCell, type TableRow } from './model/report-table.ts';
import { ChangeFigure } from './change-figure.tsx';
import styles from './report-table-view.module.css';

type Props = { table: ReportTable; currency: string; search: Record<string, unknown> };

/** Any table of the reports view: exact amounts, every figure with a drill-down link to its transactions. */
export function ReportTableView({ table, currency, search }: Props) {
  const changeLabel = table.changeLabel ?? 'Change';
  const width = 1 + table.columns.reduce((sum, column) => sum + (showsChange(table, column) ? 2 : 1), 0);
  const renderRow = (row: TableRow) => {
    if (row.kind === 'section') {
      return (
        <tr key={row.key} className={styles.section}>
          <th scope="colgroup" colSpan={width}>{row.label}</th>
        </tr>
      );
    }
    return (
      <tr key={row.key} className={row.kind ? styles[row.kind] : undefined}>
        <th scope="row">{row.label}</th>
        {row.cells.map((cell, index) => {
          const column = table.columns[index]!;
          return [
            <td key={column.key} className={styles.figure}>
              <Figure cell={cell} currency={currency} search={search} signed={column.signed !== false} describe={`${row.label}, ${column.label}`} />
            </td>,
            showsChange(table, column) && (
              <td key={`${column.key}-change`} className={`${styles.figure} ${styles.change}`}>
                {cell.change ? <ChangeFigure change={cell.change} currency={currency} /> : <span className="muted">—</span>}
              </td>
            ),
          ];
        })}
      </tr>
    );
  };
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={table.caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeader}</th>
            {table.columns.map((column) => [
              <th key={column.key} scope="col" className={styles.figure}>
                {column.color && <span className={styles.swatch} style={{ background: column.color }} aria-hidden="true" />}
                {column.label}
              </th>,
              showsChange(table, column) && (
                <th key={`${column.key}-change`} scope="col" className={styles.figure}>
                  {changeLabel}
                  <span className="visually-hidden"> of {column.label}</span>
                </th>
              ),
            ])}
          </tr>
        </thead>
        <tbody>{table.rows.map(renderRow)}</tbody>
        <tfoot>{table.footer.map(renderRow)}</tfoot>
      </table>
    </div>
  );
}

type FigureProps = { cell: TableCell; currency: string; search: Record<string, unknown>; signed: boolean; describe: string };

function Figure({ cell, currency, search, signed, describe }: FigureProps) {
  if (cell.value === null) return <span className="muted">—</span>;
  const amount = <Amount value={toMoneyString(cell.value)} currency={currency} signed={signed} />;
  if (!cell.drill) return amount;
  return (
    <Link
      to="/transactions"
      search={drillSearch(search, cell.drill.period, cell.drill.filter)}
      preload={false}
      className={styles.drill}
      aria-label={`${describe}: open the transactions`}
    >
      {amount}
    </Link>
  );
}

