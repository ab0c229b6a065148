import type { z } from 'zod/mini';
import { cashTodayRequest } from '../api/requests.ts';
import { forecastSchema, type Forecast } from '../api/schemas/forecast.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import { daysBetween, type IsoDate } from '../calendar-date.ts';
import { absCents, parseMoney, type Cents } from '../money.ts';
import { deriveRate, inWorkspaceCurrency, type ForecastRate } from '../runway/forecast-rates.ts';
import { parseSearchString } from '../url-state/search-codec.ts';
import { validateViewSearch } from '../url-state/filter-search.ts';
import { filterLateForecasts, lateBookFilters, mergeLateForecasts, type LateBookFilters } from '../views/overdue/late-book.ts';
import { overdueLink, overdueSearchFields } from '../views/overdue/overdue-search.ts';
import { latePartialForecastsRequest, overdueForecastsRequest } from '../views/overdue/late-forecasts-requests.ts';
import { amountOf, type AlertMessage } from './alert-message.ts';
import type { lateItemsConditionSchema } from './contract.ts';
import type { ConditionReading, EvaluationContext } from './evaluation.ts';
import { readForecastRates } from '../runway/read-rates.ts';
import { capitalised, plural, shownName, wordsFor, type Words } from '../words/words.ts';

type LateItemsCondition = z.infer<typeof lateItemsConditionSchema>;

/** One counterparty's late items of the rule's direction: what is still outstanding, unsigned, in the workspace currency. */
export type LateCounterparty = { name: string; amount: Cents; count: number; daysLate: number };

/** Rows a message lists; the rest are counted in a last row. */
const TABLE_ROWS = 20;

/**
 * Receipts (or payments) late by more than N days: the /overdue book's own requests (every
 * overdue forecast, the partial ones dated before today, counterparties expanded), and today's
 * summary for the workspace currency. A forecast in another currency is converted at the API's
 * rate of today, as the runway does, which adds the accounts and two summaries per currency.
 */
export async function evaluateLateItems(condition: LateItemsCondition, context: EvaluationContext): Promise<ConditionReading> {
  const { read, today } = context;
  const [cash, overdue, partial] = await Promise.all([
    read.get(cashTodayRequest(today), summarySchema),
    read.list(overdueForecastsRequest(), forecastSchema),
    read.list(latePartialForecastsRequest(today), forecastSchema),
  ]);
  const link = overdueLink(condition.direction, condition.lateByDays);
  const late = filterLateForecasts(mergeLateForecasts(overdue.items, partial.items, today), linkFilters(link, today), today);
  const rates = await ratesFor(context, cash.currency, late);
  const { counted, leftOut } = inWorkspaceCurrency(late, cash.currency, rates);
  const counterparties = byCounterparty(counted, today);
  const above = parseMoney(condition.above);
  const total = counterparties.reduce((sum, row) => sum + row.amount, 0n);
  const over = condition.per === 'counterparty' ? counterparties.filter((row) => row.amount > above) : total > above ? counterparties : [];
  const words = wordsFor(context.locale);
  const shown = {
    condition,
    link,
    currency: cash.currency,
    words,
    total,
    counterparties,
    over,
    leftOut: leftOut.map((side) => `${plural(side.count, 'forecast')} in ${side.currency}`),
  };
  return { holds: over.length > 0, reading: readingOf(shown), message: message(shown) };
}

/**
 * What the book shows at the message's link, read by the book's own parser: the rule totals exactly what the link
 * opens (its direction, late by more than its days), never a filter of its own beside it.
 */
function linkFilters(link: string, today: IsoDate): LateBookFilters {
  const search = parseSearchString(link.split('?')[1] ?? '');
  return lateBookFilters(validateViewSearch(overdueSearchFields, search, { today }));
}

/** The rates of the currencies among the late items, asked only when one is not the workspace's. */
async function ratesFor(context: EvaluationContext, workspace: string, late: readonly Forecast[]): Promise<ForecastRate[]> {
  const { rates } = await readForecastRates({ read: context.read, today: context.today, workspace, forecasts: late });
  return rates.map(({ inWorkspace, inOwn }) => deriveRate(inWorkspace, inOwn)).filter((rate): rate is ForecastRate => rate !== null);
}

/** Late items per counterparty, largest first; items without one are together under "No counterparty". */
export function byCounterparty(counted: readonly { forecast: Forecast; remaining: Cents }[], today: IsoDate): LateCounterparty[] {
  const rows = new Map<string, LateCounterparty>();
  for (const { forecast, remaining } of counted) {
    const { counterparty } = forecast;
    const key = counterparty === null ? '' : typeof counterparty === 'string' ? counterparty : counterparty.id;
    const name =
      counterparty === null
        ? 'No counterparty'
        : typeof counterparty === 'string'
          ? `Counterparty ${counterparty.slice(0, 8)}`
          : shownName(counterparty.name);
    const row = rows.get(key) ?? { name, amount: 0n, count: 0, daysLate: 0 };
    rows.set(key, {
      name,
      amount: row.amount + absCents(remaining),
      count: row.count + 1,
      daysLate: Math.max(row.daysLate, daysBetween(forecast.date, today)),
    });
  }
  return [...rows.values()].sort((a, b) => (a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1));
}

type Shown = {
  condition: LateItemsCondition;
  link: string;
  currency: string;
  words: Words;
  total: Cents;
  counterparties: LateCounterparty[];
  over: LateCounterparty[];
  leftOut: string[];
};

const sideWords = (condition: LateItemsCondition) => (condition.direction === 'inflow' ? 'receipts' : 'payments');

function readingOf({ condition, currency, words, total, counterparties, over }: Shown): string {
  const side = sideWords(condition);
  const money = (cents: Cents) => words.money(cents, currency);
  if (condition.per === 'total')
    return (
      `${capitalised(side)} late over ${condition.lateByDays} days: ${money(total)}` +
      ` in all (${plural(counterparties.length, 'counterparty', 'counterparties')})`
    );
  if (over.length === 0)
    return `No counterparty has ${side} late over ${condition.lateByDays} days above ${money(parseMoney(condition.above))}`;
  return shownName(
    `${plural(over.length, 'counterparty', 'counterparties')} above ${money(parseMoney(condition.above))}` +
      `: ${over.map((row) => `${row.name} ${money(row.amount)}`).join(', ')}`,
  );
}

function message(shown: Shown): AlertMessage {
  const { condition, link, currency, words, total, counterparties, over, leftOut } = shown;
  const money = (cents: Cents) => words.money(cents, currency);
  const side = sideWords(condition);
  const above = money(parseMoney(condition.above));
  const late = `late by more than ${plural(condition.lateByDays, 'day')}`;
  const holds = over.length > 0;
  const perCounterparty = condition.per === 'counterparty';
  const listed = perCounterparty ? over : counterparties;
  return {
    subject: holds
      ? perCounterparty
        ? `Late ${side} above ${above} from ${plural(over.length, 'counterparty', 'counterparties')}`
        : `Late ${side} total ${money(total)}, above ${above}`
      : perCounterparty
        ? `No counterparty's late ${side} are above ${above}`
        : `Late ${side} total ${money(total)}, not above ${above}`,
    summary: holds
      ? perCounterparty
        ? `${plural(over.length, 'counterparty', 'counterparties')} ${over.length === 1 ? 'has' : 'have'}` +
          ` ${side} ${late} above ${above} each.`
        : `${capitalised(side)} ${late} total ${money(total)}, above ${above}.`
      : perCounterparty
        ? `No counterparty has ${side} ${late} above ${above}.`
        : `${capitalised(side)} ${late} total ${money(total)}, not above ${above}.`,
    figures: [
      {
        label: `${capitalised(side)} ${late}`,
        value: money(total),
        note: plural(counterparties.length, 'counterparty', 'counterparties'),
        amount: amountOf(total, currency),
      },
      {
        label: perCounterparty ? 'Above, per counterparty' : 'Above, in total',
        value: above,
        amount: amountOf(parseMoney(condition.above), currency),
      },
    ],
    table: listed.length === 0 ? null : lateTable(listed, currency, money),
    assumptions: [
      `Still outstanding: the remaining amount of each overdue forecast, and of each partial one dated before today.`,
      ...(leftOut.length > 0 ? [`Left out, as no account gives their rate: ${leftOut.join(', ')}.`] : []),
    ],
    link,
    linkLabel: 'Open the late items',
  };
}

function lateTable(rows: readonly LateCounterparty[], currency: string, money: (cents: Cents) => string): AlertMessage['table'] {
  const listed = rows.slice(0, TABLE_ROWS);
  const shown = listed.map((row) => [row.name, money(row.amount), String(row.count), String(row.daysLate)]);
  const values = listed.map((row) => [null, { amount: amountOf(row.amount, currency) }, null, null]);
  const rest = rows.length - TABLE_ROWS;
  return {
    title: 'Late by counterparty',
    columns: ['Counterparty', 'Amount', 'Items', 'Days late (oldest)'],
    rows: rest > 0 ? [...shown, [`${plural(rest, 'more counterparty', 'more counterparties')}`, '', '', '']] : shown,
    amountColumns: [1],
    values: rest > 0 ? [...values, [null, null, null, null]] : values,
  };
}
