import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApp, readerOver } from '../testing/demo-reader.ts';
import { accountsRequest, cashTodayRequest, forecastsRequest, referenceListRequest } from '../../core/api/requests.ts';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { forecastSchema, type Forecast } from '../../core/api/schemas/forecast.ts';
import { bankSchema, type Bank } from '../../core/api/schemas/reference.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import { addDays, daysBetween } from '../../core/calendar-date.ts';
import { absCents, formatMoney, parseMoney, toMoneyString, type Cents } from '../../core/money.ts';
import { SHEET_NAMES } from '../../core/board-pack/workbook.ts';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { EvaluationContext } from '../../core/alerts/evaluation.ts';

const TODAY = '2026-11-20';
const eur = (cents: Cents) => formatMoney(cents, 'EUR', { locale: 'en-GB' });

function contextOver(read: ApiReader, teamMinimum: Cents | null = null): EvaluationContext {
  return { today: TODAY, now: new Date('2026-11-27T10:00:00Z'), timeZone: 'Europe/Paris', locale: 'en-GB', teamMinimum, read };
}

// One demo for the file: generating it is most of a second, and no test changes it.
let app: Hono;
beforeAll(() => {
  app = demoApp({ today: TODAY });
}, 30_000);

/** The demo, read apart by the test to work out the expected figures itself; the checked reader counts its own requests. */
function demo() {
  const checked = readerOver(app);
  const truth = readerOver(app).reader;
  return { ...checked, truth, context: contextOver(checked.reader) };
}

const outstanding = (forecast: Forecast) => ['planned', 'partial', 'overdue'].includes(forecast.status);

describe('balance', () => {
  it("sums a group's accounts in the workspace currency, in two requests", async () => {
    const { truth, context, requested } = demo();
    const accounts = (await truth.list(accountsRequest(), accountSchema)).items.filter((account) => account.group === 'Operating');
    expect(new Set(accounts.map((account) => account.currency))).toEqual(new Set(['EUR']));
    const sum = accounts.reduce((total, account) => total + parseMoney(account.balance), 0n);
    const under = await evaluateCondition(
      { kind: 'balance', scope: { kind: 'group', group: 'Operating' }, when: 'under', amount: '99999999.00' },
      context,
    );
    expect(under.holds).toBe(true);
    expect(under.message.figures[0]?.value).toBe(eur(sum));
    expect(under.message.table?.rows.map((row) => row[0])).toEqual(accounts.map((account) => account.name));
    expect(under.message.link).toBe(
      `/accounts?account_id=${accounts
        .map((account) => account.id)
        .sort()
        .join(',')}`,
    );
    expect(requested).toHaveLength(2);
    const atTheSum = await evaluateCondition(
      { kind: 'balance', scope: { kind: 'group', group: 'Operating' }, when: 'under', amount: toMoneyString(sum) },
      context,
    );
    expect(atTheSum.holds).toBe(false);
  });

  it("takes the total as the API converts it today (the overview's Total cash)", async () => {
    const { truth, context } = demo();
    const cash = await truth.get(cashTodayRequest(TODAY), summarySchema);
    const total = parseMoney(cash.totals.final_balance ?? '');
    const over = await evaluateCondition({ kind: 'balance', scope: { kind: 'total' }, when: 'over', amount: '1.00' }, context);
    expect(over.holds).toBe(true);
    expect(over.reading).toBe(`Total cash ${eur(total)}, over ${eur(100n)}`);
    expect(over.message.assumptions[0]).toContain('converted to EUR');
  });

  it('refuses an account that is gone rather than reading zero', async () => {
    const { context } = demo();
    await expect(
      evaluateCondition(
        { kind: 'balance', scope: { kind: 'account', accountId: '00000000-0000-4000-8000-000000000000' }, when: 'under', amount: '1.00' },
        context,
      ),
    ).rejects.toThrow(/not in the API's list/);
  });
});

describe('bank data', () => {
  it('lists each connection in trouble and why, from one request, judged at the end of the pinned today', async () => {
    const { truth, context, requested } = demo();
    const banks = (await truth.list(referenceListRequest('banks'), bankSchema)).items;
    const endOfToday = Date.parse('2026-11-20T23:00:00Z') - 1;
    const inTrouble = (bank: Bank) =>
      (bank.status !== 'connected' && bank.status !== 'loading') ||
      (bank.status === 'connected' && (bank.last_sync_at === null || endOfToday - Date.parse(bank.last_sync_at) > 3 * 86_400_000)) ||
      (bank.consent_expires_at !== null && Date.parse(bank.consent_expires_at) - endOfToday <= 30 * 86_400_000);
    const expected = banks.filter(inTrouble).map((bank) => bank.name);
    expect(expected.length).toBeGreaterThan(0);
    const reading = await evaluateCondition({ kind: 'bank_data', staleAfterDays: 3, consentWithinDays: 30 }, context);
    expect(reading.holds).toBe(true);
    expect(reading.message.table?.rows.map((row) => row[0])).toEqual(expected);
    expect(requested).toHaveLength(1);
    const lenient = await evaluateCondition({ kind: 'bank_data', staleAfterDays: 90, consentWithinDays: 1 }, context);
    expect(lenient.message.table?.rows.map((row) => row[0])).toEqual(
      banks.filter((bank) => bank.status === 'error' || bank.status === 'requires_action').map((bank) => bank.name),
    );
  });

  it('writes hostile names from the API as one plain, short line', async () => {
    const hostile = {
      object: 'bank',
      id: '5b0e2c8e-8a4e-4f55-9d55-0f4c1b8c7a11',
      name: `Acme \u202efdp.exe\u202c\n${'x'.repeat(300)}`,
      country_code: 'FR',
      status: 'error',
      last_sync_at: null,
      consent_expires_at: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const read: ApiReader = {
      get: () => Promise.reject(new Error('not asked')),
      list: (_request, itemSchema) => Promise.resolve({ items: [itemSchema.parse(hostile)], invalidRows: 0 }),
    };
    const reading = await evaluateCondition({ kind: 'bank_data', staleAfterDays: 1, consentWithinDays: 1 }, contextOver(read));
    const name = reading.message.table?.rows[0]?.[0] ?? '';
    expect(name.startsWith('Acme fdp.exe xxx')).toBe(true);
    expect(Array.from(name)).toHaveLength(80);
    expect(reading.reading).not.toMatch(/[\u202e\u202c\n]/);
  });
});

describe('late items', () => {
  it('totals receipts late by more than N days per counterparty, exactly, from the /overdue book', async () => {
    const { truth, context, requested } = demo();
    const lists = await Promise.all(
      [
        forecastsRequest({ status: 'overdue' }, ['counterparty']),
        forecastsRequest({ status: 'partial', to: addDays(TODAY, -1) }, ['counterparty']),
      ].map((request) => truth.list(request, forecastSchema)),
    );
    const late = lists
      .flatMap((list) => list.items)
      .filter(
        (forecast) =>
          forecast.direction === 'inflow' && forecast.date < TODAY && daysBetween(forecast.date, TODAY) > 30 && outstanding(forecast),
      );
    expect(new Set(late.map((forecast) => forecast.currency))).toEqual(new Set(['EUR']));
    const sums = new Map<string, Cents>();
    for (const forecast of late) {
      const name = typeof forecast.counterparty === 'object' && forecast.counterparty ? forecast.counterparty.name : 'No counterparty';
      sums.set(name, (sums.get(name) ?? 0n) + absCents(parseMoney(forecast.remaining_amount)));
    }
    const above = 5_000_00n;
    const expected = [...sums].filter(([, sum]) => sum > above).sort(([, a], [, b]) => (a > b ? -1 : 1));
    expect(expected.length).toBeGreaterThan(0);
    const reading = await evaluateCondition(
      { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '5000.00', per: 'counterparty' },
      context,
    );
    expect(reading.holds).toBe(true);
    expect(reading.message.table?.rows.map((row) => [row[0], row[1]])).toEqual(expected.map(([name, sum]) => [name, eur(sum)]));
    expect(reading.message.link).toBe('/overdue?direction=inflow&late_over=30');
    expect(requested).toHaveLength(3);

    const total = [...sums.values()].reduce((sum, value) => sum + value, 0n);
    const inAll = await evaluateCondition(
      { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '5000.00', per: 'total' },
      context,
    );
    expect(inAll.message.figures[0]?.value).toBe(eur(total));
    const notAbove = await evaluateCondition(
      { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: toMoneyString(total), per: 'total' },
      context,
    );
    expect(notAbove.holds).toBe(false);
  });
});

describe('projected cash', () => {
  it("fires on the first day the runway's balance is under the level, with the lowest and its day", async () => {
    const { truth, context, requested } = demo();
    const horizonEnd = addDays(TODAY, 8 * 7);
    const cash = parseMoney((await truth.get(cashTodayRequest(TODAY), summarySchema)).totals.final_balance ?? '');
    const upcoming = (await truth.list(forecastsRequest({ from: TODAY, to: horizonEnd }), forecastSchema)).items.filter(outstanding);
    expect(new Set(upcoming.map((forecast) => forecast.currency))).toEqual(new Set(['EUR']));
    const days: { date: string; balance: Cents }[] = [];
    let balance = cash;
    for (let date = TODAY; date <= horizonEnd; date = addDays(date, 1)) {
      balance += upcoming
        .filter((forecast) => forecast.date === date)
        .reduce((sum, forecast) => sum + parseMoney(forecast.remaining_amount), 0n);
      days.push({ date, balance });
    }
    const lowest = days.reduce((low, day) => (day.balance < low.balance ? day : low));
    const level = lowest.balance + 1n;
    const firstUnder = days.find((day) => day.balance < level)!;
    const reading = await evaluateCondition(
      { kind: 'projected_cash', level: { kind: 'amount', amount: toMoneyString(level) }, withinWeeks: 8, countLate: false },
      context,
    );
    expect(reading.holds).toBe(true);
    expect(reading.message.subject).toBe(`Projected cash goes under ${eur(level)} on ${formatDate(firstUnder.date)}`);
    expect(reading.message.figures.find((figure) => figure.label === 'Lowest projected balance')?.value).toBe(eur(lowest.balance));
    expect(reading.message.link).toBe(`/forecasts?horizon_weeks=8&min_cash=${toMoneyString(level)}`);
    expect(requested).toHaveLength(5);

    const minimum = await evaluateCondition(
      { kind: 'projected_cash', level: { kind: 'minimum' }, withinWeeks: 8, countLate: true },
      contextOver(truth, lowest.balance),
    );
    expect(minimum.holds).toBe(false);
    expect(minimum.message.link).toBe(`/forecasts?horizon_weeks=8&min_cash=${toMoneyString(lowest.balance)}&overdue=include`);
  });

  it('says plainly that no team minimum is set, reads nothing and does not fire', async () => {
    const { context, requested } = demo();
    const reading = await evaluateCondition(
      { kind: 'projected_cash', level: { kind: 'minimum' }, withinWeeks: 4, countLate: false },
      context,
    );
    expect(reading).toMatchObject({ holds: false, reading: expect.stringContaining('No team minimum is set') as unknown });
    expect(requested).toHaveLength(0);
  });
});

describe('scheduled content', () => {
  it("writes the weekly summary from the runway's and the banks' requests (6)", async () => {
    const { truth, context, requested } = demo();
    const cash = parseMoney((await truth.get(cashTodayRequest(TODAY), summarySchema)).totals.final_balance ?? '');
    const overdue = (await truth.list(forecastsRequest({ from: '2025-11-20', to: addDays(TODAY, -1), status: 'overdue' }), forecastSchema))
      .items;
    const partial = (await truth.list(forecastsRequest({ from: '2025-11-20', to: addDays(TODAY, -1), status: 'partial' }), forecastSchema))
      .items;
    const lateIn = [...overdue, ...partial].filter((forecast) => parseMoney(forecast.remaining_amount) >= 0n);
    const content = await composeScheduled({ kind: 'weekly_summary', weekday: 1, hour: 8 }, context);
    const figure = (label: string) => content.message.figures.find((candidate) => candidate.label === label);
    expect(figure('Cash today')?.value).toBe(eur(cash));
    expect(figure('Late receipts')).toMatchObject({
      value: eur(lateIn.reduce((sum, forecast) => sum + parseMoney(forecast.remaining_amount), 0n)),
      note: `${lateIn.length} forecasts`,
    });
    expect(content).toMatchObject({ workbook: null, month: null, message: { link: '/' } });
    expect(requested).toHaveLength(6);
  });

  it("sends last month's board pack with the browser's workbook sheets, in the browser's 11 requests", async () => {
    const { truth, context, requested } = demo();
    const balances = await truth.get(
      { endpoint: 'summary', path: '/transactions/summary', params: { from: '2026-10-01', to: '2026-10-31', interval: 'month' } },
      summarySchema,
    );
    const closing = parseMoney(balances.totals.final_balance ?? '');
    const content = await composeScheduled({ kind: 'board_pack', workingDay: 1, hour: 8 }, context);
    expect(content.month).toBe('2026-10');
    expect(content.message.link).toBe('/board-pack?month=2026-10');
    expect(content.message.figures[0]).toEqual({
      label: 'Closing cash',
      value: eur(closing),
      note: 'On 31 Oct 2026',
      amount: { value: toMoneyString(closing), currency: 'EUR' },
      date: '2026-10-31',
    });
    expect(content.workbook?.map((sheet) => sheet.name)).toEqual([...SHEET_NAMES]);
    expect(content.workbook?.[0]?.rows[0]?.[1]).toEqual({ kind: 'money', value: closing, currency: 'EUR' });
    expect(requested).toHaveLength(11);
  });
});

function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
