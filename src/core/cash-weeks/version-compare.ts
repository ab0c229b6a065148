import type { Category } from '../api/schemas/reference.ts';
import { addDays, daysBetween, type IsoDate } from '../calendar-date.ts';
import { absCents, formatMoney, parseMoney, type Cents } from '../money.ts';
import { placeOf } from './cash-weeks-table.ts';
import type { ForecastVersion, VersionItem } from './contract.ts';
import type { CashWeeksTable } from './table-model.ts';
import { CASH_WEEKS } from './week-requests.ts';

/** One row's change against a version: per week, table minus version, in cents (null where the version has no such week). */
export type RowChange = { key: string; cells: (Cents | null)[] };
export type VersionComparison = { versionId: string; rows: RowChange[] };

/**
 * How each cell of today's table differs from a version: category rows (a parent with its
 * children), the totals, net and closing cash. A version's week is matched to the table's by its
 * Monday, so an older version compares on the weeks both hold. `categories` place a version's
 * category the table no longer shows.
 */
export function compareWithVersion(table: CashWeeksTable, version: ForecastVersion, categories: readonly Category[]): VersionComparison {
  const columnOf = new Map(table.weeks.map((week) => [week.from, week.index]));
  const held = table.weeks.map(
    (week) => daysBetween(version.firstWeek, week.from) >= 0 && daysBetween(version.firstWeek, week.from) < CASH_WEEKS * 7,
  );
  const byId = new Map(categories.map((category) => [category.id, category]));
  const versionRows = new Map<string, Cents[]>();
  const addTo = (key: string, column: number, cents: Cents) => {
    const cells = versionRows.get(key) ?? new Array<Cents>(CASH_WEEKS).fill(0n);
    cells[column]! += cents;
    versionRows.set(key, cells);
  };
  for (const cell of version.cells) {
    const column = columnOf.get(cell.week);
    if (column === undefined) continue;
    const cents = parseMoney(cell.amount);
    const place = placeOf({ categoryId: cell.categoryId, week: column, cents, actual: false }, byId);
    addTo(place.key, column, cents);
    if (place.rootKey !== place.key) addTo(place.rootKey, column, cents);
    addTo(`${place.side}_total`, column, cents);
    addTo('net', column, cents);
  }
  const closing = versionClosing(
    version,
    table.weeks.map((week) => week.to),
  );
  const keys = new Set([...table.rows.filter((row) => row.total !== null).map((row) => row.key), ...versionRows.keys()]);
  const rows: RowChange[] = [...keys].map((key) => {
    const tableRow = table.rows.find((row) => row.key === key);
    const theirs = versionRows.get(key) ?? new Array<Cents>(CASH_WEEKS).fill(0n);
    return { key, cells: theirs.map((cents, column) => (held[column] ? (tableRow?.cells[column] ?? 0n) - cents : null)) };
  });
  const ours = table.rows.find((row) => row.kind === 'closing')!.cells;
  rows.push({ key: 'closing', cells: closing.map((cents, column) => (cents === null ? null : ours[column]! - cents)) });
  return { versionId: version.id, rows };
}

/** The version's closing cash on each of the given Sundays it covers: its opening plus its cells up to that day. */
function versionClosing(version: ForecastVersion, sundays: readonly IsoDate[]): (Cents | null)[] {
  const last = addDays(version.firstWeek, CASH_WEEKS * 7 - 1);
  return sundays.map((sunday) => {
    if (sunday < version.firstWeek || sunday > last) return null;
    return version.cells
      .filter((cell) => cell.week <= sunday)
      .reduce((sum, cell) => sum + parseMoney(cell.amount), parseMoney(version.opening));
  });
}

/** Where the reader sees a week: its number in today's table (1 is this week), else its Monday. */
function weekWords(week: IsoDate, firstWeek: IsoDate): string {
  const number = daysBetween(firstWeek, week) / 7 + 1;
  return number >= 1 && number <= CASH_WEEKS ? `week ${number}` : `the week of ${week}`;
}

type Move = { size: Cents; label: string; words: string };

/**
 * The n largest differences between a version's items and today's, in words, largest first:
 * "Castellan Design: €120,000.00 moved from week 3 to week 7", "…: new, €40,000.00 in week 5",
 * "…: €15,000.00 less in week 2", "…: no longer expected in week 4 (€8,000.00)". Items are
 * matched by forecast; both lists hold only the largest items, so a small forecast that grew into
 * the list reads as new.
 */
export function largestMoves(
  versionItems: readonly VersionItem[],
  currentItems: readonly VersionItem[],
  n: number,
  context: { currency: string; firstWeek: IsoDate; locale?: string },
): string[] {
  const money = (cents: Cents) => formatMoney(absCents(cents), context.currency, { locale: context.locale });
  const week = (item: VersionItem) => weekWords(item.week, context.firstWeek);
  const before = new Map(versionItems.map((item) => [item.forecastId, item]));
  const moves: Move[] = [];
  for (const item of currentItems) {
    const was = before.get(item.forecastId);
    before.delete(item.forecastId);
    const now = parseMoney(item.amount);
    if (!was) {
      moves.push({ size: absCents(now), label: item.label, words: `new, ${money(now)} in ${week(item)}` });
      continue;
    }
    const then = parseMoney(was.amount);
    if (was.week !== item.week)
      moves.push({ size: absCents(now), label: item.label, words: `${money(now)} moved from ${week(was)} to ${week(item)}` });
    else if (now !== then)
      moves.push({
        size: absCents(now - then),
        label: item.label,
        words: `${money(now - then)} ${absCents(now) > absCents(then) ? 'more' : 'less'} in ${week(item)}`,
      });
  }
  for (const gone of before.values()) {
    const then = parseMoney(gone.amount);
    moves.push({ size: absCents(then), label: gone.label, words: `no longer expected in ${week(gone)} (${money(then)})` });
  }
  return moves
    .sort((a, b) => (a.size === b.size ? a.label.localeCompare(b.label) : a.size > b.size ? -1 : 1))
    .slice(0, n)
    .map((move) => `${move.label}: ${move.words}`);
}
