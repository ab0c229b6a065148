import { cpus, loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import { FilterBar } from './pages/filter-bar.ts';
import { TransactionsPage } from './pages/transactions-page.ts';
import { fetchAllRows, fetchApi } from './support/api.ts';
import { onlyForScreenshots, saveScreenshot } from './support/screenshots.ts';
import { parseCsv } from './support/csv.ts';

type BankDetails = Record<'payer' | 'payer_details' | 'payee' | 'payee_details' | 'reference' | 'additional', string | null>;
type ApiTransaction = {
  id: string;
  date: string;
  amount: string;
  currency: string;
  status: string;
  description: string | null;
  comment: string | null;
  account: string;
  category: string | null;
  counterparty: string | null;
  labels: string[];
  bank_details: BankDetails | null;
};
type ListPage<Item> = { data: Item[]; has_more: boolean; next_cursor: string | null };
type ApiSummary = {
  currency: string;
  totals: { inflows: string; outflows: string; net: string; count: number };
  conversion: { converted: boolean; source_currencies: string[] };
};
type ApiAccount = { id: string; name: string; currency: string; balance_as_of: string };
type Named = { id: string; name: string };
type Category = Named & { parent_id: string | null };

/** An explicit window, so the test does not depend on the page's idea of today. */
const WINDOW = { from: '2026-08-21', to: '2026-11-20' };

async function firstPages(request: Parameters<typeof fetchApi>[0], params: Record<string, string>, pages: number) {
  const rows: ApiTransaction[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const answer: ListPage<ApiTransaction> = await fetchApi(request, '/transactions', {
      ...params,
      limit: '250',
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...answer.data);
    cursor = answer.next_cursor;
    if (!answer.has_more) break;
  }
  return rows;
}

/** The totals on the page equal the API's own totals, to the cent. */
async function expectTotals(transactions: TransactionsPage, expected: ApiSummary): Promise<void> {
  await expect.poll(() => transactions.total('Inflows')).toBe(expected.totals.inflows);
  await expect.poll(() => transactions.total('Outflows')).toBe(expected.totals.outflows);
  await expect.poll(() => transactions.total('Net')).toBe(expected.totals.net);
  await expect.poll(() => transactions.total('Movements counted')).toBe(String(expected.totals.count));
}

test.describe('transactions', () => {
  test('the first rows are the API’s first page, in order, with exact amounts', async ({ page, request }) => {
    // Wide enough for every column; narrower screens drop the secondary ones.
    await page.setViewportSize({ width: 1440, height: 900 });
    const transactions = new TransactionsPage(page);
    await transactions.goto(WINDOW);
    const api: ListPage<ApiTransaction> = await fetchApi(request, '/transactions', { ...WINDOW, limit: '250' });
    await transactions.waitForRows();
    const rendered = await transactions.renderedRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.map((row) => row.id)).toEqual(api.data.slice(0, rendered.length).map((row) => row.id));
    expect(rendered.map((row) => row.amount)).toEqual(api.data.slice(0, rendered.length).map((row) => row.amount));
    await expect(transactions.status).toHaveText(
      api.has_more ? '250 loaded, more available' : `All ${api.data.length} transactions loaded`,
    );
    await expect(transactions.table.getByRole('columnheader')).toHaveText([
      'Date',
      'Description',
      'Counterparty',
      'Category',
      'Labels',
      'Account',
      'Amount',
      'Status',
      'Source',
    ]);
    await saveScreenshot(page, 'transactions-list');
  });

  test('scrolling loads a second and third page without duplicates, in the API’s order', async ({ page, request }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto(WINDOW);
    await transactions.waitForLoaded(250);
    await transactions.scrollToEnd();
    await transactions.waitForLoaded(500);
    await expect(transactions.status).toHaveText(/^500 loaded/);
    await transactions.scrollToEnd();
    await transactions.waitForLoaded(750);
    await expect(transactions.status).toHaveText(/^750 loaded/);
    const api = await firstPages(request, WINDOW, 3);
    const shown = await transactions.collectAllRows();
    const ids = shown.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 750)).toEqual(api.map((row) => row.id));
    expect(shown.slice(0, 750).map((row) => row.amount)).toEqual(api.map((row) => row.amount));
  });

  test('a row’s details match the API row, are linkable, and Escape returns to the row', async ({ page, request }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto(WINDOW);
    const api = await firstPages(request, WINDOW, 1);
    const target = api.slice(0, 40).find((row) => row.bank_details && row.counterparty && row.category) ?? api[0]!;
    const [accounts, categories, counterparties] = await Promise.all([
      fetchAllRows<Named>(request, '/accounts'),
      fetchAllRows<Category>(request, '/categories'),
      fetchAllRows<Named>(request, '/counterparties'),
    ]);
    const row = transactions.row(target.id);
    await row.click();
    await expect(transactions.details).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`tx=${target.id}`));
    await expect(transactions.details.getByRole('heading', { level: 2 })).toHaveText(target.description ?? 'No description');
    await expect(transactions.detail('Amount').locator('[data-amount]')).toHaveAttribute('data-amount', target.amount);
    await expect(transactions.detail('Account')).toHaveText(accounts.find((account) => account.id === target.account)!.name);
    if (target.counterparty) {
      await expect(transactions.detail('Counterparty')).toHaveText(counterparties.find((item) => item.id === target.counterparty)!.name);
    }
    if (target.category) {
      const category = categories.find((item) => item.id === target.category)!;
      const parent = categories.find((item) => item.id === category.parent_id);
      await expect(transactions.detail('Category')).toHaveText(parent ? `${parent.name} › ${category.name}` : category.name);
    }
    const bankTerms: [keyof BankDetails, string][] = [
      ['payer', 'Payer'],
      ['payer_details', 'Payer details'],
      ['payee', 'Payee'],
      ['payee_details', 'Payee details'],
      ['reference', 'Reference'],
      ['additional', 'Additional'],
    ];
    for (const [field, term] of bankTerms) {
      await expect(transactions.detail(term)).toHaveText(target.bank_details?.[field] ?? '—');
    }
    await expect(transactions.detail('Id')).toContainText(target.id);
    await saveScreenshot(page, 'transactions-details');

    await page.keyboard.press('Escape');
    await expect(transactions.details).toBeHidden();
    await expect(page).not.toHaveURL(/tx=/);
    await expect(row).toBeFocused();

    await transactions.goto({ ...WINDOW, tx: target.id });
    await expect(transactions.details).toBeVisible({ timeout: 30_000 });
    await expect(transactions.detail('Id')).toContainText(target.id);
  });

  test('arrow keys move between rows and Enter opens the focused one', async ({ page, request }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto(WINDOW);
    const api = await firstPages(request, WINDOW, 1);
    await transactions.rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(transactions.row(api[2]!.id)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(transactions.detail('Id')).toContainText(api[1]!.id);
  });

  test('pending rows are marked in words', async ({ page, request }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto(WINDOW);
    const api = await firstPages(request, WINDOW, 1);
    await transactions.waitForRows();
    const rendered = new Set((await transactions.renderedRows()).map((row) => row.id));
    const visible = api.filter((row) => rendered.has(row.id));
    const pending = visible.filter((row) => row.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const row of visible) {
      await expect(transactions.cell(transactions.row(row.id), 'status')).toHaveText(row.status === 'pending' ? 'Pending' : 'Booked');
    }
  });

  test('a split transaction shows “Split” in place of a category', async ({ page, request }) => {
    const month = { from: '2026-10-01', to: '2026-10-31' };
    const split = (await fetchAllRows<ApiTransaction>(request, '/transactions', month)).find((row) => row.category === null);
    test.skip(!split, 'no split transaction in the demo month');
    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: split!.date, to: split!.date, account_id: split!.account });
    const row = transactions.row(split!.id);
    await row.scrollIntoViewIfNeeded();
    await expect(transactions.cell(row, 'category')).toContainText('Split');
    // The totals above the table arrive apart from the rows and push them down: a click aimed
    // before they are drawn can land beside the row (a loaded CI run opened no details).
    await expect(transactions.totals.locator('[data-amount]').first()).toBeVisible();
    // Something else above the rows can still arrive after the totals (seen once in a full run): a click that opened
    // nothing is made again once the row has settled.
    await expect(async () => {
      await row.click();
      await expect(transactions.detail('Category')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(transactions.detail('Category')).toContainText('categorisation is on its pieces');
  });

  test('an account filter from the URL shows only that account’s rows', async ({ page, request }) => {
    const accounts = await fetchAllRows<Named>(request, '/accounts');
    const api: ListPage<ApiTransaction> = await fetchApi(request, '/transactions', { ...WINDOW, limit: '250' });
    const account = accounts.find((candidate) => candidate.id === api.data.at(-1)!.account)!;
    const transactions = new TransactionsPage(page);
    await transactions.goto({ ...WINDOW, account_id: account.id });
    await transactions.waitForRows();
    const expected: ListPage<ApiTransaction> = await fetchApi(request, '/transactions', {
      ...WINDOW,
      account_id: account.id,
      limit: '250',
    });
    const rendered = await transactions.renderedRows();
    expect(rendered.map((row) => row.id)).toEqual(expected.data.slice(0, rendered.length).map((row) => row.id));
    for (const { id } of rendered) await expect(transactions.cell(transactions.row(id), 'account')).toHaveText(account.name);
  });

  test('the totals are the API’s own summary of the filter, say what it leaves out, and follow a filter change', async ({
    page,
    request,
  }) => {
    const workspace: ApiSummary = await fetchApi(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const accounts = await fetchAllRows<ApiAccount>(request, '/accounts');
    // An account in another currency than the workspace's, so the totals are converted.
    const foreign = accounts.find((account) => account.currency !== workspace.currency)!;
    const filters = { ...WINDOW, account_id: foreign.id };
    const transactions = new TransactionsPage(page);
    await transactions.goto(filters);
    await transactions.waitForRows();
    // Weekly rows on purpose: totals do not depend on the interval the page asks for.
    const expected: ApiSummary = await fetchApi(request, '/transactions/summary', { ...filters, interval: 'week' });
    await expectTotals(transactions, expected);
    await expect(transactions.totals).toContainText(
      'leaves out transfers between your own accounts, excluded transactions and duplicates,' +
        ' and counts each piece of a split: totals can differ from the rows listed.',
    );
    await expect(transactions.totals).toContainText(
      `${foreign.currency} amounts are converted to ${workspace.currency} at each transaction’s date rate.`,
    );
    await expect(transactions.totals.locator('[data-amount]').first()).toHaveAttribute('data-currency', workspace.currency);

    const requests: string[] = [];
    page.on('request', (pageRequest) => {
      const url = new URL(pageRequest.url());
      if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
    });
    await new FilterBar(page).direction('Outflows').click();
    await expect(page).toHaveURL(/direction=outflow/);
    const outflows: ApiSummary = await fetchApi(request, '/transactions/summary', { ...filters, direction: 'outflow', interval: 'day' });
    await expectTotals(transactions, outflows);
    expect(outflows.totals.inflows).toBe('0.00');
    await page.waitForLoadState('networkidle');
    expect(requests.sort()).toEqual(['/api/transactions', '/api/transactions/summary']);
  });

  test('totals over a window past a bank’s last sync say how far each account is complete', async ({ page, request }) => {
    const accounts = await fetchAllRows<ApiAccount>(request, '/accounts');
    const stale = accounts.filter((account) => account.balance_as_of < WINDOW.to);
    expect(stale.length).toBeGreaterThan(0);
    const transactions = new TransactionsPage(page);
    const shortDate = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    // One stale account alone: the note names it with its date.
    const [first] = stale;
    await transactions.goto({ ...WINDOW, account_id: first!.id });
    await expect(transactions.completenessNote).toContainText(`complete only to ${shortDate(first!.balance_as_of)} for ${first!.name}`);
    // The whole workspace: the note counts the stale accounts among all of them.
    await transactions.goto(WINDOW);
    await expect(transactions.completenessNote).toContainText(`for ${stale.length} of ${accounts.length} accounts`);

    // A window that ends before every account's last sync is complete: no note.
    const complete = { from: '2026-10-01', to: '2026-10-31' };
    expect(accounts.every((account) => account.balance_as_of >= complete.to)).toBe(true);
    await transactions.goto(complete);
    await expectTotals(transactions, await fetchApi(request, '/transactions/summary', { ...complete, interval: 'month' }));
    await page.waitForLoadState('networkidle');
    await expect(transactions.completenessNote).toHaveCount(0);
  });

  test('Export CSV writes the whole filtered list with the API’s exact amounts', async ({ page, request }) => {
    const accounts = await fetchAllRows<Named>(request, '/accounts');
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const sample = await fetchAllRows<ApiTransaction>(request, '/transactions', october);
    const account = accounts.find((candidate) => candidate.id === sample[0]!.account)!;
    const filters = { ...october, account_id: account.id };
    const expected = await fetchAllRows<ApiTransaction>(request, '/transactions', filters);
    const transactions = new TransactionsPage(page);
    await transactions.goto(filters);
    await transactions.waitForRows();
    const downloading = page.waitForEvent('download');
    await transactions.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('transactions_2026-10-01_2026-10-31.csv');
    const text = (await (await download.createReadStream()).toArray()).join('');
    const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    expect(lines.map((line) => line[column('id')])).toEqual(expected.map((row) => row.id));
    expect(lines.map((line) => line[column('amount')])).toEqual(expected.map((row) => row.amount));
    expect(new Set(lines.map((line) => line[column('account')]))).toEqual(new Set([account.name]));
    await expect(page.getByRole('status').filter({ hasText: 'Saved transactions_2026-10-01_2026-10-31.csv' })).toContainText(
      `${expected.length.toLocaleString('en-US')} transactions`,
    );
  });

  test('an export can be cancelled while it pages through a long list', async ({ page }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: '2024-11-01', to: '2026-11-20' });
    await transactions.waitForRows();
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await transactions.exportButton.click();
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /transactions fetched/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Export cancelled after [\d,]+ transactions; no file was saved\.$/ }),
    ).toBeVisible();
    await expect(transactions.exportButton).toBeEnabled();
    expect(downloaded).toBe(false);
  });

  test('a linked transaction outside the list says so and offers to clear the filters', async ({ page }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto({ ...WINDOW, direction: 'inflow', tx: '00000000-0000-4000-8000-000000000000' });
    await expect(transactions.details.getByRole('heading', { name: 'This transaction is not in the current list' })).toBeVisible({
      timeout: 30_000,
    });
    await saveScreenshot(page, 'transactions-missing');
    await transactions.details.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/direction=/);
    await expect(page).toHaveURL(/tx=00000000-0000-4000-8000-000000000000/);
  });

  test('an empty result reads as such', async ({ page }) => {
    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: '2019-01-01', to: '2019-01-31' });
    await expect(page.getByRole('heading', { name: 'No transactions match these filters' })).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, 'transactions-empty');
  });

  test('request budget: first load and a direction change', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (pageRequest) => {
      const url = new URL(pageRequest.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
    });
    const transactions = new TransactionsPage(page);
    await transactions.goto();
    await transactions.waitForRows();
    await page.waitForLoadState('networkidle');
    console.log(`/transactions first load: ${requests.length} API requests\n  ${requests.join('\n  ')}`);
    expect(requests.filter((url) => url.startsWith('/api/transactions?'))).toHaveLength(1);
    // The totals' summary also tells the header the workspace currency: no request of its own.
    expect(requests.filter((url) => url.startsWith('/api/transactions/summary?'))).toHaveLength(1);
    expect(requests.length).toBeLessThanOrEqual(6);
    const before = requests.length;
    await new FilterBar(page).direction('Inflows').click();
    await expect(page).toHaveURL(/direction=inflow/);
    await transactions.waitForRows();
    await page.waitForLoadState('networkidle');
    const change = requests.slice(before);
    console.log(`/transactions direction change: ${change.length} API requests\n  ${change.join('\n  ')}`);
    // The list's first page and its totals.
    expect(change.map((url) => url.split('?')[0]).sort()).toEqual(['/api/transactions', '/api/transactions/summary']);
  });

  test('screenshots: dark and 390 px', async ({ page }) => {
    onlyForScreenshots();
    const transactions = new TransactionsPage(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await transactions.goto(WINDOW);
    await transactions.waitForRows();
    await saveScreenshot(page, 'transactions-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await saveScreenshot(page, 'transactions-narrow');
  });

  test('measure: load and scroll 20,000 transactions', async ({ page }) => {
    test.skip(!process.env.MEASURE, 'set MEASURE=1 to run the timing');
    test.setTimeout(300_000);
    const transactions = new TransactionsPage(page);
    const started = Date.now();
    await transactions.goto({ from: '2024-11-01', to: '2026-11-20' });
    await transactions.waitForLoaded(250);
    while ((await transactions.loadedCount()) < 20_000) {
      await transactions.scrollToEnd();
      await page.waitForTimeout(16);
    }
    const loadedAt = Date.now() - started;
    const frameTimes = (mode: 'wheel' | 'jump') =>
      transactions.scroller.evaluate(async (element, jump) => {
        const times: number[] = [];
        element.scrollTop = jump ? 0 : element.scrollHeight / 2;
        let last = performance.now();
        for (let step = 0; step < 120; step++) {
          // A wheel flick moves a few hundred pixels a frame; a jump drags the scrollbar across the list.
          element.scrollTop = jump ? (element.scrollHeight * step) / 120 : element.scrollTop + 400;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = performance.now();
          times.push(now - last);
          last = now;
        }
        return times.sort((a, b) => a - b);
      }, mode === 'jump');
    const describe = (times: number[]) => `median ${times[60]!.toFixed(1)} ms, p90 ${times[108]!.toFixed(1)} ms`;
    const wheel = await frameTimes('wheel');
    const jump = await frameTimes('jump');
    const rowsInDom = await transactions.rows.count();
    console.log(
      `20,000 transactions: loaded by scrolling in ${loadedAt} ms (${await transactions.loadedCount()} rows); ` +
        `frames while wheel-scrolling: ${describe(wheel)}; jumping across the list: ${describe(jump)}; ` +
        `${rowsInDom} rows in the DOM; host load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`,
    );
    expect(rowsInDom).toBeLessThan(100);
  });
});
