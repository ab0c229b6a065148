import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './api.ts';

type ApiForecast = { date: string; remaining_amount: string; currency: string; status: string };

// Independent date arithmetic for the test, in UTC.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * 86_400_000));
export function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

export type LowPoint = { date: string; balance: bigint };
export type LateSide = { count: number; remaining: bigint };
export type LateBook = { receipts: LateSide; payments: LateSide; count: number; oldest: string | null };

const OUTSTANDING = new Set(['planned', 'partial', 'overdue']);

/** Late as the spec's statuses make it: still expected and dated before today. Receipts and payments apart. */
export function lateBook(rows: readonly ApiForecast[], today: string): LateBook {
  const book: LateBook = { receipts: { count: 0, remaining: 0n }, payments: { count: 0, remaining: 0n }, count: 0, oldest: null };
  for (const row of rows) {
    if (!OUTSTANDING.has(row.status) || row.date >= today) continue;
    const remaining = sumCents([row.remaining_amount]);
    const side = remaining < 0n ? book.payments : book.receipts;
    side.count += 1;
    side.remaining += remaining;
    book.count += 1;
    if (book.oldest === null || row.date < book.oldest) book.oldest = row.date;
  }
  return book;
}

/**
 * The projection computed in the test from the API alone: today's cash in the workspace
 * currency, then each outstanding forecast's remaining amount on its day. Late forecasts
 * (overdue, and partial before today, from the last 12 months) are either left out, the
 * dashboard's default, or put on today: both lows are returned, with the late book.
 */
export async function runwayFromApi(request: APIRequestContext, today: string, months: number) {
  return runwayFromApiTo(request, today, plusMonths(today, months));
}

/** The same projection to an exact last day (the board pack's 13 weeks), with the first day under zero when late items are left out. */
export async function runwayFromApiTo(
  request: APIRequestContext,
  today: string,
  horizonEnd: string,
): Promise<{
  lateLeftOut: LowPoint;
  lateCounted: LowPoint;
  late: LateBook;
  firstBelowZero: string | null;
  closing: bigint;
  converted: ConvertedCurrency[];
}> {
  const summary = await fetchApi<{ currency: string; totals: { final_balance: string } }>(request, '/transactions/summary', {
    from: today,
    to: today,
    interval: 'day',
  });
  const upcoming = await fetchAllRows<ApiForecast>(request, '/forecasts', { from: today, to: horizonEnd });
  const overdue = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'overdue' });
  const partial = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'partial' });
  const since = plusMonths(today, -12);
  const expected = [...upcoming, ...[...overdue, ...partial].filter((row) => row.date >= since && row.date < today)].filter((row) =>
    OUTSTANDING.has(row.status),
  );
  const { inWorkspace, converted } = await convertedFromApi(request, today, summary.currency, expected);
  const late = lateBook(
    inWorkspace.filter((row) => row.date < today),
    today,
  );
  const lateNet = late.receipts.remaining + late.payments.remaining;

  const byDay = new Map<string, string[]>();
  for (const row of inWorkspace.filter((candidate) => candidate.date >= today))
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), row.remaining_amount]);
  const days = (startExtra: bigint): LowPoint[] => {
    let balance = sumCents([summary.totals.final_balance]) + startExtra;
    const points: LowPoint[] = [];
    for (let day = today; day <= horizonEnd; day = plusDays(day, 1)) {
      balance += sumCents(byDay.get(day) ?? []);
      points.push({ date: day, balance });
    }
    return points;
  };
  const lowest = (points: LowPoint[]) => points.reduce((low, point) => (point.balance < low.balance ? point : low));
  const leftOut = days(0n);
  return {
    lateLeftOut: lowest(leftOut),
    lateCounted: lowest(days(lateNet)),
    late,
    firstBelowZero: leftOut.find((point) => point.balance < 0n)?.date ?? null,
    closing: leftOut.at(-1)!.balance,
    converted,
  };
}

/** A currency's rate as the API's balances give it: `workspace` cents for `own` cents, both positive. */
type ApiRate = { workspace: bigint; own: bigint };

/** What the runway's assumptions list of a converted currency, computed here from the API alone. */
export type ConvertedCurrency = { currency: string; count: number; remaining: bigint; converted: bigint; rate: ApiRate; rateText: string };

/**
 * The outstanding forecasts in the workspace currency, those in another converted at today's rate
 * the API's own summaries give (the accounts held in that currency, today's balance in the
 * workspace currency over the same in theirs), each to the cent, half away from zero; a currency
 * no account holds is left out. With the totals of each converted currency.
 */
async function convertedFromApi(request: APIRequestContext, today: string, workspace: string, rows: readonly ApiForecast[]) {
  const accounts = (await fetchApi<{ data: { id: string; currency: string }[] }>(request, '/accounts')).data;
  const converted: ConvertedCurrency[] = [];
  const inWorkspace = rows.filter((row) => row.currency === workspace);
  for (const currency of [...new Set(rows.map((row) => row.currency))].filter((code) => code !== workspace).sort()) {
    const held = accounts.filter((account) => account.currency === currency).map((account) => account.id);
    if (held.length === 0) continue;
    const balance = async (inCurrency: string) =>
      sumCents([
        (
          await fetchApi<{ totals: { final_balance: string } }>(request, '/transactions/summary', {
            from: today,
            to: today,
            interval: 'day',
            account_id: held.join(','),
            currency: inCurrency,
          })
        ).totals.final_balance,
      ]);
    const [workspaceCents, ownCents] = [await balance(workspace), await balance(currency)];
    const rate = { workspace: workspaceCents < 0n ? -workspaceCents : workspaceCents, own: ownCents < 0n ? -ownCents : ownCents };
    const mine = rows.filter((row) => row.currency === currency).map((row) => ({ row, own: sumCents([row.remaining_amount]) }));
    const each = mine.map(({ row, own }) => ({
      ...row,
      currency: workspace,
      remaining_amount: centsToMoney(halfAwayFromZero(own * rate.workspace, rate.own)),
    }));
    inWorkspace.push(...each);
    converted.push({
      currency,
      count: mine.length,
      remaining: mine.reduce((total, { own }) => total + own, 0n),
      converted: sumCents(each.map((row) => row.remaining_amount)),
      rate,
      rateText: decimals(halfAwayFromZero(rate.workspace * 1_000_000n, rate.own), 6),
    });
  }
  return { inWorkspace, converted };
}

/** numerator ÷ denominator (positive) to an integer, half away from zero: written here so the check stays independent. */
export function halfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

const decimals = (scaled: bigint, places: number) => {
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
};

/** The runway headline as / and /forecasts both draw it, read through the data attributes its figures carry. */
export async function expectRunwayHeadline(
  scope: Locator,
  expected: { lowest: LowPoint; other: LowPoint; late: LateBook; counted: boolean },
): Promise<void> {
  const headline = scope.locator('[data-runway-headline]');
  const lowest = headline.locator('[data-runway-lowest]');
  await expect(lowest).toHaveAttribute('data-date', expected.lowest.date);
  await expect(lowest.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(expected.lowest.balance));

  const note = headline.locator('[data-runway-late]');
  await expect(note).toHaveAttribute('data-counted', String(expected.counted));
  await expect(note).toContainText(expected.counted ? 'Counted as arriving today' : 'Not counted');
  for (const kind of ['receipts', 'payments'] as const) {
    const side = note.locator(`[data-late="${kind}"]`);
    const { count, remaining } = expected.late[kind];
    await expect(side, kind).toHaveAttribute('data-count', String(count));
    await expect(side.locator('[data-amount]'), kind).toHaveAttribute('data-amount', centsToMoney(remaining < 0n ? -remaining : remaining));
    await expect(side, kind).toContainText(`late ${kind} of`);
  }
  await expect(note.locator('time')).toHaveAttribute('datetime', expected.late.oldest ?? '');
  const other = note.locator('[data-runway-other-lowest]');
  await expect(other).toHaveAttribute('data-date', expected.other.date);
  await expect(other.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(expected.other.balance));
}

type ApiAccount = { name: string; balance_as_of: string };

/** The API's own accounts, and those whose data stops before today: the runway's starting balance may miss their movements. */
export async function accountsBehind(request: APIRequestContext, today: string): Promise<{ all: ApiAccount[]; behind: ApiAccount[] }> {
  const all = (await fetchApi<{ data: ApiAccount[] }>(request, '/accounts')).data;
  return { all, behind: all.filter((account) => account.balance_as_of < today) };
}

/** "Nov 11", as an en-US reader sees a day of the current year, formatted here so the check stays independent. */
export const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(date));

/** The line under the runway headline: how many accounts are behind and since when, and the way to them. */
export async function expectStaleNote(scope: Locator, accounts: { all: ApiAccount[]; behind: ApiAccount[] }): Promise<void> {
  const note = scope.locator('[data-runway-headline] [data-runway-stale]');
  const oldest = accounts.behind.map((account) => account.balance_as_of).sort()[0]!;
  await expect(note).toHaveAttribute('data-count', String(accounts.behind.length));
  await expect(note).toHaveAttribute('data-oldest', oldest);
  await expect(note).toContainText(
    `Today's balance may miss movements after ${shortDay(oldest)}: ${accounts.behind.length} of ${accounts.all.length} accounts`,
  );
  await expect(note.getByRole('link', { name: 'See the accounts' })).toHaveAttribute('href', '/accounts');
}
