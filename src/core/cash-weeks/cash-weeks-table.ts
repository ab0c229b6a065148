import { wordsFor } from '../words/words.ts';
import { sentenceText } from '../words/sentence-text.ts';
import { weeksLateSentence } from '../words/weeks-late.ts';
import { convertedForecastsSentence, leftOutForecastsSentence } from '../words/conversion.ts';
import type { Category } from '../api/schemas/reference.ts';
import { buildCategoryTree } from '../category-tree.ts';
import type { IsoDate } from '../calendar-date.ts';
import { formatMoney, parseMoney, type Cents } from '../money.ts';
import { cutName, plainText } from '../plain-text.ts';
import { closingBalance } from '../api/schemas/summary.ts';
import { rateText } from '../runway/forecast-rates.ts';
import type { CashWeeksTable, TableRow } from './table-model.ts';
import { actualFlows, convertedForecasts, expectedMovements, forecastFlows, type Flow, type LateSums } from './week-flows.ts';
import { CASH_WEEKS, weekColumns, type CashWeeksAnswers, type CashWeeksSettings } from './week-requests.ts';

type Side = 'receipts' | 'disbursements';

/** What a table needs besides its flows. */
export type TableFrame = {
  today: IsoDate;
  currency: string;
  categories: readonly Category[];
  /** Cash at the start of this week. */
  opening: Cents;
  minCash: Cents | null;
  late: LateSums & { counted: boolean };
  assumptions: string[];
};

/** Flows a scenario adds without a category (its additions and run rate) have this row. */
export const ADDED_ROW = 'added';

/**
 * The 13-week table from the API's answers: opening cash of this week, receipts and
 * disbursements per top-level category (children under it), totals, net, closing, the minimum
 * and headroom when a minimum is set. Every column adds up to the cent.
 */
export function cashWeeksTable(answers: CashWeeksAnswers, settings: CashWeeksSettings): CashWeeksTable {
  const { frame, actuals, expected } = tableInputs(answers, settings);
  return tableFromFlows([...actuals, ...expected], frame);
}

/** The flows and the frame of the base table, which a scenario then adjusts. */
export function tableInputs(answers: CashWeeksAnswers, settings: CashWeeksSettings) {
  const { today, countLate, minCash } = settings;
  const currency = answers.week.currency;
  const actuals = actualFlows(answers.actuals);
  const { counted, converted, leftOut } = convertedForecasts(answers);
  const expected = forecastFlows(expectedMovements(counted), today, countLate);
  const { opening, openingNote } = openingCash(answers, actuals);
  const words = wordsFor();
  const assumptions = [
    ...(openingNote ? [openingNote] : []),
    sentenceText(weeksLateSentence(expected.late, countLate, currency), words),
    ...converted.map((entry) => sentenceText(convertedForecastsSentence(entry, currency, rateText(entry.rate)), words)),
    ...leftOut.map((entry) => sentenceText(leftOutForecastsSentence(entry), words)),
  ];
  const frame: TableFrame = {
    today,
    currency,
    categories: answers.categories.items,
    opening,
    minCash,
    late: { ...expected.late, counted: countLate },
    assumptions,
  };
  return { frame, actuals, expected: expected.flows, counted };
}

/**
 * This week's opening: today's cash less what this week's actuals moved, so that opening plus
 * the week's cells is today's cash plus what is still expected, exactly as the runway starts.
 * It differs from the booked balance at Monday by the transfers, excluded movements and currency
 * effect of the days since, which the table's rows do not show; the note says by how much.
 */
function openingCash(answers: CashWeeksAnswers, actuals: readonly Flow[]) {
  const todayCash = closingBalance(answers.week);
  if (todayCash === undefined) throw new Error("The summary did not give today's balance (final_balance).");
  const opening = parseMoney(todayCash) - actuals.reduce((sum, flow) => sum + flow.cents, 0n);
  const booked = answers.week.totals.starting_balance;
  const gap = booked === undefined ? 0n : opening - parseMoney(booked);
  const currency = answers.week.currency;
  const openingNote =
    gap === 0n
      ? null
      : `This week opens at today's cash less this week's counted movements; the booked balance at Monday differs by ${formatMoney(gap, currency)} (transfers, excluded movements and currency effect since Monday).`;
  return { opening, openingNote };
}

/** The table for any set of flows: the base's, or a scenario's. */
export function tableFromFlows(flows: readonly Flow[], frame: TableFrame): CashWeeksTable {
  const sections = { receipts: sectionRows('receipts', flows, frame), disbursements: sectionRows('disbursements', flows, frame) };
  const receiptsTotal = totalRow('receipts_total', 'Total receipts', sections.receipts);
  const disbursementsTotal = totalRow('disbursements_total', 'Total disbursements', sections.disbursements);
  const net = sumRows('net', 'net', 'Net cash flow', [receiptsTotal, disbursementsTotal]);
  const { openingRow, closingRow } = balanceRows(frame.opening, net.cells);
  const minimumRows = frame.minCash === null ? [] : thresholdRows(frame.minCash, closingRow.cells);
  const firstUnder = (level: Cents) => closingRow.cells.findIndex((cell) => cell < level);
  const under = (level: Cents | null) => (level === null || firstUnder(level) < 0 ? null : firstUnder(level));
  return {
    currency: frame.currency,
    today: frame.today,
    weeks: weekColumns(frame.today),
    rows: [openingRow, ...sections.receipts, receiptsTotal, ...sections.disbursements, disbursementsTotal, net, closingRow, ...minimumRows],
    firstUnderMinimum: under(frame.minCash),
    firstUnderZero: under(0n),
    late: { receipts: frame.late.receipts, disbursements: frame.late.disbursements, counted: frame.late.counted },
    assumptions: frame.assumptions,
  };
}

const zeros = (): Cents[] => new Array<Cents>(CASH_WEEKS).fill(0n);
const sum = (cells: readonly Cents[]) => cells.reduce((total, cell) => total + cell, 0n);

/** Cells and this week's actual part of one row, accumulated from flows. */
type Accumulator = { cells: Cents[]; actual: Cents };

function add(into: Map<string, Accumulator>, key: string, flow: Flow) {
  const accumulator = into.get(key) ?? { cells: zeros(), actual: 0n };
  accumulator.cells[flow.week]! += flow.cents;
  if (flow.actual) accumulator.actual += flow.cents;
  into.set(key, accumulator);
}

/** The rows of one side: each top-level category with flows, its children with flows under it, then the uncategorised and the scenario's additions. */
function sectionRows(side: Side, flows: readonly Flow[], frame: TableFrame): TableRow[] {
  const byId = new Map(frame.categories.map((category) => [category.id, category]));
  const own = new Map<string, Accumulator>();
  const rolled = new Map<string, Accumulator>();
  for (const flow of flows) {
    const place = placeOf(flow, byId);
    if (place.side !== side) continue;
    add(own, place.key, flow);
    if (place.rootKey !== place.key) add(rolled, place.rootKey, flow);
  }
  const rows: TableRow[] = [];
  for (const { category, children } of buildCategoryTree(frame.categories)) {
    const key = `${side}:${category.id}`;
    const childRows = children.flatMap((child) => {
      const found = own.get(`${side}:${child.id}`);
      return found ? [categoryRow(side, `${side}:${child.id}`, child, found, key)] : [];
    });
    const mine = merge(own.get(key), rolled.get(key));
    if (mine) rows.push(categoryRow(side, key, category, mine, null), ...childRows);
  }
  for (const [suffix, label] of [
    ['uncategorised', 'Uncategorised'],
    [ADDED_ROW, 'Added by the scenario'],
  ] as const) {
    const found = own.get(`${side}:${suffix}`);
    if (found)
      rows.push(
        row(side === 'receipts' ? 'receipt_category' : 'disbursement_category', `${side}:${suffix}`, label, found.cells, found.actual),
      );
  }
  return rows;
}

/** Where a flow goes: its category's side is its top-level category's direction; without a known category, its sign. */
export function placeOf(flow: Flow, byId: ReadonlyMap<string, Category>): { side: Side; key: string; rootKey: string } {
  const category = flow.categoryId === null ? undefined : byId.get(flow.categoryId);
  if (!category) {
    const side: Side = flow.cents >= 0n ? 'receipts' : 'disbursements';
    const key = `${side}:${flow.added ? ADDED_ROW : 'uncategorised'}`;
    return { side, key, rootKey: key };
  }
  const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
  const root = parent ?? category;
  const side: Side = root.direction === 'inflow' ? 'receipts' : 'disbursements';
  return { side, key: `${side}:${category.id}`, rootKey: `${side}:${root.id}` };
}

function merge(a: Accumulator | undefined, b: Accumulator | undefined): Accumulator | undefined {
  if (!a || !b) return a ?? b;
  return { cells: a.cells.map((cell, index) => cell + b.cells[index]!), actual: a.actual + b.actual };
}

function categoryRow(side: Side, key: string, category: Category, found: Accumulator, parentKey: string | null): TableRow {
  const label = cutName(plainText(category.name));
  return {
    ...row(side === 'receipts' ? 'receipt_category' : 'disbursement_category', key, label, found.cells, found.actual),
    categoryId: category.id,
    depth: parentKey === null ? 0 : 1,
    parentKey,
  };
}

function row(kind: TableRow['kind'], key: string, label: string, cells: Cents[], actual: Cents | null): TableRow {
  return { key, kind, label, categoryId: null, depth: 0, parentKey: null, cells, total: sum(cells), actualThisWeek: actual };
}

function sumRows(kind: TableRow['kind'], key: string, label: string, rows: readonly TableRow[]): TableRow {
  const cells = zeros().map((_, week) => rows.reduce((total, each) => total + each.cells[week]!, 0n));
  const actual = rows.reduce((total, each) => total + (each.actualThisWeek ?? 0n), 0n);
  return row(kind, key, label, cells, actual);
}

/** A side's total: its top-level rows (children are inside their parents). */
function totalRow(kind: 'receipts_total' | 'disbursements_total', label: string, rows: readonly TableRow[]): TableRow {
  return sumRows(
    kind,
    kind,
    label,
    rows.filter((each) => each.depth === 0),
  );
}

/** Opening and closing: each week closes at its opening plus its net, and the next opens there. */
function balanceRows(opening: Cents, net: readonly Cents[]) {
  const openings: Cents[] = [];
  const closings: Cents[] = [];
  let balance = opening;
  for (const weekNet of net) {
    openings.push(balance);
    balance += weekNet;
    closings.push(balance);
  }
  const balanceRow = (kind: 'opening' | 'closing', label: string, cells: Cents[]): TableRow => ({
    ...row(kind, kind, label, cells, null),
    total: null,
  });
  return { openingRow: balanceRow('opening', 'Opening cash', openings), closingRow: balanceRow('closing', 'Closing cash', closings) };
}

function thresholdRows(minCash: Cents, closing: readonly Cents[]): TableRow[] {
  const balanceRow = (kind: 'minimum' | 'headroom', label: string, cells: Cents[]): TableRow => ({
    ...row(kind, kind, label, cells, null),
    total: null,
  });
  return [
    balanceRow(
      'minimum',
      'Minimum cash',
      closing.map(() => minCash),
    ),
    balanceRow(
      'headroom',
      'Headroom over the minimum',
      closing.map((cell) => cell - minCash),
    ),
  ];
}
