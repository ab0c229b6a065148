import { expect, test, type Page } from '@playwright/test';
import {
  ANY_ENDPOINT,
  VIEWS,
  type View,
  emptyWorkspace,
  expectCanLeave,
  expectSettled,
  expectShell,
  fastForwardUntilVisible,
  extraFields,
  failureAlerts,
  forbidden,
  fulfilError,
  hang,
  malformedJson,
  networkLoss,
  onApi,
  rateLimited,
  rewrite,
  rewriteRows,
  serverError,
  slow,
  unauthorized,
  upstreamTimeout,
  upstreamUnreachable,
  walkViews,
} from './support/faults.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Fault injection in the browser: page.route stands in for the upstream, so each view meets
 * server failures, refusals, rate limits, broken payloads and odd workspaces, and must still
 * say what happened, keep the navigation usable, and show what it can.
 */

const slug = (view: View) => (view.path === '/' ? 'overview' : view.path.slice(1));

/** The message of a failure: an alert whose heading carries the words describe-error.ts uses. */
function alertWith(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

type EveryViewFault = {
  name: string;
  handler: Parameters<typeof onApi>[2];
  /** The words the reader must see. */
  message: RegExp;
  /** Further detail that must be on screen: the code and request id support asks for. */
  detail?: RegExp[];
};

const EVERY_VIEW_FAULTS: EveryViewFault[] = [
  { name: '500', handler: serverError, message: /financial data service failed/i, detail: [/internal_error/, /req_fault_500/] },
  {
    name: 'server 504 upstream_timeout',
    handler: upstreamTimeout,
    message: /not answering/i,
    detail: [/upstream_timeout/, /dash_fault_504/],
  },
  { name: '401', handler: unauthorized, message: /API key was refused/i, detail: [/API_KEY/, /restart the dashboard server/] },
  { name: '403', handler: forbidden, message: /not included in this plan/i, detail: [/workspace owner/] },
  { name: 'network loss', handler: networkLoss, message: /no connection/i, detail: [/could not be reached/] },
  { name: 'malformed JSON', handler: malformedJson, message: /unexpected data/i, detail: [/not valid JSON/] },
  {
    name: 'a payload failing its schema',
    handler: rewrite((body) => (body.object === 'list' ? { ...body, has_more: 'maybe' } : { ...body, totals: null })),
    message: /unexpected data/i,
    detail: [/field "(has_more|totals)"/],
  },
];

EVERY_VIEW_FAULTS.forEach((fault, index) => {
  test(`every API call answers ${fault.name}: each view says so and stays usable`, async ({ page }) => {
    await onApi(page, ANY_ENDPOINT, fault.handler);
    await page.clock.install();
    // Each fault opens a different view first, so every view meets some fault on a cold start.
    await walkViews(page, index, async (view) => {
      await fastForwardUntilVisible(page, alertWith(page, fault.message));
      for (const detail of fault.detail ?? []) await expect.soft(page.getByRole('alert').filter({ hasText: detail }).first()).toBeVisible();
      if (view.path === '/transactions') await saveScreenshot(page, `faults-${fault.name.replaceAll(' ', '-')}`);
    });
  });
});

test.describe("a view's code fails to download (connection lost, or a new version deployed)", () => {
  for (const view of VIEWS) {
    test(`${view.path}: a message instead of the view, and the other views still work`, async ({ page }) => {
      const start = VIEWS.find((candidate) => candidate.path !== view.path) ?? VIEWS[0];
      await page.goto(start.path);
      await expectShell(page, start);
      const chunk = `**/assets/${slug(view)}-page-*.js`;
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view.nav, exact: true }).click();
      await expect(alertWith(page, 'This view could not be downloaded')).toContainText('reload the page');
      await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: start.nav, exact: true }).click();
      await expectShell(page, start);
      await expect(failureAlerts(page)).toHaveCount(0);
      await page.unroute(chunk);
    });
  }
});

test("the server's own 502 (upstream unreachable) reaches the page as a message", async ({ page }) => {
  await onApi(page, ANY_ENDPOINT, upstreamUnreachable);
  await page.goto('/accounts');
  const alert = alertWith(page, /could not load the accounts: the financial data service is not answering/i);
  await expect(alert).toContainText('upstream_unreachable');
  await expect(alert).toContainText('dash_fault_502');
  await expectCanLeave(page, VIEWS[1]);
});

test('an empty workspace (no accounts, transactions or forecasts): each view reads as empty, not broken', async ({ page }) => {
  const emptyWords: Record<string, RegExp> = {
    '/': /no movements in this window/i,
    '/accounts': /no accounts yet/i,
    '/transactions': /no transactions match/i,
    '/forecasts': /no forecasts in/i,
    '/overdue': /nothing is late/i,
    '/reports': /no transactions match/i,
  };
  await onApi(page, ANY_ENDPOINT, emptyWorkspace);
  await walkViews(page, 0, async (view) => {
    await expect.soft(page.getByText(emptyWords[view.path] ?? /empty/).first()).toBeVisible();
    await expect.soft(failureAlerts(page)).toHaveCount(0);
    await saveScreenshot(page, `faults-empty-${slug(view)}`);
  });
});

test('unknown extra fields on every object are ignored by every view', async ({ page }) => {
  await onApi(page, ANY_ENDPOINT, extraFields);
  await walkViews(page, 2, async () => {
    await expectSettled(page);
    await expect.soft(failureAlerts(page)).toHaveCount(0);
    await expect.soft(page.getByText('x_future_field')).toHaveCount(0);
  });
});

test.describe('slow answers', () => {
  // Opened cold, by address: visiting through the navigation would find much of it cached.
  for (const view of VIEWS) {
    test(`${view.path} shows skeletons while the answers take seconds, then the data`, async ({ page }) => {
      await onApi(page, ANY_ENDPOINT, slow(2_000));
      const skeletonSeen = expect(page.getByRole('status', { name: /^Loading/ }).first()).toBeVisible();
      await page.goto(view.path);
      await skeletonSeen;
      await expectShell(page, view);
      await expectSettled(page);
      await expect(failureAlerts(page)).toHaveCount(0);
    });
  }

  test('a request still in flight is dropped cleanly when the reader moves on', async ({ page }) => {
    await onApi(page, '/transactions', hang);
    await page.goto('/transactions');
    await expect(page.getByRole('status', { name: 'Loading transactions' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Accounts' }).click();
    await expectShell(page, VIEWS[1]);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(failureAlerts(page)).toHaveCount(0);
  });

  test('a connection cut mid-answer reads as a lost connection', async ({ page }) => {
    await onApi(page, '/transactions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.abort('connectionreset');
    });
    await page.goto('/transactions');
    await expect(alertWith(page, /could not load the transactions: no connection/i)).toBeVisible();
    await expectShell(page, VIEWS[2]);
  });
});

test.describe('retries', () => {
  test('a passing 500 heals by itself: no error is shown', async ({ page }) => {
    const fault = await onApi(page, '/transactions', serverError, { times: 1 });
    await page.goto('/transactions');
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    expect(fault.hits()).toBe(1);
    await expect(failureAlerts(page)).toHaveCount(0);
  });

  test('a lasting 500 shows the code and request id; "Try again" recovers once it clears', async ({ page }) => {
    const fault = await onApi(page, '/transactions', serverError);
    await page.goto('/transactions');
    const alert = alertWith(page, /could not load the transactions/i);
    await expect(alert).toContainText('internal_error');
    await expect(alert).toContainText('req_fault_500');
    // One try and two retries with backoff, then it stops: a request budget is not spent in a loop.
    expect(fault.hits()).toBe(3);
    fault.clear();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    await expect(failureAlerts(page)).toHaveCount(0);
  });

  test('a 4xx is not retried', async ({ page }) => {
    const fault = await onApi(page, '/transactions', unauthorized);
    await page.goto('/transactions');
    await expect(alertWith(page, /API key was refused/)).toBeVisible();
    expect(fault.hits()).toBe(1);
  });

  test('a burst of 429s counts down, retries by itself and then shows the data', async ({ page }) => {
    // Two 429s in a row for the list: about 4 s of countdown, then the third try gets through.
    const fault = await onApi(page, '/transactions', rateLimited(2), { times: 2 });
    const banner = page.getByRole('status').filter({ hasText: 'Request limit reached' });
    const bannerSeen = expect(banner).toContainText(/Retrying automatically in \d s/, { timeout: 15_000 });
    await page.goto('/transactions');
    await bannerSeen;
    await saveScreenshot(page, 'faults-rate-limited');
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(failureAlerts(page)).toHaveCount(0);
    expect(fault.hits()).toBe(2);
  });

  test('a 429 that does not lift: a bounded number of tries, then a message, and no countdown left running', async ({ page }) => {
    const fault = await onApi(page, '/accounts', rateLimited(1));
    const bannerSeen = expect(page.getByRole('status').filter({ hasText: 'Request limit reached' })).toBeVisible();
    await page.goto('/accounts');
    await bannerSeen;
    await expect(alertWith(page, /could not load the accounts: too many requests/i)).toBeVisible({ timeout: 15_000 });
    expect(fault.hits()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('status').filter({ hasText: 'Request limit reached' })).toBeHidden();
  });
});

test.describe('odd rows', () => {
  test('a transaction failing its schema is left out and named; the rest shows', async ({ page }) => {
    await onApi(
      page,
      '/transactions',
      rewriteRows((rows) => rows.map((row, index) => (index === 2 ? { ...row, amount: '12.5' } : row))),
    );
    await page.goto('/transactions');
    await expect(alertWith(page, '1 row could not be read')).toContainText('"data.2.amount"');
    await expect(
      page
        .getByRole('table', { name: /^Transactions/ })
        .locator('tbody tr[data-row-id]')
        .first(),
    ).toBeVisible();
    await saveScreenshot(page, 'faults-invalid-row');
  });

  test('an account failing its schema is left out and named on /accounts and /', async ({ page }) => {
    await onApi(
      page,
      '/accounts',
      rewriteRows((rows) => rows.map((row, index) => (index === 0 ? { ...row, currency: 'euro' } : row))),
    );
    await page.goto('/accounts');
    await expect(page.getByRole('note').filter({ hasText: 'could not be read' })).toContainText('"data.0.currency"');
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Cash position' }).click();
    await expectShell(page, VIEWS[0]);
    await expect(page.getByText(/could not be read/).first()).toBeVisible();
  });

  test('a forecast failing its schema is left out and named; the rest shows', async ({ page }) => {
    await onApi(
      page,
      '/forecasts',
      rewriteRows((rows) => rows.map((row, index) => (index === 0 ? { ...row, remaining_amount: 'lots' } : row))),
    );
    await page.goto('/forecasts');
    await expectShell(page, VIEWS[3]);
    await expect(page.getByText(/remaining_amount/).first()).toBeVisible();
  });

  test('unknown statuses show as their raw names: bank "paused", account source "pooled"', async ({ page }) => {
    await onApi(
      page,
      '/banks',
      rewriteRows((rows) => rows.map((row) => ({ ...row, status: 'paused' }))),
    );
    await onApi(
      page,
      '/accounts',
      rewriteRows((rows) => rows.map((row, index) => (index === 0 ? { ...row, source: 'pooled' } : row))),
    );
    await page.goto('/accounts');
    await expect(page.getByText('paused').first()).toBeVisible();
    await expect(failureAlerts(page)).toHaveCount(0);
    await saveScreenshot(page, 'faults-unknown-bank-status');
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Cash position' }).click();
    await expectShell(page, VIEWS[0]);
  });

  test('an unknown transaction status "reversed" shows as itself', async ({ page }) => {
    await onApi(
      page,
      '/transactions',
      rewriteRows((rows) => rows.map((row) => ({ ...row, status: 'reversed' }))),
    );
    await page.goto('/transactions');
    const table = page.getByRole('table', { name: /^Transactions/ });
    await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
    await expect(table.getByText('reversed').first()).toBeVisible();
  });

  test('an unknown forecast status "cancelled" shows as itself', async ({ page }) => {
    await onApi(
      page,
      '/forecasts',
      rewriteRows((rows) => rows.map((row) => ({ ...row, status: 'cancelled' }))),
    );
    await page.goto('/forecasts');
    await expectShell(page, VIEWS[3]);
    await expect(page.getByText(/cancelled/i).first()).toBeVisible();
    await expect(failureAlerts(page)).toHaveCount(0);
    await saveScreenshot(page, 'faults-unknown-forecast-status');
  });
});

test.describe('a missing optional list', () => {
  for (const [name, handler] of [
    ['404', fulfilError(404, { type: 'not_found', code: 'resource_not_found', message: 'No GET endpoint at /v1/labels' })],
    ['500', serverError],
  ] as const) {
    test(`labels answering ${name}: transactions still show, the labels degrade with a message`, async ({ page }) => {
      await onApi(page, '/labels', handler);
      await page.goto('/transactions');
      await expect(
        page
          .getByRole('table', { name: /^Transactions/ })
          .locator('tbody tr[data-row-id]')
          .first(),
      ).toBeVisible();
      await expect(alertWith(page, /could not load label names/i)).toBeVisible();
      await saveScreenshot(page, `faults-labels-${name}`);
    });
  }

  test('labels answering 404: a report grouped by label still shows', async ({ page }) => {
    await onApi(
      page,
      '/labels',
      fulfilError(404, { type: 'not_found', code: 'resource_not_found', message: 'No GET endpoint at /v1/labels' }),
    );
    await page.goto('/reports?group_by=label');
    await expectShell(page, VIEWS[4]);
    await expect(page.getByRole('table').first()).toBeVisible();
  });
});

test.describe('one list fails, the rest of the view still shows', () => {
  const missing = fulfilError(404, { type: 'not_found', code: 'resource_not_found', message: 'No GET endpoint here.' });
  const cases = [
    { view: VIEWS[0], endpoint: '/accounts', message: /could not load the accounts/i, stillShown: 'Total cash' },
    { view: VIEWS[1], endpoint: '/banks', message: /could not load the bank connections/i, stillShown: 'Main operating' },
    { view: VIEWS[2], endpoint: '/categories', message: /could not load category names/i, stillShown: 'Main operating' },
    { view: VIEWS[3], endpoint: '/accounts', message: /could not load/i, stillShown: 'Status symbols' },
    {
      view: VIEWS[4],
      endpoint: '/counterparties',
      message: /could not load the names of the groups/i,
      stillShown: 'Unknown counterparty',
      search: '?group_by=counterparty',
    },
  ];
  for (const { view, endpoint, message, stillShown, search } of cases) {
    test(`${view.path} without ${endpoint}`, async ({ page }) => {
      await onApi(page, endpoint, missing);
      await page.goto(`${view.path}${search ?? ''}`);
      await expectShell(page, view);
      // A section below the fold asks for its list once scrolled to, as the reader would.
      await expectSettled(page);
      await expect(alertWith(page, message)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: message }), 'the failure is told once').toHaveCount(1);
      await expect(page.getByText(stillShown, { exact: false }).first()).toBeVisible();
      await saveScreenshot(page, `faults-partial-${slug(view)}`);
    });
  }
});

test('a huge workspace (thousands of counterparties, labels and categories, 600 accounts): every view shows its data', async ({ page }) => {
  const HUGE = 3_000;
  const fakeId = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
  // Each reference list answers thousands of rows in one page: the views must stay responsive.
  await onApi(
    page,
    /^\/(counterparties|labels|categories)$/,
    rewriteRows((rows) =>
      Array.from({ length: HUGE }, (_, index) => ({ ...rows[index % rows.length], id: fakeId(index), name: `Name ${index}` })),
    ),
  );
  await onApi(
    page,
    '/accounts',
    rewriteRows((rows) =>
      Array.from({ length: 600 }, (_, index) => ({ ...rows[index % rows.length], id: fakeId(index), name: `Account ${index}` })),
    ),
  );
  await walkViews(page, 0, async () => {
    await expectSettled(page);
    await expect.soft(failureAlerts(page)).toHaveCount(0);
  });
});
