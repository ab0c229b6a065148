import { agreeing, plural } from '../../../core/words/words.ts';
import type { ReportTable, TableCell, TableRow } from './report-table.ts';

/** What was folded away, named as the table names it: lines ("Transfers between own accounts") and periods ("Mar 2026"). */
export type QuietFold = { table: ReportTable; lines: string[]; columns: string[] };

/**
 * Folds away the lines and the period columns that are all zero: every figure zero (or none),
 * and, compared, every earlier figure zero too, so nothing a change says is lost. Balances,
 * subtotals and totals are never folded, nor the Total column; a section whose every line is
 * quiet goes with its subtotal and is named by its heading.
 */
export function foldQuietLines(table: ReportTable): QuietFold {
  const folded = foldRows(table.rows);
  const everyRow = [...folded.rows, ...table.footer];
  const quietColumns = new Set(
    table.columns.flatMap((column, index) =>
      column.key !== 'total' && everyRow.every((row) => row.kind === 'section' || isQuiet(row.cells[index])) ? [index] : [],
    ),
  );
  if (folded.names.length === 0 && quietColumns.size === 0) return { table, lines: [], columns: [] };
  const keep = <Item>(items: readonly Item[]) => items.filter((_, index) => !quietColumns.has(index));
  const withoutColumns = (row: TableRow): TableRow => (row.kind === 'section' ? row : { ...row, cells: keep(row.cells) });
  return {
    table: { ...table, columns: keep(table.columns), rows: folded.rows.map(withoutColumns), footer: table.footer.map(withoutColumns) },
    lines: folded.names,
    columns: table.columns.filter((_, index) => quietColumns.has(index)).map((column) => column.label),
  };
}

/** No figure, or zero, with nothing to compare or zero compared with; a note ("no plan") says something. */
function isQuiet(cell: TableCell | undefined): boolean {
  if (!cell) return true;
  if (cell.note) return false;
  return (cell.value === null || cell.value === 0n) && (!cell.change || cell.change.earlier === 0n);
}

const isQuietLine = (row: TableRow) => row.cells.every(isQuiet);

function foldRows(rows: readonly TableRow[]): { rows: TableRow[]; names: string[] } {
  const kept: TableRow[] = [];
  const names: string[] = [];
  // A line whose lines beneath it are not all quiet stays, if its own figures (their sum) are zero.
  const moving = new Set(rows.flatMap((row) => (row.parent && !isQuietLine(row) ? [row.parent.key] : [])));
  for (const block of sections(rows)) {
    const [heading, ...lines] = block;
    if (heading?.kind === 'section' && lines.length > 0 && lines.every(isQuietLine)) {
      names.push(heading.label);
      continue;
    }
    for (const row of block) {
      if (row.kind === undefined && isQuietLine(row) && !moving.has(row.key)) {
        const name = row.parent ? `${row.parent.label} › ${row.label}` : row.label;
        names.push(heading?.kind === 'section' ? `${heading.label}: ${name}` : name);
      } else kept.push(row);
    }
  }
  return { rows: kept, names };
}

/** The rows cut at each section heading; rows before the first heading make a block of their own. */
function sections(rows: readonly TableRow[]): TableRow[][] {
  const blocks: TableRow[][] = [];
  for (const row of rows) {
    if (row.kind === 'section' || blocks.length === 0) blocks.push([row]);
    else blocks.at(-1)!.push(row);
  }
  return blocks;
}

/**
 * The note over a folded table, in the words of its periods: "2 lines that are zero in every
 * month are not shown: Transfers between own accounts, Excluded movements." Zero, not "no
 * movement": a group's net can be zero in a month it moved money both ways. Null when nothing is folded.
 */
export function quietFoldNote(fold: Pick<QuietFold, 'lines' | 'columns'>, interval: string): string | null {
  const unit = interval === 'week' ? 'week' : interval === 'day' ? 'day' : 'month';
  const sentences: string[] = [];
  if (fold.lines.length > 0) {
    const verb = agreeing(fold.lines.length, 'is', 'are');
    sentences.push(`${plural(fold.lines.length, 'line')} that ${verb} zero in every ${unit} ${verb} not shown: ${fold.lines.join(', ')}.`);
  }
  if (fold.columns.length > 0) {
    const verb = agreeing(fold.columns.length, 'is', 'are');
    sentences.push(`${plural(fold.columns.length, unit)} in which every line is zero ${verb} not shown: ${fold.columns.join(', ')}.`);
  }
  return sentences.length === 0 ? null : sentences.join(' ');
}
