import { expect, test, type Request } from '@playwright/test';
import { E2E_PROFILES, E2E_TODAY } from '../playwright.config.ts';
import { centsToMoney, fetchAllRows, sumCents } from './support/api.ts';
import {
  accountsBehind,
  expectRunwayHeadline,
  expectStaleNote,
  lateBook,
  plusDays,
  plusMonths,
  runwayFromApi,
  shortDay,
} from './support/runway.ts';
import { holdRequests } from './support/hold.ts';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { ForecastsPage } from './pages/forecasts-page.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { PresentationMode } from './pages/presentation-mode.ts';

type ApiForecast = {
  id: string;
  date: string;
  amount: string;
  remaining_amount: string;
  currency: string;
  status: string;
  description: string | null;
  counterparty: string | null;
  recurrence: null | string | { interval: string; every: number; start_date: string; end_date: string; occurrences: number; name: string };
  linked_transactions: (string | { id: string; date: string; amount: string })[];
};

type Expanded<Fields> = Omit<ApiForecast, keyof Fields> & Fields;
type Paid = { id: string; amount: string; currency: string };

/** What a realised forecast's details should say it was paid, from the API's own linked transactions. */
function expectedPaid(forecast: Expanded<{ linked_transactions: Paid[] }>) {
  if (forecast.linked_transactions.some((paid) => paid.currency !== forecast.currency)) return { kind: 'other currency' as const };
  const direction = forecast.amount.startsWith('-') ? -1n : 1n;
  const paid = sumCents(forecast.linked_transactions.map((transaction) => transaction.amount)) * direction;
  const difference = paid - sumCents([forecast.amount]) * direction;
  return { kind: difference === 0n ? ('as planned' as const) : ('against plan' as const), paid, difference };
}

/** Day of the week, Monday 0, computed independently of the app. */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function gridOf(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const last = plusDays(plusMonths(first, 1), -1);
  const mondayOffset = mondayIndex(first);
  const sundayOffset = 6 - mondayIndex(last);
  return { from: plusDays(first, -mondayOffset), to: plusDays(last, sundayOffset) };
}

const MONTH = '2026-11';

test.describe('forecast calendar', () => {
  test('a month shows exactly the forecasts the API returns, with the same day totals', async ({ page, request }) => {
    const window = gridOf(MONTH);
    const rows = await fetchAllRows<ApiForecast>(request, '/forecasts', window);
    const apiRequests: string[] = [];
    page.on('request', (req: Request) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiRequests.push(req.url());
    });

    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.monthHeading).toHaveText('November 2026');
    await expect(forecasts.calendar).toBeVisible();

    expect(await forecasts.shownForecastCount()).toBe(rows.length);
    const counts = await forecasts.countsByDay();
    const nets = await forecasts.dayNets();
    const byDay = new Map<string, ApiForecast[]>();
    for (const row of rows) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
    for (const [date, count] of counts) {
      const dayRows = byDay.get(date) ?? [];
      expect(count, date).toBe(dayRows.length);
      const currencies = [...new Set(dayRows.map((row) => row.currency))].sort();
      const expected = currencies.map(
        (currency) => `${currency}:${centsToMoney(sumCents(dayRows.filter((row) => row.currency === currency).map((row) => row.amount)))}`,
      );
      expect(nets.get(date), date).toEqual(expected);
    }

    // Month totals: the month itself, not the neighbouring days of the grid.
    const monthRows = rows.filter((row) => row.date.startsWith(MONTH));
    const totals = page.getByRole('table', { name: /forecast totals/ });
    await expect(totals.locator('[data-total="net"] [data-amount]')).toHaveAttribute(
      'data-amount',
      centsToMoney(sumCents(monthRows.map((row) => row.amount))),
    );
    // Late receipts and late payments of the month, apart, never netted.
    const late = lateBook(monthRows, await forecasts.today());
    expect(late.receipts.count, 'the pinned demo has late receipts in November').toBeGreaterThan(0);
    expect(late.payments.count, 'and late payments').toBeGreaterThan(0);
    for (const kind of ['receipts', 'payments'] as const) {
      const cell = totals.locator(`[data-total="late-${kind}"]`);
      await expect(cell.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(late[kind].remaining));
      await expect(cell).toHaveAttribute('data-count', String(late[kind].count));
    }

    // Today is marked in words, not only by colour.
    await expect(forecasts.dayCell(await forecasts.today()).getByText('Today', { exact: true })).toBeVisible();

    await page.waitForLoadState('networkidle');
    const pageRequests = apiRequests.map((url) => new URL(url));
    const described = (url: URL) =>
      `${url.pathname}${url.search.includes('status=') ? `[${url.searchParams.get('status')}]` : ''}` +
      `${url.searchParams.get('from') ? `(${url.searchParams.get('from')}..${url.searchParams.get('to')})` : ''}`;
    test.info().annotations.push({
      type: 'requests on first load',
      description: `${pageRequests.length}: ${pageRequests.map(described).join(', ')}`,
    });
    // The projection heading the page (cash today, the accounts, its three forecast lists) and the
    // month (counterparties expanded in it). Neighbouring months wait for intent.
    expect(pageRequests.length, test.info().annotations.at(-1)?.description).toBeLessThanOrEqual(6);
    expect(pageRequests.filter((url) => url.pathname === '/api/counterparties')).toEqual([]);
    const forecastRequests = pageRequests.filter((url) => url.pathname === '/api/forecasts' && url.searchParams.has('expand'));
    expect(
      forecastRequests.map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')} ${url.searchParams.get('expand')}`),
    ).toEqual([`${window.from}..${window.to} counterparty`]);
    await saveScreenshot(page, 'forecasts-calendar');

    await expect(forecasts.runwayHeadline).toBeVisible();
    const runwayRequests = pageRequests.filter((url) => url.pathname === '/api/forecasts' && !url.searchParams.has('expand'));
    expect(runwayRequests.map((url) => url.searchParams.get('status') ?? 'upcoming').sort()).toEqual(['overdue', 'partial', 'upcoming']);
  });

  test('a neighbouring month is fetched on intent, once, and a filter change costs one request', async ({ page, request }) => {
    const next = gridOf('2026-12');
    const nextRows = await fetchAllRows<ApiForecast>(request, '/forecasts', next);
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.calendar).toBeVisible();
    await page.waitForLoadState('networkidle');

    const apiRequests: URL[] = [];
    page.on('request', (req: Request) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(url);
    });
    const nextButton = page.getByRole('button', { name: 'Next month' });
    await nextButton.hover();
    await expect.poll(() => apiRequests.length).toBe(1);
    expect(`${apiRequests[0]!.searchParams.get('from')}..${apiRequests[0]!.searchParams.get('to')}`).toBe(`${next.from}..${next.to}`);
    await nextButton.click();
    await expect(forecasts.monthHeading).toHaveText('December 2026');
    // The month's totals and title come first; its calendar follows in a render of its own.
    await expect.poll(() => forecasts.shownForecastCount()).toBe(nextRows.length);
    await page.waitForLoadState('networkidle');
    expect(apiRequests.length, 'the prefetched month is shown without another request').toBe(1);

    await forecasts.statusSelect.selectOption('planned');
    await expect(page).toHaveURL(/status=planned/);
    await expect(forecasts.calendar).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiRequests.length, 'a filter change refetches the month only').toBe(2);
  });

  test('the status filter changes the URL and the grid', async ({ page, request }) => {
    const window = gridOf(MONTH);
    const overdue = await fetchAllRows<ApiForecast>(request, '/forecasts', { ...window, status: 'overdue' });
    expect(overdue.length).toBeGreaterThan(0);

    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.calendar).toBeVisible();
    await forecasts.statusSelect.selectOption('overdue');
    await expect(page).toHaveURL(/status=overdue/);
    await expect.poll(() => forecasts.shownForecastCount()).toBe(overdue.length);
    const statuses = await forecasts.entries().evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['overdue']));

    // An overdue entry says so in words.
    await expect(forecasts.entries().first()).toContainText('Overdue');
    await saveScreenshot(page, 'forecasts-overdue-filter');
  });

  test('pages to the end when a month holds more than one page', async ({ page, request }) => {
    const window = gridOf(MONTH);
    const rows = await fetchAllRows<ApiForecast>(request, '/forecasts', window);
    // Shrink the page size the app asks for, so the demo's month spans several pages.
    const cursorRequests: string[] = [];
    await page.route('**/api/forecasts?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('from') === window.from && url.searchParams.get('to') === window.to) {
        url.searchParams.set('limit', '40');
        if (url.searchParams.has('cursor')) cursorRequests.push(url.toString());
      }
      await route.continue({ url: url.toString() });
    });
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.calendar).toBeVisible();
    expect(await forecasts.shownForecastCount()).toBe(rows.length);
    expect(cursorRequests.length).toBe(Math.ceil(rows.length / 40) - 1);
  });

  test('← and → step the month, and the list shows the same month', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&view=list`);
    await expect(forecasts.agenda).toBeVisible();
    await saveScreenshot(page, 'forecasts-list');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/month=2026-12/);
    await expect(page).not.toHaveURL(/period=|from=/);
    await expect(forecasts.monthHeading).toHaveText('December 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(forecasts.monthHeading).toHaveText('October 2026');
  });

  test('details show the recurring plan and the linked transactions', async ({ page, request }) => {
    const window = gridOf(MONTH);
    const rows = await fetchAllRows<ApiForecast>(request, '/forecasts', { ...window, expand: 'recurrence,linked_transactions' });
    const chosen = rows.find(
      (row) =>
        row.recurrence &&
        typeof row.recurrence === 'object' &&
        row.linked_transactions.length > 0 &&
        row.counterparty !== null &&
        row.date.startsWith(MONTH),
    );
    expect(chosen, 'a recurring forecast with a counterparty and linked transactions in the month').toBeDefined();
    const plan = chosen!.recurrence as Exclude<ApiForecast['recurrence'], null | string>;
    const monthsApart =
      (Number(chosen!.date.slice(0, 4)) - Number(plan.start_date.slice(0, 4))) * 12 +
      Number(chosen!.date.slice(5, 7)) -
      Number(plan.start_date.slice(5, 7));
    expect(plan.interval).toBe('month');
    const occurrence = Math.floor(monthsApart / plan.every) + 1;

    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&view=list`);
    await page.locator(`tr[data-forecast-id="${chosen!.id}"]`).getByRole('button').click();
    await expect(forecasts.dialog).toBeVisible();
    await expect(forecasts.dialog.locator('[data-recurrence]')).toContainText(`${occurrence} of ${plan.occurrences} occurrences`);
    const linked = chosen!.linked_transactions as { id: string; amount: string }[];
    for (const transaction of linked) {
      await expect(forecasts.dialog.locator(`tr[data-transaction-id="${transaction.id}"] [data-amount]`)).toHaveAttribute(
        'data-amount',
        transaction.amount,
      );
    }
    await expect(forecasts.dialog.getByRole('link', { name: /^Transactions with / })).toHaveAttribute(
      'href',
      /counterparty_id=.+&from=.+&to=/,
    );
    await saveScreenshot(page, 'forecasts-details');
    await page.keyboard.press('Escape');
    await expect(forecasts.dialog).toBeHidden();
  });

  test("a realised forecast's details say what was paid against its plan, from the API's transactions, asked when it is opened", async ({
    page,
    request,
  }) => {
    const window = gridOf(MONTH);
    const realised = (
      await fetchAllRows<Expanded<{ linked_transactions: Paid[] }>>(request, '/forecasts', {
        ...window,
        status: 'realised',
        expand: 'linked_transactions',
      })
    ).filter((forecast) => forecast.date.startsWith(MONTH));
    // One realised forecast of each kind the month holds: paid as planned, more or less than planned, in another currency.
    const byKind = new Map<string, (typeof realised)[number]>();
    for (const forecast of realised) if (!byKind.has(expectedPaid(forecast).kind)) byKind.set(expectedPaid(forecast).kind, forecast);
    expect([...byKind.keys()].sort()).toEqual(['against plan', 'as planned', 'other currency']);

    const apiRequests: URL[] = [];
    page.on('request', (req: Request) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(url);
    });
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&view=list`);
    await expect(forecasts.agenda.locator('tbody tr').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const expandsPayments = (url: URL) =>
      url.pathname === '/api/forecasts' && /linked_transactions/.test(url.searchParams.get('expand') ?? '');
    expect(apiRequests.filter(expandsPayments), 'no payment is asked before a forecast is opened').toEqual([]);

    let unmasked: string | null = null;
    for (const [kind, forecast] of byKind) {
      const row = page.locator(`tr[data-forecast-id="${forecast.id}"]`);
      // In the list, a realised forecast is checked and named so, never struck through.
      await expect(row).toContainText('✓ Realised');
      expect(
        await row.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].some((node) => getComputedStyle(node).textDecorationLine.includes('line-through')),
        ),
      ).toBe(false);
      const before = apiRequests.length;
      await row.getByRole('button').click();
      const line = forecasts.dialog.locator('[data-paid-against-plan]');
      await expect(line).toBeVisible();
      const expected = expectedPaid(forecast);
      const figures = await line.locator('[data-amount]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.amount));
      if (expected.kind === 'other currency') {
        await expect(line).toHaveAttribute('data-paid-against-plan', 'other-currency');
        await expect(line).toHaveText(/^paid .+ \(in [A-Z, ]+, not compared against plan\)$/);
        const currencies = [...new Set(forecast.linked_transactions.map((paid) => paid.currency))];
        const direction = forecast.amount.startsWith('-') ? -1n : 1n;
        expect(figures, kind).toEqual(
          currencies.map((currency) =>
            centsToMoney(
              sumCents(forecast.linked_transactions.filter((paid) => paid.currency === currency).map((paid) => paid.amount)) * direction,
            ),
          ),
        );
      } else {
        await expect(line).toHaveAttribute('data-paid-against-plan', 'compared');
        if (expected.kind === 'as planned') {
          await expect(line).toHaveText(/^paid €[\d,]+\.\d\d \(as planned\)$/);
          expect(figures, kind).toEqual([centsToMoney(expected.paid)]);
        } else {
          await expect(line).toHaveText(/^paid €[\d,]+\.\d\d \([+-]€[\d,]+\.\d\d against plan\)$/);
          expect(figures, kind).toEqual([centsToMoney(expected.paid), centsToMoney(expected.difference)]);
          unmasked = await line.textContent();
        }
      }
      await expect(forecasts.dialog.locator('[data-status="realised"]')).toHaveText('✓ Realised');
      await page.waitForLoadState('networkidle');
      // Opening it asks its day once, its transactions expanded (the API has no single-forecast path): nothing more.
      const opened = apiRequests.slice(before).filter((url) => url.pathname === '/api/forecasts');
      expect(opened.length, kind).toBeLessThanOrEqual(1);
      expect(
        opened.every(
          (url) => expandsPayments(url) && url.searchParams.get('from') === forecast.date && url.searchParams.get('to') === forecast.date,
        ),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect(forecasts.dialog).toBeHidden();
    }

    // In presentation mode the paid line is there, its figures masked.
    const compared = byKind.get('against plan')!;
    await new PresentationMode(page).toggle.click();
    await page.locator(`tr[data-forecast-id="${compared.id}"]`).getByRole('button').click();
    const masked = forecasts.dialog.locator('[data-paid-against-plan]');
    await expect(masked).toHaveText(/^paid .+ against plan\)$/);
    await expect(masked.locator('[data-amount]')).toHaveCount(0);
    expect(await masked.textContent()).not.toBe(unmasked);
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`at ${width} px the calendar shows each name whole or well past ten characters, and the whole name to a keyboard and a screen reader`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height });
      const rows = await fetchAllRows<Expanded<{ counterparty: { name: string } | null }>>(request, '/forecasts', {
        ...gridOf(MONTH),
        expand: 'counterparty',
      });
      const names = new Map(rows.map((row) => [row.id, row.counterparty?.name ?? row.description ?? 'Unattributed forecast']));
      const forecasts = new ForecastsPage(page);
      await forecasts.goto(`?month=${MONTH}&view=calendar`);
      await expect(forecasts.entries().first()).toBeVisible();
      // Each entry's name, and how many of its characters are drawn inside the name's box (not clipped by it).
      const entries = await forecasts.entries().evaluateAll((buttons) =>
        buttons.map((button) => {
          const name = button.querySelector('[class*="entryName"]')!;
          const box = name.getBoundingClientRect();
          const text = name.firstChild!;
          let drawn = 0;
          for (let offset = 0; offset < (text.textContent ?? '').length; offset++) {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0 && rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.bottom <= box.bottom + 0.5) drawn++;
          }
          return { id: button.dataset.forecastId!, name: name.textContent, drawn, whole: name.scrollHeight <= name.clientHeight + 1 };
        }),
      );
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.name, entry.id).toBe(names.get(entry.id));
        // Whole, or cut after three of its words at least: never "Zephyr Ret…" (nor "M e.").
        if (!entry.whole) expect(entry.drawn, `${entry.name}: characters shown`).toBeGreaterThanOrEqual(Math.min(entry.name.length, 18));
      }
      const wholeShare = entries.filter((entry) => entry.whole).length / entries.length;
      expect(wholeShare, 'names shown whole').toBeGreaterThanOrEqual(0.85);
      // A cut name is whole in the button's name (a screen reader's) and in the details a keyboard opens.
      const cut = entries.find((entry) => !entry.whole) ?? entries[0]!;
      const button = forecasts.calendar.locator(`button[data-forecast-id="${cut.id}"]`);
      expect((await button.getAttribute('aria-label')) ?? (await button.textContent())).toContain(cut.name);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(forecasts.dialog).toBeVisible();
      await expect(forecasts.dialog).toContainText(cut.name);
    });
  }

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`at ${width} px the projection and its "What if…?" come before the month`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const forecasts = new ForecastsPage(page);
      await forecasts.goto(`?month=${MONTH}`);
      await forecasts.showRunway();
      await expect(forecasts.runwayHeadline).toBeVisible();
      const shown = width === 1440 ? forecasts.calendar : forecasts.agenda;
      await expect(forecasts.monthHeading).toBeVisible();
      await expect(shown).toBeVisible();
      // Every box read in one frame: the projection's chart arrives in its own time and pushes the month down, so boxes
      // read one after another could come from two layouts.
      const boxes = await forecasts.runway.evaluate((runway) => {
        const bottom = (element: Element | null) => element?.getBoundingClientRect().bottom ?? Number.NaN;
        const top = (element: Element | null) => element?.getBoundingClientRect().top ?? Number.NaN;
        const whatIf = [...runway.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'What if…?') ?? null;
        const forecastsTable = [...document.querySelectorAll('table')].find((table) =>
          /^Forecasts, /.test(table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? ''),
        );
        return {
          runway: bottom(runway),
          whatIf: bottom(whatIf),
          month: top(document.querySelector('#month-title')),
          body: top(forecastsTable ?? null),
        };
      });
      expect(boxes.runway, 'the projection ends above the month').toBeLessThanOrEqual(boxes.month);
      expect(boxes.whatIf).toBeLessThanOrEqual(boxes.month);
      expect(boxes.runway, 'and above its forecasts').toBeLessThanOrEqual(boxes.body);
    });
  }

  test('"+N more" opens the whole day', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    const more = forecasts.moreButtons().first();
    const hidden = Number(/\+(\d+)/.exec((await more.textContent()) ?? '')?.[1]);
    await more.click();
    await expect(forecasts.dialog).toBeVisible();
    await expect(forecasts.dialog.locator('tbody tr')).toHaveCount(hidden + 3);
    await saveScreenshot(page, 'forecasts-day');
  });
});

test.describe('projected cash runway', () => {
  test('leaves late forecasts out by default and says what they are, receipts and payments apart, with the low both ways', async ({
    page,
    request,
  }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    // The demo pins its today to E2E_TODAY; the page follows the server's dashboard-today meta when it is written.
    const today = await forecasts.today();
    test.info().annotations.push({ type: 'today', description: `page ${today}, demo ${E2E_TODAY}` });
    const expected = await runwayFromApi(request, today, 3);
    expect(expected.late.receipts.count + expected.late.payments.count, 'the pinned demo has late forecasts').toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'late forecasts',
      description:
        `receipts ${centsToMoney(expected.late.receipts.remaining)} (${expected.late.receipts.count})` +
        `, payments ${centsToMoney(expected.late.payments.remaining)} (${expected.late.payments.count})` +
        `; low ${centsToMoney(expected.lateLeftOut.balance)} left out, ${centsToMoney(expected.lateCounted.balance)} counted`,
    });

    await expect(forecasts.countLate).not.toBeChecked();
    await forecasts.showRunway();
    await expectRunwayHeadline(forecasts.runway, {
      lowest: expected.lateLeftOut,
      other: expected.lateCounted,
      late: expected.late,
      counted: false,
    });
    // The chart is drawn once it is in view.
    await forecasts.runway.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await forecasts.runwayHeadline.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'forecasts-runway');

    await forecasts.countLate.check();
    await expect(page).toHaveURL(/overdue=include/);
    await expectRunwayHeadline(forecasts.runway, {
      lowest: expected.lateCounted,
      other: expected.lateLeftOut,
      late: expected.late,
      counted: true,
    });
    await forecasts.countLate.uncheck();
    await expect(page).not.toHaveURL(/overdue=/);
    await expectRunwayHeadline(forecasts.runway, {
      lowest: expected.lateLeftOut,
      other: expected.lateCounted,
      late: expected.late,
      counted: false,
    });
  });

  test('over 6 months, both lows match the API, and a link written when late forecasts were counted by default still opens', async ({
    page,
    request,
  }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&horizon=6&overdue=include`);
    const expected = await runwayFromApi(request, await forecasts.today(), 6);
    await expect(forecasts.countLate).toBeChecked();
    await expectRunwayHeadline(forecasts.runway, {
      lowest: expected.lateCounted,
      other: expected.lateLeftOut,
      late: expected.late,
      counted: true,
    });

    await forecasts.goto(`?month=${MONTH}&horizon=6&overdue=exclude`);
    await expect(forecasts.countLate).not.toBeChecked();
    await expectRunwayHeadline(forecasts.runway, {
      lowest: expected.lateLeftOut,
      other: expected.lateCounted,
      late: expected.late,
      counted: false,
    });
    await expect(page.getByRole('status', { name: 'Link parameters ignored' })).toHaveCount(0);
  });

  test("the chart's figures are a table too, week by week, with the API's low point in its week", async ({ page, request }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    const today = await forecasts.today();
    const expected = await runwayFromApi(request, today, 3);
    await forecasts.showRunway();
    await forecasts.runway.getByText('Show the projection’s figures as a table').click();
    const table = forecasts.runway.getByRole('table', { name: 'Projected cash at the end of each week' });
    const rows = table.locator('tbody tr');
    await expect(rows.last().locator('time')).toHaveAttribute('datetime', plusMonths(today, 3));
    const low = rows.filter({ hasText: 'lowest this week' });
    await expect(low).toHaveCount(1);
    await expect(low.locator('[data-amount]').last()).toHaveAttribute('data-amount', centsToMoney(expected.lateLeftOut.balance));
    // The week's row ends on the Sunday on or after the low (or at the horizon).
    const weekEnd = await low.locator('time').getAttribute('datetime');
    expect(weekEnd! >= expected.lateLeftOut.date && weekEnd! <= plusDays(expected.lateLeftOut.date, 6)).toBe(true);
  });

  test('the "Lowest" label sits under its point, inside the plot, where the line never goes', async ({ page }) => {
    for (const [width, search] of [
      [1440, ''],
      [390, '&horizon=12'],
      [1440, '&overdue=include&horizon=6'],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      const forecasts = new ForecastsPage(page);
      await forecasts.goto(`?month=${MONTH}${search}`);
      await forecasts.showRunway();
      // The chart is drawn once its own box is in view: on a phone the section starts far above it.
      await forecasts.runway.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
      await expect(forecasts.runway.locator('.recharts-reference-dot circle')).toBeVisible();
      const { dot, label, plot } = await forecasts.lowestMarkBoxes();
      const where = `${width} px ${search}`;
      // The line is 2 px wide and never goes below its lowest point, the dot's centre.
      expect(label.y, `label below the line's lowest level, ${where}`).toBeGreaterThanOrEqual(dot.y + dot.height / 2 + 1);
      expect(label.y + label.height, `label above the axis, ${where}`).toBeLessThanOrEqual(plot.y + plot.height + 1);
      expect(label.x, `label not cut on the left, ${where}`).toBeGreaterThanOrEqual(plot.x - 1);
      expect(label.x + label.width, `label not cut on the right, ${where}`).toBeLessThanOrEqual(plot.x + plot.width + 1);
    }
  });

  test("says today's balance may miss the movements of every account the API reports behind today, on /forecasts and on /", async ({
    page,
    request,
  }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    const accounts = await accountsBehind(request, await forecasts.today());
    expect(accounts.behind.length, 'the pinned demo has accounts not synced today').toBeGreaterThan(0);
    await forecasts.showRunway();
    await expectStaleNote(forecasts.runway, accounts);

    const assumption = forecasts.runway.locator('[data-stale-assumption]');
    for (const account of accounts.behind)
      await expect(assumption, account.name).toContainText(new RegExp(`${shortDay(account.balance_as_of)}: [^;]*${account.name}`));
    for (const account of accounts.all.filter((candidate) => !accounts.behind.includes(candidate)))
      await expect(assumption).not.toContainText(account.name);

    const overview = new OverviewPage(page);
    await overview.goto();
    await overview.runway.scrollIntoViewIfNeeded();
    await expectStaleNote(overview.runway, accounts);
    await overview.runway.getByRole('link', { name: 'See the accounts' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('a minimum cash level is named in the headline and kept in the URL', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&horizon=12`);
    await expect(forecasts.runwayHeadline).toBeVisible();
    const input = page.getByRole('textbox', { name: /Minimum cash/ });
    await input.fill('5000000');
    await input.press('Enter');
    await expect(page).toHaveURL(/min_cash=5000000\.00/);
    await expect(forecasts.runwayHeadline).toContainText(/Cash (falls below|stays above) €5,000,000\.00/);
    await forecasts.countLate.check();
    await expect(page).toHaveURL(/overdue=include/);
    await expect(forecasts.runwayHeadline).toContainText('Counted as arriving today');
    await saveScreenshot(page, 'forecasts-runway-min-cash');
  });
});

test.describe('forecasts in other currencies (the manufacturer, who invoices in dollars and pounds)', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PROFILES.find(({ profile }) => profile === 'manufacturer')!.port}` });

  test(
    "are converted at today's rate the API's own balances give, each to the cent," + ' counted in the runway and listed with their rate',
    async ({ page, request }) => {
      const forecasts = new ForecastsPage(page);
      await forecasts.goto(`?month=${MONTH}`);
      const today = await forecasts.today();
      const expected = await runwayFromApi(request, today, 3);
      expect(
        expected.converted.map((currency) => currency.currency),
        'the manufacturer plans in dollars and pounds',
      ).toEqual(['GBP', 'USD']);
      test.info().annotations.push({
        type: 'rates',
        description: expected.converted
          .map(
            (c) => `${c.currency}: ${c.count} forecasts, ${centsToMoney(c.remaining)} at ${c.rateText} = ${centsToMoney(c.converted)} EUR`,
          )
          .join('; '),
      });

      await forecasts.showRunway();
      await expectRunwayHeadline(forecasts.runway, {
        lowest: expected.lateLeftOut,
        other: expected.lateCounted,
        late: expected.late,
        counted: false,
      });
      for (const currency of expected.converted) {
        const item = forecasts.runway.locator(`[data-converted="${currency.currency}"]`);
        await expect(item).toHaveAttribute('data-count', String(currency.count));
        await expect(item).toHaveAttribute('data-rate', currency.rateText);
        await expect(item).toHaveAttribute('data-rate-date', today);
        await expect(item).toContainText(`at ${currency.rateText} EUR per ${currency.currency}`);
        // Their total in their own currency, converted, then the two balances the rate is the ratio of.
        const amounts = await item.locator('[data-amount]').evaluateAll((spans) => spans.map((span) => span.getAttribute('data-amount')));
        expect(amounts).toEqual([currency.remaining, currency.converted, currency.rate.workspace, currency.rate.own].map(centsToMoney));
      }
    },
  );
});

test.describe('looks', () => {
  test("the projection reads on round ticks, evenly spaced, never the data's own ends", async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}&horizon=12`);
    await forecasts.runway.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    const ticks = forecasts.runway.locator('.recharts-yAxis-tick-labels text');
    await expect(ticks.first()).toBeVisible();
    const positions = await ticks.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().top));
    const labels = await ticks.evaluateAll((texts) => texts.map((text) => text.textContent ?? ''));
    expect(labels.length, labels.join(' ')).toBeGreaterThanOrEqual(3);
    expect(
      labels.filter((label) => /\.\d\d/.test(label)),
      'no tick with two decimals',
    ).toEqual([]);
    const gaps = positions.slice(1).map((top, index) => Math.abs(top - positions[index]!));
    expect(Math.max(...gaps) - Math.min(...gaps), 'evenly spaced').toBeLessThan(2);
  });

  test('a phone opens the month as a list, the calendar a tap away; a desktop opens the calendar', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await forecasts.goto(`?month=${MONTH}`);
    await expect(page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(forecasts.agenda.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/view=calendar/);
    await expect(forecasts.dayCell(`${MONTH}-20`)).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.dayCell(`${MONTH}-20`)).toBeVisible();
  });

  test('on a phone nothing on the first screen moves as the projection and the month arrive', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    // The forecasts' answers (the projection's and the month's) wait until their placeholders are on screen, as on a slow connection.
    const release = await holdRequests(page, '**/api/forecasts?*');
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${MONTH}`);
    await expect(page.getByRole('status', { name: 'Loading the projection' })).toBeVisible();
    release();
    await expect(forecasts.runwayHeadline).toBeVisible();
    await expect(forecasts.agenda.locator('tbody tr').first()).toBeAttached();
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts, 'layout shifts while the month loads').toEqual([]);
  });

  test('dark and narrow', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await forecasts.goto(`?month=${MONTH}`);
    await expect(forecasts.calendar).toBeVisible();
    await forecasts.showRunway();
    // The chart is drawn once it is in view.
    await forecasts.runway.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await saveScreenshot(page, 'forecasts-dark');
    await page.setViewportSize({ width: 390, height: 900 });
    await saveScreenshot(page, 'forecasts-390');
  });
});

test.describe('performance', () => {
  test('a month of 300 forecasts renders every one of them on the grid', async ({ page }) => {
    const month = '2027-03';
    const window = gridOf(month);
    const days = Array.from({ length: 35 }, (_, index) => plusDays(window.from, index)).filter((day) => day <= window.to);
    const statuses = ['planned', 'planned', 'partial', 'overdue', 'realised'];
    const generated = Array.from({ length: 300 }, (_, index) => {
      const cents = ((index * 7_919) % 2_500_000) + 100;
      const amount = `${index % 3 === 0 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return {
        object: 'forecast',
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        date: days[index % days.length]!,
        amount,
        remaining_amount: amount,
        currency: index % 10 === 0 ? 'USD' : 'EUR',
        direction: amount.startsWith('-') ? 'outflow' : 'inflow',
        status: statuses[index % statuses.length],
        description: `Generated forecast ${index}`,
        comment: null,
        category: '00000000-0000-4000-8000-000000000001',
        counterparty: null,
        labels: [],
        recurrence: null,
        linked_transactions: [],
        created_at: '2026-11-01T09:00:00Z',
        updated_at: '2026-11-01T09:00:00Z',
      };
    }).sort((a, b) => (a.date < b.date ? 1 : -1));
    await page.route('**/api/forecasts?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('from') !== window.from || url.searchParams.get('to') !== window.to) return route.continue();
      await route.fulfill({ json: { object: 'list', data: generated, has_more: false, next_cursor: null } });
    });

    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?month=${month}`);
    // From the end of the fulfilled response (resource timing) to the frame where all 300 are on the grid.
    const renderedAt = await page.waitForFunction(
      () => {
        const counts = [...document.querySelectorAll('td[data-forecast-count]')].map((td) =>
          Number(td.getAttribute('data-forecast-count')),
        );
        return counts.reduce((sum, count) => sum + count, 0) === 300 ? performance.now() : null;
      },
      undefined,
      { polling: 'raf' },
    );
    const done = (await renderedAt.jsonValue()) as number;
    const responseEnd = await page.evaluate((from) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => resource.name.includes('/api/forecasts') && resource.name.includes(`from=${from}`));
      return (entry as PerformanceResourceTiming | undefined)?.responseEnd ?? NaN;
    }, window.from);
    expect(await forecasts.shownForecastCount()).toBe(300);
    const renderMs = Math.round(done - responseEnd);
    test.info().annotations.push({ type: 'render of 300 forecasts', description: `${renderMs} ms from response end to complete grid` });
    // Reported, not asserted: speed is judged by `npm run bench` against budgets, and a timed
    // assertion here failed under a loaded CI machine (1,481 ms and 2.8 s against 1,000 ms).
    console.log(`render of 300 forecasts: ${renderMs} ms`);
    await saveScreenshot(page, 'forecasts-300');
  });
});
