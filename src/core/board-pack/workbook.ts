import { percentChange, type Cents } from '../money.ts';
import type { IsoDate } from '../calendar-date.ts';
import type { RunwayLength } from '../runway/runway-length.ts';
import type { Change } from '../cash-flow/change.ts';
import { activityName, type ActivityStatement } from './activity-statement.ts';
import type { KeyFigures } from './key-figures.ts';
import type { PlanVsActual } from './plan-vs-actual.ts';
import type { ThirteenWeeks } from './thirteen-weeks.ts';
import type { TopCategories, TopCategory } from './top-categories.ts';

/** A cell as the pack knows it: money stays exact cents until the workbook is written. */
export type WorkbookCell =
  | { kind: 'text'; value: string }
  | { kind: 'money'; value: Cents; currency: string }
  | { kind: 'date'; value: IsoDate }
  /** A signed percentage as percentChange writes it ("+12.7"); null when it would mean nothing. */
  | { kind: 'percent'; value: string | null }
  | { kind: 'months'; tenths: bigint }
  /** A count or an ordinal (a week's number): a number, never text. */
  | { kind: 'number'; value: number }
  /** A formula over money cells (without the "="), so a total stays live when the reader edits a figure. */
  | { kind: 'formula'; value: string; currency: string };

export type WorkbookSheet = { name: string; columns: { header: string; width: number }[]; rows: WorkbookCell[][] };

export type WorkbookInput = {
  currency: string;
  monthLabel: string;
  comparisonLabel: string;
  monthEnd: IsoDate;
  figures: KeyFigures;
  statement: ActivityStatement;
  top: TopCategories;
  plan: PlanVsActual;
  weeks: { currency: string; weeks: ThirteenWeeks; length: RunwayLength };
  categoryName: (id: string) => string;
};

export const SHEET_NAMES = ['Key figures', 'Cash-flow statement', 'Top categories', 'Plan vs actual', 'Next 13 weeks'] as const;

const text = (value: string): WorkbookCell => ({ kind: 'text', value });
const date = (value: IsoDate): WorkbookCell => ({ kind: 'date', value });
const changeWords = (change: Change | null): WorkbookCell => text(change?.meaning.words ?? '');

/** The pack's tables, one sheet each, in the order the pack shows them. */
export function buildWorkbook(input: WorkbookInput): WorkbookSheet[] {
  return [keyFiguresSheet(input), statementSheet(input), topSheet(input), planSheet(input), weeksSheet(input)];
}

function keyFiguresSheet({ figures, currency, monthLabel, comparisonLabel, monthEnd, weeks }: WorkbookInput): WorkbookSheet {
  const money = (value: Cents, amountCurrency = currency): WorkbookCell => ({ kind: 'money', value, currency: amountCurrency });
  return {
    name: SHEET_NAMES[0],
    columns: [
      { header: 'Figure', width: 46 },
      { header: 'Amount', width: 20 },
      { header: 'Date', width: 13 },
      { header: 'Note', width: 40 },
    ],
    rows: [
      [text('Closing cash'), money(figures.closing), date(monthEnd), text('')],
      [text('Opening cash'), money(figures.opening), text(''), text('')],
      [text('Change on the month'), money(figures.changeOnMonth), text(''), text('')],
      [text(`Net cash flow, ${monthLabel}`), money(figures.monthNet), text(''), changeWords(figures.netChange)],
      [text(`Net cash flow, ${comparisonLabel}`), money(figures.comparisonNet), text(''), text('')],
      [text('Net cash flow, year to date'), money(figures.yearToDateNet), text(''), text('')],
      [text('Average monthly net cash flow, last 3 months'), money(figures.averageNet), text(''), text('')],
      runwayRow(weeks.length),
      [
        text('Lowest projected balance, next 13 weeks'),
        money(weeks.weeks.lowest.balance, weeks.currency),
        date(weeks.weeks.lowest.date),
        text(`In ${weeks.currency}`),
      ],
    ],
  };
}

/** The runway in months as a number, its day as a date, and what it means in the note; no number when cash lasts beyond the 13 weeks. */
function runwayRow(length: RunwayLength): WorkbookCell[] {
  const label = text('Runway, by the 13-week projection (months)');
  if (length.kind === 'beyond')
    return [label, text(''), date(length.horizonEnd), text('Beyond the 13 weeks: cash stays above zero through this day')];
  return [label, { kind: 'months', tenths: length.tenths }, date(length.date), text('Cash falls below zero on this day')];
}

function statementSheet({ statement, currency, monthLabel, comparisonLabel }: WorkbookInput): WorkbookSheet {
  const money = (value: Cents): WorkbookCell => ({ kind: 'money', value, currency });
  const lines = [
    ...statement.sections.flatMap((section) => section.lines.map((line) => ({ activity: activityName(section.activity), line }))),
    { activity: 'All', line: statement.total },
  ];
  return {
    name: SHEET_NAMES[1],
    columns: [
      { header: 'Activity', width: 12 },
      { header: 'Line', width: 36 },
      { header: monthLabel, width: 18 },
      { header: comparisonLabel, width: 18 },
      { header: 'Change', width: 18 },
      { header: 'Change in words', width: 34 },
      { header: 'Year to date', width: 18 },
    ],
    rows: lines.map(({ activity, line }) => [
      text(activity),
      text(line.label),
      money(line.month),
      money(line.comparison),
      money(line.month - line.comparison),
      changeWords(line.change),
      money(line.yearToDate),
    ]),
  };
}

function topSheet({ top, currency, monthLabel, comparisonLabel, categoryName }: WorkbookInput): WorkbookSheet {
  const money = (value: Cents): WorkbookCell => ({ kind: 'money', value, currency });
  // As the pack writes it: a category absent from the earlier month has no change to state.
  const words = (category: TopCategory) => (category.comparison === 0n ? text(`none in ${comparisonLabel}`) : changeWords(category.change));
  const row = (flow: string) => (category: TopCategory) => [
    text(flow),
    text(categoryName(category.category)),
    money(category.amount),
    money(category.comparison),
    money(category.amount - category.comparison),
    words(category),
  ];
  return {
    name: SHEET_NAMES[2],
    columns: [
      { header: 'Flow', width: 10 },
      { header: 'Category', width: 30 },
      { header: monthLabel, width: 18 },
      { header: comparisonLabel, width: 18 },
      { header: 'Change', width: 18 },
      { header: 'Change in words', width: 34 },
    ],
    rows: [...top.inflows.map(row('Money in')), ...top.outflows.map(row('Money out'))],
  };
}

function planSheet({ plan, currency, categoryName }: WorkbookInput): WorkbookSheet {
  const money = (value: Cents): WorkbookCell => ({ kind: 'money', value, currency });
  const variance = (planned: Cents | null, actual: Cents): WorkbookCell[] =>
    planned === null
      ? [text(''), text(''), text(''), text('No plan')]
      : [money(planned), money(actual - planned), { kind: 'percent', value: percentChange(planned, actual) }, text('')];
  return {
    name: SHEET_NAMES[3],
    columns: [
      { header: 'Category', width: 30 },
      { header: 'Actual', width: 18 },
      { header: 'Plan', width: 18 },
      { header: 'Variance', width: 18 },
      { header: 'Variance %', width: 12 },
      { header: 'Note', width: 12 },
    ],
    rows: [
      ...plan.lines.map((line) => [text(categoryName(line.category)), money(line.actual), ...variance(line.forecast, line.actual)]),
      [text('All categories'), money(plan.actualNet), ...variance(plan.plannedNet, plan.actualNet)],
    ],
  };
}

function weeksSheet({ weeks }: WorkbookInput): WorkbookSheet {
  const money = (value: Cents): WorkbookCell => ({ kind: 'money', value, currency: weeks.currency });
  const { start, lowest } = weeks.weeks;
  return {
    name: SHEET_NAMES[4],
    columns: [
      { header: 'Week', width: 8 },
      { header: 'From', width: 13 },
      { header: 'To', width: 13 },
      { header: 'Projected closing cash', width: 22 },
      { header: 'Lowest balance', width: 28 },
    ],
    rows: [
      [text('Today'), date(start.date), date(start.date), money(start.balance), text(lowest.date === start.date ? 'Lowest day' : '')],
      ...weeks.weeks.weeks.map((week) => [
        { kind: 'number', value: week.week } satisfies WorkbookCell,
        date(week.from),
        date(week.to),
        money(week.closing),
        text(week.holdsLow ? 'Lowest day in this week' : ''),
      ]),
    ],
  };
}
