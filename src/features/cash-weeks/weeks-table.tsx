import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { TableAmount } from '../../components/table-amount.tsx';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { CashWeeksTable, TableRow, WeekColumn } from '../../core/cash-weeks/table-model.ts';
import { type Cents, toMoneyString } from '../../core/money.ts';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { actualsLink, type CellLink, forecastsLink } from './cell-links.ts';
import { weekHeading, weekSpan } from './week-words.ts';
import type { TableNoteMarks } from './weeks-table-notes.tsx';
import styles from './cash-weeks.module.css';

/** Per row key, the change of each week's cell since the compared version (null where the version had no such row). */
export type CellChanges = ReadonlyMap<string, readonly (Cents | null)[]>;

type Props = {
  table: CashWeeksTable;
  expanded: ReadonlySet<string>;
  onToggle: (categoryId: string) => void;
  /** This week's actual part so far written under each of its figures, asked for from the week's header. */
  showActuals: boolean;
  onToggleActuals: () => void;
  changes: CellChanges | null;
  /** The chosen scenario's closing cash minus the base case's, per week; null without a scenario. */
  scenarioDifference: readonly Cents[] | null;
  /** The notes' marks, once their part has loaded (after the figures); null until then. */
  marks: TableNoteMarks | null;
};

const balanceKinds: ReadonlySet<TableRow['kind']> = new Set(['opening', 'closing', 'minimum', 'headroom']);
const subtotalKinds: ReadonlySet<TableRow['kind']> = new Set(['receipts_total', 'disbursements_total', 'net', 'closing']);

/**
 * The 13 weeks as a real table: row headers (the label column, sticky) and column headers (the
 * weeks, sticky on top); a top-level category opens to its children with a button that says
 * whether it is open. On a phone the label and this week's figure stay put while the rest scrolls.
 */
export const WeeksTable = memo(function WeeksTable({
  table,
  expanded,
  onToggle,
  showActuals,
  onToggleActuals,
  changes,
  scenarioDifference,
  marks,
}: Props) {
  const parents = new Set(table.rows.map((row) => row.parentKey).filter((key): key is string => key !== null));
  const shown = shownRows(table, expanded);
  return (
    <WideTableScroll label="13-week cash flow" lastColumn="13-week total" className={styles.scroller}>
      <table className={styles.table} data-table="cash-weeks">
        <caption className="visually-hidden">
          13-week cash flow in {table.currency}, receipts and disbursements by category, week by week
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Line</span>
            </th>
            {table.weeks.map((week) => (
              <WeekHeader
                key={week.index}
                week={week}
                table={table}
                marks={marks}
                actuals={week.index === 0 ? { shown: showActuals, onToggle: onToggleActuals } : null}
              />
            ))}
            <th scope="col" className={styles.number}>
              13-week total
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <Row
              key={row.key}
              row={row}
              table={table}
              canOpen={parents.has(row.key) && row.categoryId !== null}
              open={row.categoryId !== null && expanded.has(row.categoryId)}
              onToggle={onToggle}
              showActuals={showActuals}
              changes={changes?.get(row.key) ?? null}
              marks={marks}
            />
          ))}
          {scenarioDifference && <DifferenceRow weeks={table.weeks} difference={scenarioDifference} currency={table.currency} />}
        </tbody>
      </table>
    </WideTableScroll>
  );
});

/** The rows on screen: every top-level row, and the children of the open ones. */
export function shownRows(table: CashWeeksTable, expanded: ReadonlySet<string>): TableRow[] {
  return table.rows.filter((row) => row.parentKey === null || isOpen(table.rows, row.parentKey, expanded));
}

function isOpen(rows: readonly TableRow[], parentKey: string, expanded: ReadonlySet<string>): boolean {
  const parent = rows.find((row) => row.key === parentKey);
  return parent?.categoryId !== null && parent?.categoryId !== undefined && expanded.has(parent.categoryId);
}

type ActualsToggle = { shown: boolean; onToggle: () => void };

/**
 * A week's heading; the first week under the minimum or under zero says so, with a shape beside the words. This week's
 * also offers its actual part so far: under every figure it doubled each row's height and kept the table from one screen.
 */
function WeekHeader({
  week,
  table,
  marks,
  actuals,
}: {
  week: WeekColumn;
  table: CashWeeksTable;
  marks: TableNoteMarks | null;
  actuals: ActualsToggle | null;
}) {
  const underZero = table.firstUnderZero === week.index;
  const underMinimum = table.firstUnderMinimum === week.index;
  const nameId = useId();
  // Named by its week alone: the note mark inside is a control of its own, not part of every cell's column name.
  return (
    <th
      scope="col"
      aria-labelledby={nameId}
      className={`${styles.number} ${week.index === 0 ? styles.current : ''}`}
      data-under={underZero ? 'zero' : underMinimum ? 'minimum' : undefined}
    >
      {/* Its line held before the notes' part arrives, after the figures: a mark landing above the names moved every row. */}
      <span className={styles.markSlot}>{marks?.header(week)}</span>
      <span id={nameId}>
        <abbr title={weekSpan(week)} className={styles.weekName}>
          {weekHeading(week)}
        </abbr>
        {underMinimum && (
          <span className={styles.flag}>
            <span aria-hidden="true">▲ </span>First under minimum
          </span>
        )}
        {underZero && (
          <span className={`${styles.flag} ${styles.flagZero}`}>
            <span aria-hidden="true">◆ </span>First under zero
          </span>
        )}
      </span>
      {actuals && (
        <button type="button" className={`button ${styles.actualsToggle}`} aria-pressed={actuals.shown} onClick={actuals.onToggle}>
          {/* Pressed says so in a shape too, not in colour alone. */}
          <span aria-hidden="true">{actuals.shown ? '✓ ' : '+ '}</span>
          Actual so far
        </button>
      )}
    </th>
  );
}

type RowProps = {
  row: TableRow;
  table: CashWeeksTable;
  canOpen: boolean;
  open: boolean;
  onToggle: (categoryId: string) => void;
  showActuals: boolean;
  changes: readonly (Cents | null)[] | null;
  marks: TableNoteMarks | null;
};

function Row({ row, table, canOpen, open, onToggle, showActuals, changes, marks }: RowProps) {
  const signed = !balanceKinds.has(row.kind);
  const className = [subtotalKinds.has(row.kind) ? styles.subtotal : '', row.depth === 1 ? styles.child : ''].join(' ');
  return (
    <tr className={className} data-row={row.key}>
      <th scope="row">
        {canOpen && row.categoryId ? (
          <button type="button" className="disclosure" aria-expanded={open} onClick={() => onToggle(row.categoryId!)}>
            <span aria-hidden="true">{open ? '▾' : '▸'} </span>
            {row.label}
          </button>
        ) : (
          row.label
        )}
      </th>
      {row.cells.map((cell, index) => {
        const week = table.weeks[index]!;
        return (
          <td key={week.index} className={`${styles.number} ${week.index === 0 ? styles.current : ''}`}>
            {marks?.cell(row, week)}
            <CellFigure link={forecastsLink(row, week)} value={cell} currency={table.currency} signed={signed} />
            {week.index === 0 && showActuals && <ActualPart row={row} week={week} today={table.today} currency={table.currency} />}
            <Change value={changes?.[index] ?? null} currency={table.currency} />
          </td>
        );
      })}
      <td className={styles.number}>
        {row.total === null ? (
          <span className="visually-hidden">no total for a balance</span>
        ) : (
          <TableAmount value={toMoneyString(row.total)} currency={table.currency} signed />
        )}
      </td>
    </tr>
  );
}

function CellFigure({ link, value, currency, signed }: { link: CellLink | null; value: Cents; currency: string; signed: boolean }) {
  const amount = <TableAmount value={toMoneyString(value)} currency={currency} signed={signed} />;
  if (!link) return amount;
  return (
    <Link to={link.to} search={link.search} className={styles.cellLink}>
      {amount}
    </Link>
  );
}

/** This week's actual part, linked to the transactions so far. */
function ActualPart({ row, week, today, currency }: { row: TableRow; week: WeekColumn; today: IsoDate; currency: string }) {
  const link = actualsLink(row, week, today);
  // Nothing happened yet: "actual €0.00" under every quiet row would only be noise.
  if (!link || row.actualThisWeek === null || row.actualThisWeek === 0n) return null;
  return (
    <Link to={link.to} search={link.search} className={styles.actual} data-part="actual">
      actual <TableAmount value={toMoneyString(row.actualThisWeek)} currency={currency} signed />
    </Link>
  );
}

/** What moved since the compared version, beside the figure; nothing when it did not move. */
function Change({ value, currency }: { value: Cents | null; currency: string }) {
  if (value === null || value === 0n) return null;
  return (
    <span className={styles.change}>
      <span className="visually-hidden">change since the version: </span>
      <span aria-hidden="true">{value > 0n ? '↑' : '↓'} </span>
      <TableAmount value={toMoneyString(value)} currency={currency} signed />
    </span>
  );
}

function DifferenceRow({ weeks, difference, currency }: { weeks: readonly WeekColumn[]; difference: readonly Cents[]; currency: string }) {
  return (
    <tr className={styles.difference} data-row="scenario-difference">
      <th scope="row">Scenario minus base (closing)</th>
      {weeks.map((week) => (
        <td key={week.index} className={`${styles.number} ${week.index === 0 ? styles.current : ''}`}>
          <TableAmount value={toMoneyString(difference[week.index] ?? 0n)} currency={currency} signed />
        </td>
      ))}
      <td />
    </tr>
  );
}
