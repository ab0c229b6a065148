import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { AccountsPage } from './pages/accounts-page.ts';
import { BoardPackPage } from './pages/board-pack-page.ts';
import { FilterBar } from './pages/filter-bar.ts';
import { ForecastsPage } from './pages/forecasts-page.ts';
import { OverduePage } from './pages/overdue-page.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { TransactionsPage } from './pages/transactions-page.ts';

/** A phone as issue 17 tries it: 390 × 844, touch. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Summary = { totals: { inflows: string; outflows: string; net: string; final_balance: string } };
type Account = { id: string; name: string; balance: string };
type Forecast = { date: string; amount: string; remaining_amount: string; currency: string; status: string };

const summary = (request: Parameters<typeof fetchApi>[0], params: Record<string, string>) =>
  fetchApi<Summary>(request, '/transactions/summary', { interval: 'month', ...params });

/** Year to date, the reports' default, written out so the page and the API are asked the same window. */
const YEAR_TO_DATE = { from: `${E2E_TODAY.slice(0, 4)}-01-01`, to: E2E_TODAY };

/** A figure as written on screen ("-€1,234.50") reduced to the API's decimal string ("-1234.50"). */
const digitsShown = (text: string) => text.replace(/[^\d.-]/g, '');

/** Once everything has arrived (what widens a page comes last), the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The figure is on the page's first screen: read without scrolling. */
async function expectOnFirstScreen(figure: Locator): Promise<void> {
  await expect(figure).toBeVisible();
  const box = await figure.boundingBox();
  const scrolled = await figure.page().evaluate(() => window.scrollY);
  expect(box!.y + scrolled + box!.height, 'bottom of the figure on the page').toBeLessThanOrEqual(PHONE.height);
}

test.describe('phone layout at 390 px', () => {
  test('cash position: total cash, the API’s final balance today, on the first screen', async ({ page, request }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const today = await summary(request, { from: E2E_TODAY, to: E2E_TODAY, interval: 'day' });
    const total = overview.totalCashFigure;
    await expect(total).toHaveAttribute('data-amount', today.totals.final_balance);
    await expectOnFirstScreen(total);
    await expectNoSidewaysScroll(page);
  });

  test('accounts: the first account’s balance, as the API gives it, on the first screen', async ({ page, request }) => {
    const accounts = new AccountsPage(page);
    await accounts.goto();
    const first = accounts.table
      .locator('tbody tr')
      .filter({ has: page.getByRole('link') })
      .first();
    const name = (await first.getByRole('link').first().innerText()).trim();
    const account = (await fetchAllRows<Account>(request, '/accounts')).find((candidate) => candidate.name === name)!;
    const balance = first.getByRole('cell').first().locator('[data-amount]');
    await expect(balance).toHaveAttribute('data-amount', account.balance);
    await expectOnFirstScreen(balance);
    await expectNoSidewaysScroll(page);
  });

  test('transactions: the filter’s inflows, the API’s summary, on the first screen; details open within the width', async ({
    page,
    request,
  }) => {
    const window = { from: '2026-09-01', to: E2E_TODAY };
    const transactions = new TransactionsPage(page);
    await transactions.goto(window);
    const inflows = transactions.totals.locator('dd [data-amount]').first();
    await expect(inflows).toHaveAttribute('data-amount', (await summary(request, window)).totals.inflows);
    await expectOnFirstScreen(inflows);
    await expectNoSidewaysScroll(page);

    const panel = await new FilterBar(page).open('Categories');
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    await transactions.waitForRows();
    await transactions.rows.first().click();
    await expect(transactions.details).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('forecasts: the month’s totals, summed from the API, a link away from the first screen of the list and of the calendar, Net in full', async ({
    page,
    request,
  }) => {
    const month = await fetchAllRows<Forecast>(request, '/forecasts', { from: '2026-11-01', to: '2026-11-30' });
    const net = centsToMoney(sumCents(month.map((forecast) => forecast.amount)));
    const forecasts = new ForecastsPage(page);
    for (const view of ['list', 'calendar']) {
      await forecasts.goto(`?month=2026-11&view=${view}`);
      const netCell = forecasts.monthTotals.locator('[data-total="net"]');
      await expect(netCell.locator('[data-amount]')).toHaveAttribute('data-amount', net);
      expect(digitsShown(await netCell.innerText()), 'the figure the reader sees').toBe(net);
      // The projection heads the page; the link on its first screen brings the month's totals up.
      const jump = page.getByRole('link', { name: 'The month’s forecasts' });
      await expectOnFirstScreen(jump);
      await jump.click();
      await expect(netCell, 'Net, whole, without scrolling sideways').toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
    }
  });

  test('overdue: late receipts, summed from the API, on the first screen', async ({ page, request }) => {
    const overdue = await fetchAllRows<Forecast>(request, '/forecasts', { status: 'overdue' });
    const partial = await fetchAllRows<Forecast>(request, '/forecasts', { status: 'partial' });
    const receipts = [...overdue, ...partial.filter((forecast) => forecast.date < E2E_TODAY)].filter(
      (forecast) => !forecast.amount.startsWith('-') && forecast.currency === 'EUR',
    );
    const book = new OverduePage(page);
    await book.goto();
    const tile = book.tile('receipts').locator('[data-amount]');
    await expect(tile).toHaveAttribute('data-amount', centsToMoney(sumCents(receipts.map((forecast) => forecast.remaining_amount))));
    await expectOnFirstScreen(tile);
    await expectNoSidewaysScroll(page);
  });

  test('board pack: closing cash of the month, the API’s final balance, on the first screen', async ({ page, request }) => {
    const pack = new BoardPackPage(page);
    await pack.goto();
    const closing = pack.figure('closing-cash');
    await expect(closing).toHaveAttribute(
      'data-amount',
      (await summary(request, { from: '2026-10-01', to: '2026-10-31' })).totals.final_balance,
    );
    await expectOnFirstScreen(closing);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('phone layout at 390 px: reports', () => {
  const modes: { name: string; search: Record<string, string> }[] = [
    { name: 'cash flow', search: {} },
    { name: 'by category', search: { group_by: 'category' } },
    { name: 'by counterparty', search: { group_by: 'counterparty' } },
    { name: 'by activity against the same period last year', search: { group_by: 'activity', compare: 'previous_year' } },
  ];
  for (const mode of modes) {
    test(`${mode.name}: the filters fold to one line and the inflows, the API’s total, are on the first screen`, async ({
      page,
      request,
    }) => {
      const reports = new ReportsPage(page);
      await reports.goto({ ...YEAR_TO_DATE, ...mode.search });
      const inflows = reports.total('inflows').locator('[data-amount]').first();
      await expect(inflows).toHaveAttribute('data-amount', (await summary(request, YEAR_TO_DATE)).totals.inflows);
      await expectOnFirstScreen(inflows);
      await expect(new FilterBar(page).region).toBeHidden();
      await expectNoSidewaysScroll(page);
    });
  }

  test('forecast against actual: the chart starts on the first screen and the page keeps its width', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto({ ...YEAR_TO_DATE, mode: 'forecast_vs_actual' });
    await expect(reports.table).toBeVisible();
    const chart = await reports.chart.boundingBox();
    expect(chart!.y).toBeLessThan(PHONE.height);
    await expectNoSidewaysScroll(page);
  });

  test('the folded filters open, say what they hold, and a filter applied there changes the figures as the API does', async ({
    page,
    request,
  }) => {
    const account = (await fetchAllRows<Account>(request, '/accounts'))[0]!;
    const [all, filtered] = await Promise.all([
      summary(request, YEAR_TO_DATE),
      summary(request, { ...YEAR_TO_DATE, account_id: account.id }),
    ]);
    expect(filtered.totals.net, 'the account moves the figure').not.toBe(all.totals.net);

    const reports = new ReportsPage(page);
    await reports.goto(YEAR_TO_DATE);
    const net = reports.total('net').locator('[data-amount]').first();
    await expect(net).toHaveAttribute('data-amount', all.totals.net);
    // A details element: Chromium names its summary's role a disclosure triangle, which Playwright does not look up by role.
    const fold = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Filters and options' }) });
    const line = fold.locator('summary');
    await expect(fold).not.toHaveAttribute('open');
    await expect(line).toHaveText('Filters and options Jan 1, 2026 – Nov 20, 2026 · filters: 0');

    await line.click();
    await expect(fold).toHaveAttribute('open');
    const bar = new FilterBar(page);
    await expect(reports.control('Group by')).toBeVisible();
    await bar.choose('Accounts', [account.name]);
    await expect(net).toHaveAttribute('data-amount', filtered.totals.net);
    await expect(line).toHaveText('Filters and options Jan 1, 2026 – Nov 20, 2026 · filters: 1');
    await expectNoSidewaysScroll(page);

    await line.click();
    await expect(bar.region).toBeHidden();
    await expectOnFirstScreen(net);
  });
});

/** Every table a phone shows, in the state that makes it widest. */
const TABLE_VIEWS = [
  '/',
  '/accounts',
  '/transactions',
  '/forecasts?month=2026-11&view=list',
  '/overdue',
  '/reports?from=2026-09-01&to=2026-10-31&group_by=category&compare=previous_period',
  '/reports?mode=forecast_vs_actual',
  '/board-pack?month=2026-10',
  '/13-weeks',
];

type RowOnScreen = { table: string; label: string; amount: string; labelInside: boolean; amountInside: boolean };

/**
 * For the first rows with an amount in every table shown: where the row's label and its cell in the
 * table's first amount column (the leftmost column where an amount shows) lie across the phone.
 */
async function labelsAndAmounts(page: Page): Promise<RowOnScreen[]> {
  return page.locator('table').evaluateAll((tables, width) => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= width;
    };
    const amountColumn = (row: Element) => [...row.children].findIndex((cell) => [...cell.querySelectorAll('[data-amount]')].some(shown));
    return tables.filter(shown).flatMap((table) => {
      const name = table.querySelector('caption')?.textContent ?? table.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
      const rows = [...table.querySelectorAll('tbody tr')].filter((row) => amountColumn(row) >= 0).slice(0, 5);
      const column = Math.min(...rows.map(amountColumn));
      return rows.map((row) => {
        const label = row.querySelector('th[scope="row"]') ?? row.firstElementChild!;
        const amount = row.children[column]!;
        return {
          table: name.trim().slice(0, 60),
          label: label.textContent.trim().slice(0, 40),
          amount: amount.textContent.trim(),
          labelInside: inside(label),
          amountInside: inside(amount),
        };
      });
    });
  }, PHONE.width);
}

test.describe('phone layout at 390 px: every table keeps its label and its amount on screen', () => {
  for (const view of TABLE_VIEWS) {
    test(`${view}: each row's label and first amount lie within the phone's width`, async ({ page }) => {
      await page.goto(view);
      // A view can hold its tables back until its first figures are in (the cash position does, up to a second).
      await expect(page.locator('table:visible tbody [data-amount]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const rows = await labelsAndAmounts(page);
      expect(rows.length, 'rows with an amount were found').toBeGreaterThan(0);
      expect(rows.filter((row) => !row.labelInside || !row.amountInside)).toEqual([]);
    });
  }

  test('a table that scrolls sideways keeps its label column in view at its last column, and says so', async ({ page }) => {
    for (const view of [
      '/overdue',
      '/board-pack?month=2026-10',
      '/reports?from=2026-09-01&to=2026-10-31&group_by=category&compare=previous_period',
    ]) {
      await page.goto(view);
      await page.waitForLoadState('networkidle');
      const regions = page.locator('[role="region"][aria-label]').filter({ has: page.locator('table tbody [data-amount]') });
      await expect(regions.first()).toBeVisible();
      const scrolled = await regions.evaluateAll((boxes) =>
        boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.getAttribute('aria-label')),
      );
      expect(scrolled.length, `${view}: a table wider than the phone`).toBeGreaterThan(0);
      for (const name of scrolled) {
        const region = page.locator(`[role="region"][aria-label="${name}"]`);
        await expect(region, 'focusable, so arrow keys scroll it').toHaveAttribute('tabindex', '0');
        await expect(page.getByText(/More columns to the right/).first()).toBeVisible();
        const label = region
          .locator('tbody tr')
          .filter({ has: page.locator('[data-amount]') })
          .first()
          .locator('th, td')
          .first();
        const labelText = await label.innerText();
        const atTheEnd = await region.evaluate((box) => {
          box.scrollTo({ left: box.scrollWidth, behavior: 'instant' });
          const row = [...box.querySelectorAll('tbody tr')].find((candidate) => candidate.querySelector('[data-amount]'))!;
          const cell = row.querySelector('th, td')!.getBoundingClientRect();
          return { scrolled: box.scrollLeft > 0, left: cell.left, right: cell.right, from: box.getBoundingClientRect().left };
        });
        expect(atTheEnd.scrolled, `${name}: scrolled to its last column`).toBe(true);
        expect(atTheEnd.left, `${view}, ${name}: “${labelText}” still in view at the last column`).toBeGreaterThanOrEqual(
          atTheEnd.from - 1,
        );
        expect(atTheEnd.right).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });

  test('overdue: each counterparty’s outstanding amount, summed from the API, sits beside its name on screen', async ({
    page,
    request,
  }) => {
    type Late = Forecast & { counterparty: string | null };
    const [overdue, partial] = await Promise.all([
      fetchAllRows<Late>(request, '/forecasts', { status: 'overdue' }),
      fetchAllRows<Late>(request, '/forecasts', { status: 'partial' }),
    ]);
    const late = [...overdue, ...partial.filter((forecast) => forecast.date < E2E_TODAY)].filter((forecast) => forecast.currency === 'EUR');
    const book = new OverduePage(page);
    await book.goto();
    for (const side of ['receipts', 'payments'] as const) {
      const rows = book.table(side).locator('tbody tr[data-counterparty-id]:not([data-counterparty-id=""])');
      await expect(rows.first()).toBeVisible();
      for (const row of (await rows.all()).slice(0, 5)) {
        const id = await row.getAttribute('data-counterparty-id');
        const owed = late.filter((forecast) => forecast.counterparty === id && forecast.amount.startsWith('-') === (side === 'payments'));
        const outstanding = row.locator('td').first();
        await expect(outstanding, 'Outstanding, the first figure after the name').toHaveAttribute('data-bucket', 'total');
        await expect(outstanding).toHaveAttribute('data-value', centsToMoney(sumCents(owed.map((forecast) => forecast.remaining_amount))));
        const box = (await outstanding.boundingBox())!;
        expect(box.x + box.width, `${side}: outstanding within the phone’s width`).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });

  test('forecasts: the list’s first forecast shows its date, name and amount as the API gives them', async ({ page, request }) => {
    const month = await fetchAllRows<Forecast & { id: string }>(request, '/forecasts', { from: '2026-11-01', to: '2026-11-30' });
    const earliest = month.at(-1)!;
    const forecasts = new ForecastsPage(page);
    await forecasts.goto('?month=2026-11&view=list');
    const row = forecasts.agenda.locator(`tr[data-forecast-id="${earliest.id}"]`);
    await expect(row.locator('[data-amount]').first()).toHaveAttribute('data-amount', earliest.amount);
    await row.scrollIntoViewIfNeeded();
    await expect(row.locator('[data-amount]').first()).toBeInViewport({ ratio: 1 });
    await expect(row.locator(`time[datetime="${earliest.date}"]`)).toBeInViewport({ ratio: 1 });
    await expect(row.locator(`[data-status="${earliest.status}"]`).first(), 'the status under the name').toBeVisible();
  });

  test('forecasts: one link on the first screen reaches the month below the projection, and takes the focus there', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto('?month=2026-11&view=list');
    await expect(forecasts.runwayHeadline).toBeVisible();
    await expect(forecasts.agenda.locator('tbody tr').first()).toBeAttached();
    const jump = page.getByRole('link', { name: 'The month’s forecasts' });
    await expectOnFirstScreen(jump);
    await expect(forecasts.monthHeading, 'the projection comes first').not.toBeInViewport();
    await jump.click();
    await expect(forecasts.monthHeading).toBeFocused();
    await expect(forecasts.monthHeading).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await forecasts.monthHeading.boundingBox())!.y, 'below the sticky header, not under it').toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    await expect(page, 'the link keeps the view’s address').toHaveURL(/\/forecasts\?month=2026-11&view=list$/);
  });
});

test.describe('phone layout at 390 px, in British English', () => {
  test.use({ locale: 'en-GB' });

  test('transactions: the date column shows each date whole, day, month and year as the API gives them', async ({ page, request }) => {
    const {
      data: [newest],
    } = await fetchApi<{ data: { date: string }[] }>(request, '/transactions', { from: '2026-09-01', to: E2E_TODAY, limit: '1' });
    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: '2026-09-01', to: E2E_TODAY });
    await transactions.waitForRows();
    const date = transactions.rows.first().locator('time');
    await expect(date).toHaveAttribute('datetime', newest!.date);
    const [year, month, day] = newest!.date.split('-');
    expect(await date.innerText(), 'the short form a phone shows').toBe(`${day}/${month}/${year!.slice(2)}`);
    const cell = transactions.rows.first().getByRole('cell').first();
    expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth), 'nothing cut off').toBe(true);
  });
});

/**
 * Every amount written in the page's text (inside a figure or in a sentence) that the line breaks
 * cut in two: a sign left at a line's end reads as a dash, and a payment as a receipt.
 */
async function amountsSplitAcrossLines(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/[-+−]?\u2060?[€$£]\d[\d,.]*k?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test.describe('phone layout at 390 px: no amount is split from its sign', () => {
  for (const view of [...new Set([...TABLE_VIEWS, '/forecasts', '/13-weeks?overdue=include'])]) {
    test(`${view}: every amount in the page's text stays on one line`, async ({ page }) => {
      await page.goto(view);
      await expect(page.locator('main [data-amount]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await amountsSplitAcrossLines(page)).toEqual([]);
    });
  }
});

test.describe('phone layout at 390 px: a chart’s figures stay on screen', () => {
  /**
   * A chart's tooltip where the finger rests near either edge of the plot: its box inside the
   * phone's width, so no amount is cut ("+€449,"). A phone draws a chart once two thirds of it are
   * in view, so each is scrolled to first.
   */
  for (const [name, path, where] of [
    ['cash position', '/', (page: Page) => page.getByRole('main')],
    ['reports', '/reports', (page: Page) => page.getByTestId('report-chart')],
    ['reports by category', '/reports?group_by=category', (page: Page) => page.getByTestId('report-chart')],
    ['projected cash', '/forecasts', (page: Page) => page.getByRole('region', { name: 'Projected cash' })],
  ] as const) {
    test(`${name}: the tooltip at either edge of the chart lies inside the screen`, async ({ page }) => {
      await page.goto(path);
      // A section below the fold reads its figures once in view, and a phone draws its chart once two thirds of it are.
      await where(page).scrollIntoViewIfNeeded();
      await where(page).locator('[data-chart-slot]').first().scrollIntoViewIfNeeded();
      const chart = where(page)
        .locator('.recharts-wrapper')
        .filter({ has: page.locator('.recharts-tooltip-wrapper') })
        .first();
      await chart.scrollIntoViewIfNeeded();
      const plot = (await chart.locator('.recharts-cartesian-grid').first().boundingBox())!;
      const tooltip = chart.locator('.recharts-tooltip-wrapper > *').first();
      for (const share of [0.02, 0.98]) {
        // Pointed at, not tapped: a tap on a report's bar opens its transactions.
        await page.mouse.move(plot.x + plot.width * share, plot.y + plot.height / 2);
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toContainText(/\d/);
        // Where the tooltip has come to rest: it glides to each new point.
        await page.waitForFunction(
          (element) => element.getAnimations().length === 0,
          await chart.locator('.recharts-tooltip-wrapper').first().elementHandle(),
        );
        const box = (await tooltip.boundingBox())!;
        expect(box.x, `left edge of the tooltip at ${share * 100}% of the plot`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge of the tooltip at ${share * 100}% of the plot`).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }
});
