import { relationId } from '../api/schemas/common.ts';
import { accountSchema } from '../api/schemas/account.ts';
import { forecastSchema } from '../api/schemas/forecast.ts';
import { bankSchema, categorySchema } from '../api/schemas/reference.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import { formatDate, type IsoDate } from '../calendar-date.ts';
import { activityStatement } from '../board-pack/activity-statement.ts';
import { keyFigures, type KeyFigures } from '../board-pack/key-figures.ts';
import { connectionsBehind, conversionBasis } from '../board-pack/pack-notes.ts';
import { planVsActual } from '../board-pack/plan-vs-actual.ts';
import { thirteenWeeks, weeksEnd } from '../board-pack/thirteen-weeks.ts';
import { topCategories } from '../board-pack/top-categories.ts';
import { buildWorkbook, type WorkbookInput } from '../board-pack/workbook.ts';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { parseMoney, type Cents } from '../money.ts';
import { runwayLength, tenthsText, type RunwayLength } from '../runway/runway-length.ts';
import { defaultRunwaySettings } from '../runway/runway-settings.ts';
import { stringifySearch } from '../url-state/search-codec.ts';
import { boardPackRequests } from '../views/board-pack/board-pack-requests.ts';
import { boardPackSettings } from '../views/board-pack/board-pack-settings.ts';
import { amountOf, type AlertMessage } from './alert-message.ts';
import type { EvaluationContext, ScheduledContent } from './evaluation.ts';
import { readRunway } from '../runway/read-runway.ts';
import { runwayAssumptions } from './runway-words.ts';
import { notUnder, shownName, wordsFor, type Words } from '../words/words.ts';

/**
 * The last complete month's board pack as /board-pack?month=… shows it at its defaults (compared
 * with the month before, every account, the workspace currency): the pack's seven requests and
 * the 13 weeks' runway, the accounts asked once (`context.read` is expected to be onceEach'd),
 * 11 in all as the browser's cold load. The workbook holds the sheets "Download workbook" writes.
 */
export async function composeBoardPack(context: EvaluationContext): Promise<ScheduledContent> {
  const { read, today, locale } = context;
  const settings = boardPackSettings({}, today);
  const { windows, month } = settings;
  const requests = boardPackRequests(settings);
  const [balances, activities, categories, forecasts, categoryList, accounts, banks, projection] = await Promise.all([
    read.get(requests.balances, summarySchema),
    read.get(requests.activities, summarySchema),
    read.get(requests.categories, summarySchema),
    read.list(requests.forecasts, forecastSchema),
    read.list(requests.categoryList, categorySchema),
    read.list(requests.accounts, accountSchema),
    read.list(requests.banks, bankSchema),
    readRunway(context, { ...defaultRunwaySettings, horizonEnd: weeksEnd(today) }),
  ]);
  const figures = keyFigures(balances.rows, windows);
  const currency = balances.currency;
  const names = new Map(categoryList.items.map((category) => [category.id, category.name]));
  const weeks = {
    currency: projection.currency,
    weeks: thirteenWeeks(projection.runway, today, parseMoney(projection.startingBalance)),
    length: runwayLength(projection.runway, today, projection.horizonEnd),
  };
  const input: WorkbookInput = {
    currency,
    monthLabel: monthName(month, locale),
    comparisonLabel: monthName(windows.comparison.from.slice(0, 7), locale),
    monthEnd: windows.month.to,
    figures,
    statement: activityStatement(toGroupedRows(activities.rows), windows, figures),
    top: topCategories(toGroupedRows(categories.rows), windows.month.from, windows.comparison.from),
    plan: planVsActual({
      month: windows.month,
      actuals: toGroupedRows(categories.rows),
      forecasts: forecasts.items.map((forecast) => ({
        date: forecast.date,
        amount: forecast.amount,
        currency: forecast.currency,
        category: relationId(forecast.category),
      })),
      currency: categories.currency,
      today,
    }),
    weeks,
    categoryName: (id) => names.get(id) ?? `Unknown category ${id.slice(0, 8)}`,
  };
  const behind = connectionsBehind({ accounts: accounts.items, banks: banks.items, month: windows.month, today, scope: settings.scope });
  const words = wordsFor(locale);
  const notes = [
    conversionBasis(balances.conversion, currency),
    behind.length === 0
      ? `Every bank connection had synced past ${words.date(windows.month.to)}.`
      : `Data may be incomplete: ` +
        `${behind.map((connection) => `${shownName(connection.name)} only to ${words.date(connection.completeTo)}`).join(', ')}.`,
    ...runwayAssumptions(projection, words, locale).map((sentence) => `Next 13 weeks: ${sentence}`),
  ];
  return {
    message: packMessage({ month, input, figures, length: weeks.length, words, notes, lowest: weeks.weeks.lowest }),
    workbook: buildWorkbook(input),
    month,
  };
}

/** "October 2026" for "2026-10", as the pack titles its month. */
function monthName(month: string, locale: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric' }, locale);
}

type PackShown = {
  month: string;
  input: WorkbookInput;
  figures: KeyFigures;
  length: RunwayLength;
  words: Words;
  notes: string[];
  lowest: { date: IsoDate; balance: Cents };
};

function packMessage({ month, input, figures, length, words, notes, lowest }: PackShown): AlertMessage {
  const money = (cents: Cents) => words.money(cents, input.currency);
  const signed = (cents: Cents) => (cents > 0n ? `+${money(cents)}` : money(cents));
  const amount = (cents: Cents) => ({ amount: amountOf(cents, input.currency) });
  return {
    subject: `Board pack, ${input.monthLabel}: closing cash ${money(figures.closing)}`,
    summary:
      `Cash closed ${input.monthLabel} at ${money(figures.closing)}, ${signed(figures.changeOnMonth)} on the month` +
      `; net cash flow ${signed(figures.monthNet)} against ${signed(figures.comparisonNet)} in ${input.comparisonLabel}.`,
    figures: [
      {
        label: 'Closing cash',
        value: money(figures.closing),
        note: `On ${words.date(input.monthEnd)}`,
        ...amount(figures.closing),
        date: input.monthEnd,
      },
      { label: 'Opening cash', value: money(figures.opening), ...amount(figures.opening) },
      { label: 'Change on the month', value: signed(figures.changeOnMonth), ...amount(figures.changeOnMonth) },
      {
        label: `Net cash flow, ${input.monthLabel}`,
        value: signed(figures.monthNet),
        note: figures.netChange?.meaning.words ?? `Against ${signed(figures.comparisonNet)} in ${input.comparisonLabel}`,
        ...amount(figures.monthNet),
      },
      { label: 'Net cash flow, year to date', value: signed(figures.yearToDateNet), ...amount(figures.yearToDateNet) },
      { label: 'Average monthly net cash flow, last 3 months', value: signed(figures.averageNet), ...amount(figures.averageNet) },
      length.kind === 'beyond'
        ? {
            label: 'Runway, by the 13-week projection',
            value: 'Beyond 13 weeks',
            note: `Cash stays ${notUnder(lowest.balance, 0n)} zero through ${words.date(length.horizonEnd)}`,
          }
        : {
            label: 'Runway, by the 13-week projection',
            value: `${tenthsText(length.tenths)} months`,
            note: `Cash falls below zero on ${words.date(length.date)}`,
            date: length.date,
          },
      {
        label: 'Lowest projected balance, next 13 weeks',
        value: words.money(lowest.balance, input.weeks.currency),
        note: `On ${words.date(lowest.date)}`,
        amount: amountOf(lowest.balance, input.weeks.currency),
        date: lowest.date,
      },
    ],
    table: null,
    assumptions: notes,
    link: `/board-pack${stringifySearch({ month })}`,
    linkLabel: 'Open the board pack',
  };
}
