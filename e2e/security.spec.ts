import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, expect, test, type Page, type Response } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.config.ts';
import { VIEWS, expectSettled, expectShell, onApi, recordDialogs, rewriteRows } from './support/faults.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { TransactionsPage } from './pages/transactions-page.ts';

/**
 * The key stays on the server, and nothing from a link or from the API runs as code in the page.
 * The embedded demo API's key is `demo_key` (src/demo-api/options.ts): it must never reach the browser.
 */

const DEMO_KEY = 'demo_key';
const SECRET_PATTERNS = [new RegExp(DEMO_KEY), /Bearer\s+[\w.~+/=-]+/i];

type Recorded = { url: string; status: number; headers: string; body: string };

/** Every response the page receives, headers and body, assets and the document included. */
function recordResponses(page: Page): { responses: Recorded[]; settled: () => Promise<void> } {
  const responses: Recorded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => pending.push(record(response).then((entry) => void responses.push(entry))));
  return { responses, settled: async () => void (await Promise.all(pending)) };
}

async function record(response: Response): Promise<Recorded> {
  const [headers, requestHeaders] = await Promise.all([response.allHeaders(), response.request().allHeaders()]);
  // A download or an aborted request may never yield a body; what did arrive is checked.
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), 5_000));
  const body = await Promise.race([
    response
      .body()
      .then((buffer) => buffer.toString('utf8'))
      .catch(() => ''),
    timeout,
  ]);
  return {
    url: response.url(),
    status: response.status(),
    headers: JSON.stringify({ response: headers, request: requestHeaders }),
    body,
  };
}

function leaksIn(responses: readonly Recorded[]): string[] {
  const leaks: string[] = [];
  for (const response of responses) {
    for (const pattern of SECRET_PATTERNS) {
      if (pattern.test(response.headers)) leaks.push(`${response.url} headers match ${pattern}`);
      if (pattern.test(response.body)) leaks.push(`${response.url} body matches ${pattern}`);
    }
    if (/"authorization"/i.test(response.headers)) leaks.push(`${response.url} carries an Authorization header`);
  }
  return leaks;
}

test.describe('the API key never reaches the browser', () => {
  test('browsing every view, filtering, opening details and exporting: no response or request carries it', async ({ page }) => {
    const { responses, settled } = recordResponses(page);
    for (const view of VIEWS) {
      await page.goto(view.path);
      await expectShell(page, view);
      await expectSettled(page);
    }

    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: '2026-11-19', to: '2026-11-20' });
    await transactions.waitForRows();
    await page
      .getByRole('search', { name: 'Filters' })
      .getByRole('button', { name: /^Counterparties/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Filter by counterparty' });
    await panel.getByRole('checkbox').first().check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/counterparty_id=/);
    await transactions.goto({ from: '2026-11-19', to: '2026-11-20' });
    await transactions.waitForRows();
    await transactions.rows.first().click();
    await expect(transactions.details).toBeVisible();
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await transactions.exportButton.click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).not.toContain(DEMO_KEY);

    await page.goto('/reports?group_by=counterparty');
    await expect(page.getByRole('table').first()).toBeVisible();
    // The server's own error answers, too: an unknown endpoint and a refused parameter.
    await page.evaluate(async () => {
      await fetch('/api/nope');
      await fetch('/api/transactions?limit=100000');
      await fetch('/api/transactions/summary');
    });
    await settled();

    expect(responses.some((response) => response.url.includes('/assets/') && response.url.endsWith('.js'))).toBe(true);
    expect(responses.some((response) => response.url.includes('/assets/') && response.url.endsWith('.css'))).toBe(true);
    expect(responses.filter((response) => response.url.includes('/api/') && response.body.length > 0).length).toBeGreaterThan(20);
    expect(responses.some((response) => response.status >= 400)).toBe(true);
    expect(leaksIn(responses)).toEqual([]);
  });

  test('the check itself finds a planted key', () => {
    const planted = (headers: object, body: string): Recorded => ({ url: '/api/x', status: 200, headers: JSON.stringify(headers), body });
    expect(leaksIn([planted({}, '{"key":"demo_key"}')])).toHaveLength(1);
    expect(leaksIn([planted({ request: { authorization: 'Bearer abc' } }, '')])).toHaveLength(2);
    expect(leaksIn([planted({ response: { 'content-type': 'application/json' } }, '{"object":"list"}')])).toEqual([]);
  });

  test('the built bundle holds neither the key nor an Authorization header', async () => {
    const dist = resolve(import.meta.dirname, '..', 'dist');
    const entries = await readdir(dist, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (text.includes(DEMO_KEY) || /Bearer\s/.test(text) || /authorization/i.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});

test('the document carries the security headers: a CSP without inline scripts, nosniff, no referrer, no framing', async ({ page }) => {
  for (const view of VIEWS) {
    const response = await page.goto(view.path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSources, `${view.path} script-src`).toContain("'self'");
    expect(scriptSources, `${view.path} script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSources, `${view.path} script-src`).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
  const api = await page.request.get('/api/accounts');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test.describe('hostile links open the page cleanly', () => {
  const uuid = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
  const NOTICE = 'Some parts of this link could not be used.';

  async function expectCleanOpen(
    page: Page,
    path: string,
    dialogs: string[],
    hostile: string,
    params: readonly string[] = [],
  ): Promise<void> {
    const view = VIEWS.find((candidate) => candidate.path === path) ?? VIEWS[0];
    await expectShell(page, view);
    await expect(page.getByRole('status', { name: 'Link parameters ignored' })).toContainText(NOTICE);
    expect(await page.locator('main script, main img[src="x"], main iframe').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // The address bar is corrected, so the next copy of the link no longer carries the value.
    await expect
      .poll(() => params.filter((param) => new URL(page.url()).searchParams.get(param)?.includes(hostile.slice(0, 40))))
      .toEqual([]);
  }

  test('a script in label_id', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const apiUrls: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/') && apiUrls.push(decodeURIComponent(request.url()))));
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await page.goto(`/transactions?label_id=${encodeURIComponent(hostile)}`);
    await expectCleanOpen(page, '/transactions', dialogs, hostile, ['label_id']);
    await expect(page.getByRole('status', { name: 'Link parameters ignored' })).toContainText('<script>alert(1)</script>');
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    expect(apiUrls.filter((url) => url.includes('<script>') || url.includes('label_id'))).toEqual([]);
    await saveScreenshot(page, 'security-hostile-label');
  });

  test('a 10 kB value', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const hostile = 'A'.repeat(10_240);
    // One such value: two would pass the server's 16 kB request-line limit (see the 5,000 ids below).
    await page.goto(`/reports?counterparty_id=${hostile}`);
    await expectCleanOpen(page, '/reports', dialogs, hostile, ['counterparty_id']);
    // The notice quotes the start of the value, not 10 kB of it.
    const notice = await page.getByRole('status', { name: 'Link parameters ignored' }).textContent();
    expect(notice?.length ?? 0).toBeLessThan(1_000);
  });

  test('5,000 ids in one parameter: refused as far too long, and the reader is told', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const apiUrls: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/transactions?') && apiUrls.push(request.url())));
    await page.goto('/transactions');
    await expectShell(page, VIEWS[2]);
    // 185 kB is past any server's request-line limit: such a link can only come from inside the app.
    const ids = Array.from({ length: 5_000 }, (_, index) => uuid(index)).join(',');
    await page.evaluate((search) => {
      history.pushState(history.state, '', `/transactions?account_id=${search}`);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, ids);
    const notice = page.getByRole('status', { name: 'Link parameters ignored' });
    await expect(notice).toContainText(/account_id .* is far too long and was ignored/);
    expect((await notice.textContent())?.length ?? 0).toBeLessThan(1_000);
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    expect(apiUrls.filter((url) => url.includes('account_id'))).toEqual([]);
    await expect.poll(() => page.url()).not.toContain('account_id');
    expect(dialogs).toEqual([]);
  });

  test('5,000 ids straight in the address bar: the server says the link is too long, with a way back', async ({ page }) => {
    // 185 kB passes Node's 16 kB header limit: the server answers before the app loads, in words.
    const ids = Array.from({ length: 5_000 }, (_, index) => uuid(index)).join(',');
    const response = await page.goto(`/transactions?account_id=${ids}`);
    expect(response?.status()).toBe(431);
    await expect(page.getByRole('heading', { name: 'This link is too long to open' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cash position' })).toBeVisible();
  });

  test('a month and a window end in the year 9999 are ignored: the views open with their defaults, say so, and do not fail', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    const notice = page.getByRole('status', { name: 'Link parameters ignored' });
    await page.goto('/forecasts?month=9999-12');
    await expectCleanOpen(page, '/forecasts', dialogs, '9999-12', ['month']);
    await expect(notice).toContainText('month “9999-12” is outside the years 1900–2200 and was ignored.');
    await expect(page.locator('#month-title')).toHaveText('November 2026');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await page.goto('/reports?mode=forecast_vs_actual&from=2026-12-01&to=9999-12-31');
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast vs actual' })).toBeVisible();
    await expect(notice).toContainText('to “9999-12-31” is outside the years 1900–2200 and was ignored.');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  const SHARED_PARAMS = ['period', 'from', 'to', 'bank_id', 'account_id', 'category_id', 'counterparty_id', 'label_id', 'direction'];
  const VIEW_PARAMS: Record<string, string[]> = {
    '/transactions': ['tx'],
    '/forecasts': ['month', 'view', 'status', 'horizon', 'min_cash', 'overdue'],
    '/reports': ['interval', 'group_by', 'currency', 'compare', 'top', 'rollup', 'mode', 'chart'],
  };
  const OTHER_VIEWS_PARAMS = Object.values(VIEW_PARAMS).flat();

  for (const view of VIEWS) {
    test(`javascript: in every parameter of ${view.path}`, async ({ page }) => {
      const dialogs = recordDialogs(page);
      const hostile = 'javascript:alert(document.domain)';
      const own = [...SHARED_PARAMS, ...(VIEW_PARAMS[view.path] ?? [])];
      // Another view's parameters ride along: ignored here, kept for the view they belong to, never shown.
      const params = [...new Set([...own, ...OTHER_VIEWS_PARAMS])];
      await page.goto(`${view.path}?${params.map((param) => `${param}=${encodeURIComponent(hostile)}`).join('&')}`);
      await expectCleanOpen(page, view.path, dialogs, hostile, own);
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
      await expectSettled(page);
    });
  }
});

test.describe('API text is shown as text and runs nothing', () => {
  const IMG = '<img src=x onerror=alert(1)>';
  const SCRIPT = '<script>alert(2)</script><b>bold?</b>';

  /** Elements the hostile strings would have created had they been parsed as HTML. */
  const injected = (page: Page) =>
    page.locator('img[src="x"], main script, b:text-is("bold?"), b:text-is("x"), i:text-is("paused")').count();

  test('a counterparty, a description and a label holding HTML: transactions, details and export', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await onApi(
      page,
      '/counterparties',
      rewriteRows((rows) => rows.map((row) => ({ ...row, name: IMG }))),
    );
    await onApi(
      page,
      '/labels',
      rewriteRows((rows) => rows.map((row) => ({ ...row, name: `=HYPERLINK("http://evil.example","x")` }))),
    );
    await onApi(
      page,
      '/transactions',
      rewriteRows((rows) =>
        rows.map((row, index) => (index === 0 ? { ...row, description: SCRIPT, comment: '@SUM(1+1)*cmd|"/C calc"!A0' } : row)),
      ),
    );
    const transactions = new TransactionsPage(page);
    await transactions.goto({ from: '2026-11-20', to: '2026-11-20' });
    await transactions.waitForRows();
    const firstRow = transactions.rows.first();
    await expect(firstRow).toContainText(SCRIPT);
    await expect(transactions.table.getByText(IMG).first()).toBeVisible();
    await saveScreenshot(page, 'security-html-as-text');

    await firstRow.click();
    await expect(transactions.details).toContainText(SCRIPT);
    await expect(transactions.details).toContainText('@SUM(1+1)');
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await transactions.exportButton.click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const cells = csv.split('\r\n')[1] ?? '';
    // Each formula-like cell starts with an apostrophe: a spreadsheet shows it, never runs it.
    expect(cells).toContain(`'@SUM(1+1)`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)"?[=@]/m);
    expect(csv).toContain(IMG);

    expect(await injected(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('account, bank and forecast names holding HTML on every other view', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await onApi(
      page,
      '/accounts',
      rewriteRows((rows) => rows.map((row) => ({ ...row, name: IMG, group: SCRIPT }))),
    );
    await onApi(
      page,
      '/banks',
      rewriteRows((rows) => rows.map((row) => ({ ...row, name: IMG, status: '<i>paused</i>' }))),
    );
    await onApi(
      page,
      '/forecasts',
      rewriteRows((rows) => rows.map((row) => ({ ...row, description: IMG }))),
    );
    for (const view of VIEWS) {
      await page.goto(view.path);
      await expectShell(page, view);
      await expectSettled(page);
    }
    await page.goto('/accounts');
    await expect(page.getByText(IMG).first()).toBeVisible();
    await page.goto('/forecasts?view=list');
    await expect(page.getByText(IMG).first()).toBeVisible();
    expect(await injected(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test(
    'a 20,000-character name and a name with a bidi override: no view widens,' + ' none shows reversed letters, the whole name is on hand',
    async ({ page }) => {
      const long = (index: number) => `Ferrovia ${'X'.repeat(20_000)} ${index}`;
      const reversing = (index: number) => `Acme \u202efdp.exe\u202c Ltd ${index}`;
      const hostile = (rows: Record<string, unknown>[]) =>
        rows.map((row, index) => ({ ...row, name: index % 2 ? reversing(index) : long(index) }));
      for (const endpoint of ['/accounts', '/banks', '/categories', '/counterparties']) await onApi(page, endpoint, rewriteRows(hostile));
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/', '/accounts', '/overdue', '/reports?group_by=counterparty', '/board-pack']) {
          await page.goto(path);
          await expect(page.locator('main table').first()).toBeVisible();
          await expectSettled(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
          expect(await page.locator('main').textContent()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        }
      }
      await page.goto('/accounts');
      await expect(page.getByText('Acme fdp.exe Ltd 1').first()).toBeVisible();
      // Cut on screen to 80 characters; the tooltip and screen readers get the whole name.
      const cut = page.locator('main table bdi[title]').first();
      const whole = (await cut.getAttribute('title')) ?? '';
      expect(whole).toMatch(/^Ferrovia X{20000} \d+$/);
      expect(Array.from((await cut.locator('[aria-hidden="true"]').textContent()) ?? '')).toHaveLength(80);
      await expect(cut.locator('.visually-hidden')).toHaveText(whole);
    },
  );

  test('an error message holding HTML shows as text', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await onApi(page, '/accounts', (route) =>
      route.fulfill({ status: 500, json: { error: { type: 'server', code: '<b>x</b>', message: IMG, param: null, request_id: SCRIPT } } }),
    );
    await page.goto('/accounts');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the accounts' });
    await expect(alert).toContainText(IMG);
    await expect(alert).toContainText(SCRIPT);
    expect(await injected(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('another site cannot read the workspace through this server', () => {
  const REBOUND_HOST = 'rebind.attacker.test';

  test('a page on a name that resolves to 127.0.0.1 (DNS rebinding) gets 421 for itself and for /api', async ({ request, baseURL }) => {
    const own = await request.get('/api/accounts');
    expect(own.status()).toBe(200);
    const { data } = (await own.json()) as { data: Array<{ name: string }> };
    const accountName = data[0]?.name ?? '';
    expect(accountName).not.toBe('');

    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${REBOUND_HOST} 127.0.0.1`],
    });
    try {
      const page = await browser.newPage();
      const rebound = new URL(baseURL ?? '');
      rebound.hostname = REBOUND_HOST;
      const document = await page.goto(rebound.href);
      expect(document?.status()).toBe(421);
      const read = await page.evaluate(async () => {
        const response = await fetch('/api/accounts');
        return { status: response.status, body: await response.text() };
      });
      expect(read.status).toBe(421);
      expect(read.body).toContain('misdirected_request');
      expect(read.body).not.toContain(accountName);
    } finally {
      await browser.close();
    }
  });

  test('a page of another site cannot embed an API answer as a script: the server refuses it', async ({ page, baseURL }) => {
    // localhost and 127.0.0.1 are different sites; both on loopback, so Chromium lets the page reach the server.
    const attacker = createServer((_request, response) => response.end('<!doctype html><title>another site</title>'));
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
      const apiUrl = new URL('/api/accounts', baseURL).href;
      const { answered } = await watchTheWire(page, apiUrl);
      await page.evaluate((src) => {
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      }, apiUrl);
      const { requestHeaders, status, responseHeaders } = await answered;
      expect(requestHeaders['Sec-Fetch-Site']).toBe('cross-site');
      expect(status).toBe(403);
      expect(responseHeaders['content-type']).toBe('application/json; charset=utf-8');
      expect(responseHeaders['x-content-type-options']).toBe('nosniff');
    } finally {
      attacker.close();
    }
  });
});

type Wire = { requestHeaders: Record<string, string>; status: number; responseHeaders: Record<string, string> };

/**
 * The request and answer for `url` as they crossed the network, read over the DevTools protocol:
 * Chromium blocks a cross-site JSON answer to a script (ORB) before the page, or Playwright, sees it.
 * The protocol's events for one request come in no fixed order, so they are gathered by request id.
 */
async function watchTheWire(page: Page, url: string): Promise<{ answered: Promise<Wire> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const ids = new Set<string>();
  const sent = new Map<string, Record<string, string>>();
  const received = new Map<string, { status: number; headers: Record<string, string> }>();
  const answered = new Promise<Wire>((resolve) => {
    const settle = () => {
      for (const id of ids) {
        const requestHeaders = sent.get(id);
        const response = received.get(id);
        if (requestHeaders && response) resolve({ requestHeaders, status: response.status, responseHeaders: response.headers });
      }
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url === url) ids.add(event.requestId);
      settle();
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      sent.set(event.requestId, event.headers);
      settle();
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      const headers = Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      received.set(event.requestId, { status: event.statusCode, headers });
      settle();
    });
  });
  return { answered };
}
