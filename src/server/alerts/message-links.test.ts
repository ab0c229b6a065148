import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApp, readerOver } from '../testing/demo-reader.ts';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { forecastSchema } from '../../core/api/schemas/forecast.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import { accountsRequest } from '../../core/api/requests.ts';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { EvaluationContext } from '../../core/alerts/evaluation.ts';
import { addDays } from '../../core/calendar-date.ts';
import { absCents, parseMoney, toMoneyString } from '../../core/money.ts';
import { closingBalance } from '../../core/api/schemas/summary.ts';
import { readRunway } from '../../core/runway/read-runway.ts';
import { validateViewSearch } from '../../core/url-state/filter-search.ts';
import { parseSearchString } from '../../core/url-state/search-codec.ts';
import { accountsBalanceRequest } from '../../core/views/accounts/accounts-search.ts';
import { boardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import { forecastsSearchState } from '../../core/views/forecasts/forecasts-search-state.ts';
import { filterLateForecasts, lateBookFilters, mergeLateForecasts } from '../../core/views/overdue/late-book.ts';
import { latePartialForecastsRequest, overdueForecastsRequest } from '../../core/views/overdue/late-forecasts-requests.ts';
import { viewSearchFields } from '../../core/views/view-search-fields.ts';

/**
 * Issue 44, item 12: each message's link, read by its view's own parser (the router's), gives the view the window
 * and filters the message's figure was computed with, and the view's own computation at that link gives the figure.
 */
const TODAY = '2026-11-20';

let app: Hono;
beforeAll(() => {
  app = demoApp({ today: TODAY });
}, 30_000);

function context(): EvaluationContext & { read: ApiReader } {
  return {
    today: TODAY,
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'Europe/Paris',
    locale: 'en-GB',
    teamMinimum: null,
    read: readerOver(app).reader,
  };
}

/** The link as the router reads it: its path, and its search validated by that view's fields. */
function opened<Path extends keyof typeof viewSearchFields>(link: string, path: Path) {
  const [linkPath = '', query = ''] = link.split('?');
  expect(linkPath).toBe(path);
  return validateViewSearch(viewSearchFields[path], parseSearchString(query), { today: TODAY });
}

const figure = (message: AlertMessage, label: string) => message.figures.find((each) => each.label.startsWith(label));

describe('late items', () => {
  it.each([
    ['inflow', 30, 'counterparty'],
    ['outflow', 10, 'total'],
  ] as const)('links %s late by more than %i days (per %s) to the book that totals the same', async (direction, lateByDays, per) => {
    const reading = await evaluateCondition({ kind: 'late_items', direction, lateByDays, above: '1.00', per }, context());
    const search = opened(reading.message.link, '/overdue');
    expect(search).toMatchObject({ direction, late_over: lateByDays, notices: undefined });
    // The page's own computation at that link: the book, its filters, the outstanding amounts of its side.
    const { read } = context();
    const [overdue, partial] = await Promise.all([
      read.list(overdueForecastsRequest(), forecastSchema),
      read.list(latePartialForecastsRequest(TODAY), forecastSchema),
    ]);
    const shown = filterLateForecasts(mergeLateForecasts(overdue.items, partial.items, TODAY), lateBookFilters(search), TODAY);
    expect(new Set(shown.map((forecast) => forecast.currency))).toEqual(new Set(['EUR']));
    const total = shown.reduce((sum, forecast) => sum + absCents(parseMoney(forecast.remaining_amount)), 0n);
    expect(figure(reading.message, direction === 'inflow' ? 'Receipts late' : 'Payments late')?.amount).toEqual({
      value: toMoneyString(total),
      currency: 'EUR',
    });
  });
});

describe('balance', () => {
  it("links an account's and a group's balance to /accounts with exactly those accounts selected, totalled the same", async () => {
    const { read } = context();
    const accounts = (await read.list(accountsRequest(), accountSchema)).items;
    const operating = accounts.filter((account) => account.group === 'Operating').map((account) => account.id);
    const first = accounts[0]!;
    for (const scope of [{ kind: 'group', group: 'Operating' } as const, { kind: 'account', accountId: first.id } as const]) {
      const reading = await evaluateCondition({ kind: 'balance', scope, when: 'under', amount: '1.00' }, context());
      const search = opened(reading.message.link, '/accounts');
      const ids = scope.kind === 'group' ? operating : [first.id];
      expect([...(search.account_id ?? [])]).toEqual([...ids].sort());
      const summary = await read.get(accountsBalanceRequest(TODAY, search.account_id), summarySchema);
      expect(figure(reading.message, 'Balance')?.amount).toEqual({ value: closingBalance(summary), currency: summary.currency });
    }
  });

  it("links the total to the overview, whose Total cash is the same summary's", async () => {
    const reading = await evaluateCondition({ kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '1.00' }, context());
    expect(reading.message).toMatchObject({ link: '/', linkLabel: 'Open the overview' });
  });
});

describe('projected cash', () => {
  it.each([
    [{ kind: 'zero' } as const, 8, false],
    [{ kind: 'amount', amount: '99999999.00' } as const, 3, true],
  ])(
    'links a %o rule of %i weeks to a projection that ends on its last day, with the same lowest',
    async (level, withinWeeks, countLate) => {
      const reading = await evaluateCondition({ kind: 'projected_cash', level, withinWeeks, countLate }, context());
      const search = opened(reading.message.link, '/forecasts');
      expect(search.notices).toBeUndefined();
      const state = forecastsSearchState(search, TODAY);
      expect(state).toMatchObject({ horizonWeeks: withinWeeks, horizonEnd: addDays(TODAY, withinWeeks * 7), countLate });
      expect(state.minCash).toBe(level.kind === 'zero' ? null : parseMoney(level.amount));
      const page = await readRunway(context(), { horizonEnd: state.horizonEnd, countLate: state.countLate, minCash: state.minCash });
      expect(figure(reading.message, 'Lowest projected balance')).toMatchObject({
        amount: { value: toMoneyString(page.runway.lowest.balance), currency: page.currency },
        date: page.runway.lowest.date,
      });
    },
  );
});

describe('scheduled', () => {
  it("links the board pack to its month, which the pack's own settings read back", async () => {
    const content = await composeScheduled({ kind: 'board_pack', workingDay: 1, hour: 8 }, context());
    expect(boardPackSettings(opened(content.message.link, '/board-pack'), TODAY).month).toBe(content.month);
  });
});
