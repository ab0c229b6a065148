import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../app.ts';
import { addMonths, endOfMonth, monthOfYear, parseDay, startOfMonth, toIsoDate } from '../../calendar.ts';
import { forecastStatus, remainingAmount } from '../../present.ts';
import type { DemoStore } from '../../store.ts';
import { testOptions } from '../../test-support/harness.ts';
import { cents } from '../../test-support/reference.ts';
import { TxFlag } from '../../transaction-table.ts';
import { KIND } from '../kinds.ts';
import { PROFILES } from './index.ts';

type SummaryRow = { period_start: string; group: string | null; net: string; inflows: string; outflows: string; final_balance: string };

/** Each company at the e2e suite's seed and day, with its monthly summary of the last twelve complete months. */
async function demo(profile: string) {
  const options = testOptions({ profile, seed: 42, today: '2026-11-20', scale: 1 });
  const { app, store } = createDemoApi(options);
  const summary = async (query: string) => {
    const response = await app.request(`/v1/transactions/summary?${query}`, { headers: { Authorization: `Bearer ${options.apiKey}` } });
    return ((await response.json()) as { rows: SummaryRow[] }).rows;
  };
  const lastYear =
    `from=${toIsoDate(addMonths(startOfMonth(store.today), -12))}` + `&to=${toIsoDate(startOfMonth(store.today) - 1)}&interval=month`;
  return { store, summary, lastYear };
}

/** A movement's amount in euros at its own day's rate. */
const inEuros = (store: DemoStore, serial: number) =>
  store.fx.convert(
    store.table.amount[serial]!,
    store.workspace.accounts[store.table.account[serial]!]!.currency,
    'EUR',
    store.table.day[serial]!,
  );
const categoryId = (store: DemoStore, code: string) => store.workspace.categories.find((category) => category.code === code)!.id;
const activityOf = (store: DemoStore, id: string | null) => store.workspace.categories.find((category) => category.id === id)?.activity;
const byCategory = (rows: SummaryRow[], id: string) => rows.filter((row) => row.group === id).reduce((sum, row) => sum + cents(row.net), 0);
const under = (store: DemoStore, rows: SummaryRow[], parentCode: string) => {
  const parent = categoryId(store, parentCode);
  const ids = new Set(
    store.workspace.categories.filter((category) => category.parentId === parent || category.id === parent).map((category) => category.id),
  );
  return rows.filter((row) => row.group !== null && ids.has(row.group)).reduce((sum, row) => sum + cents(row.net), 0);
};
/** Cash today, and what the plan still expects from today to a year ahead, day by day, as the runway chart adds it up. */
function runwayAhead(store: DemoStore, cash: number) {
  let running = cash;
  let low = { cash, day: store.today };
  const ahead = store.forecasts.filter(
    (forecast) =>
      forecast.day >= store.today && forecast.day <= addMonths(store.today, 12) && forecastStatus(store, forecast) !== 'realised',
  );
  for (const forecast of ahead.sort((a, b) => a.day - b.day)) {
    running += forecast.amount;
    if (running < low.cash) low = { cash: running, day: forecast.day };
  }
  return low;
}

describe('the SaaS scale-up', async () => {
  const { store, summary, lastYear } = await demo('saas');
  const months = await summary(lastYear);
  const categories = await summary(`${lastYear}&group_by=category`);
  const cash = cents(
    (await summary(`from=${toIsoDate(startOfMonth(store.today))}&to=${toIsoDate(store.today)}&interval=month`)).at(-1)!.final_balance,
  );

  it('burns cash: today’s cash lasts 14 to 20 months at the last year’s burn', () => {
    const burn = -months.reduce((sum, row) => sum + cents(row.net), 0) / 12;
    expect(burn).toBeGreaterThan(0);
    expect(cash / burn).toBeGreaterThan(14);
    expect(cash / burn).toBeLessThan(20);
  });

  it('plans a fundraise that arrives before the cash runs out', () => {
    const rounds = store.forecasts.filter(
      (forecast) =>
        forecast.day > store.today &&
        forecast.categoryIndex === store.workspace.categories.findIndex((category) => category.code === 'equity_raised'),
    );
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds[0]!.amount).toBeGreaterThanOrEqual(10_000_000_00);
    expect(runwayAhead(store, cash).cash).toBeGreaterThan(0);
  });

  it('collects subscriptions by card, by SEPA debit and a year upfront', () => {
    for (const code of ['card_subscriptions', 'debit_subscriptions', 'annual_contracts'])
      expect(byCategory(categories, categoryId(store, code)), code).toBeGreaterThan(0);
  });

  it('spends 45–60 % of its operating outflows on payroll, and pays AWS in dollars', () => {
    const operating = categories
      .filter(
        (row) => cents(row.net) < 0 && row.group !== categoryId(store, 'transfers_out') && activityOf(store, row.group) === 'operating',
      )
      .reduce((sum, row) => sum + cents(row.net), 0);
    const people = under(store, categories, 'payroll');
    expect(people / operating).toBeGreaterThan(0.45);
    expect(people / operating).toBeLessThan(0.6);
    const hosting = store.workspace.categories.findIndex((category) => category.code === 'hosting');
    const accounts = new Set<string>();
    for (let serial = 0; serial < store.table.size; serial++)
      if (store.table.category[serial] === hosting) accounts.add(store.workspace.accounts[store.table.account[serial]!]!.currency);
    expect([...accounts]).toEqual(['USD']);
  });
});

describe('the seasonal retailer', async () => {
  const { store, summary } = await demo('retail');
  const year = await summary('from=2025-01-01&to=2025-12-31&interval=month&group_by=category');
  const monthly = await summary('from=2025-01-01&to=2025-12-31&interval=month');
  const daily = await summary('from=2025-01-01&to=2025-12-31&interval=day');

  it('has the least cash of its year in the autumn, when the Christmas stock is paid and not yet sold', () => {
    const lowest = daily.reduce((low, row) => (cents(row.final_balance) < cents(low.final_balance) ? row : low));
    expect(lowest.period_start >= '2025-09-01' && lowest.period_start <= '2025-11-30', lowest.period_start).toBe(true);
    const december = monthly.find((row) => row.period_start === '2025-12-01')!;
    for (const row of monthly) expect(cents(row.inflows)).toBeLessThanOrEqual(cents(december.inflows));
  });

  it('buys its stock ahead of the peaks: September and October above December and January twice over', () => {
    const merchandise = categoryId(store, 'merchandise');
    const inMonths = (months: string[]) =>
      -year
        .filter((row) => row.group === merchandise && months.includes(row.period_start.slice(5, 7)))
        .reduce((sum, row) => sum + cents(row.net), 0);
    expect(inMonths(['09', '10'])).toBeGreaterThan(2 * inMonths(['12', '01']));
  });

  it('is paid by its payment provider every business day', () => {
    const provider = store.workspace.counterparties.findIndex((party) => party.name === 'Adyen N.V.');
    const since = addMonths(store.today, -12);
    const days = new Set<number>();
    for (let serial = 0; serial < store.table.size; serial++) {
      if (store.table.counterparty[serial] === provider && store.table.day[serial]! > since && store.table.amount[serial]! > 0)
        days.add(store.table.day[serial]!);
    }
    expect(days.size).toBeGreaterThan(250);
  });

  it(
    'projects the rest of the month’s takings week by week,' + ' within 30 % of last year’s same days, none realised before it arrives',
    () => {
      const [from, to] = [store.today + 1, endOfMonth(store.today)];
      const ahead = store.forecasts.filter((forecast) => forecast.day >= from && forecast.day <= to && forecast.amount > 0);
      const projected = ahead
        .filter((forecast) => forecastStatus(store, forecast) !== 'realised')
        .reduce((sum, forecast) => sum + remainingAmount(store, forecast), 0);
      expect(ahead.filter((forecast) => forecastStatus(store, forecast) === 'realised')).toEqual([]);
      const skipped = TxFlag.transfer | TxFlag.duplicate | TxFlag.excluded;
      let lastYear = 0;
      for (let serial = 0; serial < store.table.size; serial++) {
        const day = store.table.day[serial]!;
        if (
          store.table.amount[serial]! > 0 &&
          !(store.table.flags[serial]! & skipped) &&
          day >= addMonths(from, -12) &&
          day <= addMonths(to, -12)
        )
          lastYear += inEuros(store, serial);
      }
      expect(lastYear).toBeGreaterThan(0);
      expect(Math.abs(projected / lastYear - 1)).toBeLessThan(0.3);
    },
  );

  it('plans its next low before the next season', async () => {
    const cash = cents(
      (await summary(`from=${toIsoDate(startOfMonth(store.today))}&to=${toIsoDate(store.today)}&interval=month`)).at(-1)!.final_balance,
    );
    const low = runwayAhead(store, cash);
    expect([7, 8, 9, 10]).toContain(new Date(`${toIsoDate(low.day)}T00:00:00Z`).getUTCMonth());
    expect(low.cash).toBeGreaterThan(0);
  });
});

describe('the exporting manufacturer', async () => {
  const { store } = await demo('manufacturer');
  const { workspace, table } = store;
  const category = (code: string) => workspace.categories.findIndex((candidate) => candidate.code === code);

  it('gives its customers 60 days: every invoice of the plan was issued 60 days before it fell due', () => {
    const invoices = store.forecasts.filter(
      (forecast) => forecast.amount > 0 && forecast.description?.startsWith('Invoice ') && forecast.day < store.today - 60,
    );
    expect(invoices.length).toBeGreaterThan(500);
    for (const invoice of invoices) expect(invoice.day - parseDay(invoice.createdAt.slice(0, 10))!, invoice.description ?? '').toBe(60);
  });

  it('pays suppliers in dollars and pounds from its foreign accounts', () => {
    const countries = new Map<string, Set<string>>();
    for (let serial = 0; serial < table.size; serial++) {
      if (table.category[serial] !== category('purchases')) continue;
      const currency = workspace.accounts[table.account[serial]!]!.currency;
      const set = countries.get(currency) ?? new Set<string>();
      set.add(workspace.counterparties[table.counterparty[serial]!]?.countryCode ?? '');
      countries.set(currency, set);
    }
    expect([...countries.keys()].sort()).toEqual(['EUR', 'GBP', 'USD']);
    expect([...countries.get('USD')!]).toEqual(['US']);
    expect([...countries.get('GBP')!]).toEqual(['GB']);
  });

  it('draws its credit line in the autumn and repays it over the winter, within the limit, in the history and in the plan', () => {
    const moves: { day: number; amount: number }[] = [];
    for (let serial = 0; serial < table.size; serial++) {
      if (table.category[serial] === category('credit_drawdowns') || table.category[serial] === category('credit_repayments'))
        moves.push({ day: table.day[serial]!, amount: table.amount[serial]! });
    }
    const planned = store.forecasts.filter(
      (forecast) =>
        forecast.day > store.today &&
        (forecast.categoryIndex === category('credit_drawdowns') || forecast.categoryIndex === category('credit_repayments')),
    );
    expect(moves.some((move) => move.amount > 0) && moves.some((move) => move.amount < 0)).toBe(true);
    expect(planned.some((forecast) => forecast.amount > 0) && planned.some((forecast) => forecast.amount < 0)).toBe(true);
    let drawn = 0;
    for (const move of [...moves, ...planned].sort((a, b) => a.day - b.day)) {
      drawn += move.amount;
      expect(drawn).toBeGreaterThanOrEqual(0);
      expect(drawn).toBeLessThanOrEqual(5_000_000_00);
    }
    for (const move of moves.filter((candidate) => candidate.amount > 0)) expect([9, 10]).toContain(monthOfYear(move.day));
  });
});

describe.each(PROFILES.map(({ name }) => name))('the payroll of %s', async (profile) => {
  const { store } = await demo(profile);
  const { table } = store;
  /** The last twelve complete months: pay slips, net salaries, bonuses and the social charges paid in each. */
  const months = Array.from({ length: 12 }, (_, back) => addMonths(startOfMonth(store.today), back - 12)).map((month) => {
    const totals = { slips: 0, salaries: 0, bonuses: 0, social: 0 };
    for (let serial = 0; serial < table.size; serial++) {
      if (table.flags[serial]! & TxFlag.duplicate || table.day[serial]! < month || table.day[serial]! >= addMonths(month, 1)) continue;
      if (table.kind[serial] === KIND.salary) [totals.slips, totals.salaries] = [totals.slips + 1, totals.salaries - table.amount[serial]!];
      if (table.kind[serial] === KIND.bonus) totals.bonuses -= table.amount[serial]!;
      if (table.kind[serial] === KIND.socialCharges) totals.social -= table.amount[serial]!;
    }
    return totals;
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('moves month by month with hires, leavers and the pay review: no two months alike', () => {
    expect(new Set(months.map(({ slips }) => slips)).size).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < months.length; i++) {
      expect(months[i]!.salaries, `month ${i}`).not.toBe(months[i - 1]!.salaries);
      expect(months[i]!.social, `month ${i}`).not.toBe(months[i - 1]!.social);
    }
    // Salaries follow headcount: the pay per slip stays within a band while the number of slips moves.
    const perSlip = months.map(({ salaries, slips }) => salaries / slips);
    for (const pay of perSlip) expect(Math.abs(pay / median(perSlip) - 1)).toBeLessThan(0.15);
  });

  it('pays social charges on last month’s payroll, bonuses included', () => {
    const ratios = months.slice(1).map(({ social }, i) => social / (months[i]!.salaries + months[i]!.bonuses));
    for (const ratio of ratios) expect(Math.abs(ratio / median(ratios) - 1)).toBeLessThan(0.1);
  });
});

/**
 * Who plans in another currency: the exporters what their foreign customers pay, and those who buy abroad what they pay
 * there; the default company keeps one currency.
 */
describe.each([
  { profile: 'manufacturer', receipts: ['GBP', 'USD'], payments: ['GBP', 'USD'] },
  { profile: 'saas', receipts: ['GBP', 'USD'], payments: ['USD'] },
  { profile: 'retail', receipts: [], payments: ['USD'] },
  { profile: 'services', receipts: [], payments: [] },
])('the plan of $profile in foreign currencies', async ({ profile, receipts, payments }) => {
  const { store } = await demo(profile);
  const foreign = store.forecasts.filter((forecast) => forecast.currency !== 'EUR');
  const currencies = (sign: number) =>
    [...new Set(foreign.filter((forecast) => Math.sign(forecast.amount) === sign).map((forecast) => forecast.currency))].sort();

  it('plans in the currencies it is paid and pays in, from today to the year ahead, in currencies it holds accounts in', () => {
    expect(currencies(1)).toEqual(receipts);
    expect(currencies(-1)).toEqual(payments);
    // Beyond the invoices already issued, the budgets too: the exposure runs through the year.
    expect(foreign.some((forecast) => forecast.day > addMonths(store.today, 6))).toBe(foreign.length > 0);
    const held = new Set(store.workspace.accounts.map((account) => account.currency));
    for (const forecast of foreign) {
      expect(forecast.day, forecast.description ?? '').toBeGreaterThanOrEqual(store.today);
      expect(forecast.linkedSerials).toEqual([]);
      expect(held.has(forecast.currency)).toBe(true);
    }
  });
});
