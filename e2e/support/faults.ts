import { expect, test, type Locator, type Page, type Route } from '@playwright/test';

/**
 * The test upstream: every /api request of the page goes through these rules (page.route), so a
 * test can answer with a fault instead of the demo API, or rewrite the demo's real answer.
 */

export const VIEWS = [
  { path: '/', heading: 'Cash position', nav: 'Cash position' },
  { path: '/accounts', heading: 'Accounts', nav: 'Accounts' },
  { path: '/transactions', heading: 'Transactions', nav: 'Transactions' },
  { path: '/forecasts', heading: 'Forecasts', nav: 'Forecasts' },
  { path: '/reports', heading: 'Cash-flow report', nav: 'Reports' },
  { path: '/overdue', heading: 'Overdue', nav: 'Overdue' },
] as const;

export type View = (typeof VIEWS)[number];

/** The endpoint an /api URL names, without the prefix: "/transactions/summary". */
export function endpointOf(url: string): string {
  return new URL(url).pathname.replace(/^\/api/, '');
}

type Matcher = string | RegExp | ((endpoint: string, url: URL) => boolean);
type Handler = (route: Route, endpoint: string) => Promise<void>;

function matches(matcher: Matcher, endpoint: string, url: URL): boolean {
  if (typeof matcher === 'string') return endpoint === matcher;
  if (matcher instanceof RegExp) return matcher.test(endpoint);
  return matcher(endpoint, url);
}

export type FaultControl = {
  /** Requests the rule answered so far. */
  readonly hits: () => number;
  /** From now on the rule lets requests through to the real API. */
  clear: () => void;
};

/**
 * Answers matching API requests with `handler`; the others go on to the demo API. `times`
 * limits the rule to the first n matching requests (a burst).
 */
export async function onApi(page: Page, matcher: Matcher, handler: Handler, options: { times?: number } = {}): Promise<FaultControl> {
  let hits = 0;
  let cleared = false;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const endpoint = endpointOf(url.href);
    const active = !cleared && (options.times === undefined || hits < options.times);
    if (!active || !matches(matcher, endpoint, url)) return route.fallback();
    hits += 1;
    // The page may drop a request (navigation, unmount) while the rule is still answering it.
    await handler(route, endpoint).catch(() => route.abort().catch(() => undefined));
  });
  return { hits: () => hits, clear: () => void (cleared = true) };
}

export const ANY_ENDPOINT: Matcher = () => true;

/** The upstream's error envelope (spec section 7), which our server also uses for its own faults. */
export function errorEnvelope(type: string, code: string, message: string, requestId = `req_fault_${code}`) {
  return { error: { type, code, message, param: null, request_id: requestId } };
}

export function fulfilError(
  status: number,
  fields: { type: string; code: string; message: string; requestId?: string },
  headers: Record<string, string> = {},
): Handler {
  return (route) => route.fulfill({ status, headers, json: errorEnvelope(fields.type, fields.code, fields.message, fields.requestId) });
}

export const serverError = fulfilError(500, {
  type: 'server',
  code: 'internal_error',
  message: 'Something went wrong on our side.',
  requestId: 'req_fault_500',
});
export const unauthorized = fulfilError(401, { type: 'authentication', code: 'invalid_api_key', message: 'The API key is not valid.' });
export const forbidden = fulfilError(403, {
  type: 'authentication',
  code: 'api_access_disabled',
  message: 'API access is not enabled for this plan.',
});
/** What our own server answers when the upstream does not answer in time (src/server/proxy/proxy.ts). */
export const upstreamTimeout = fulfilError(504, {
  type: 'server',
  code: 'upstream_timeout',
  message: 'The financial API did not answer in time.',
  requestId: 'dash_fault_504',
});
export const upstreamUnreachable = fulfilError(502, {
  type: 'server',
  code: 'upstream_unreachable',
  message: 'The financial API could not be reached.',
  requestId: 'dash_fault_502',
});

export function rateLimited(retryAfterSeconds: number): Handler {
  return fulfilError(
    429,
    { type: 'rate_limit', code: 'rate_limit_exceeded', message: 'Too many requests: 120 a minute.' },
    {
      'Retry-After': String(retryAfterSeconds),
      'X-RateLimit-Limit': '120',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(retryAfterSeconds),
    },
  );
}

export const networkLoss: Handler = (route) => route.abort('internetdisconnected');

export const malformedJson: Handler = (route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"object":"list","data":[{"id":' });

/** Waits, then lets the request through to the demo API. */
export function slow(milliseconds: number): Handler {
  return async (route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.fallback().catch(() => undefined);
  };
}

/** Never answers: the request stays in flight until the page aborts it. */
export const hang: Handler = () => new Promise(() => undefined);

type Json = Record<string, unknown>;

/** Fetches the demo API's real answer and hands its JSON to `rewrite` before the page sees it. */
export function rewrite(transform: (body: Json, endpoint: string) => unknown): Handler {
  return async (route, endpoint) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    await route.fulfill({ response, json: transform(body, endpoint) });
  };
}

/** Rewrites the rows of a list answer. */
export function rewriteRows(transform: (rows: Json[], endpoint: string) => Json[]): Handler {
  return rewrite((body, endpoint) => (Array.isArray(body.data) ? { ...body, data: transform(body.data as Json[], endpoint) } : body));
}

const MONEY_FIELDS = ['inflows', 'outflows', 'net', 'starting_balance', 'transfers', 'excluded', 'final_balance'];

function zeroFlows(figures: Json): Json {
  const zeroed: Json = { ...figures, count: 0 };
  for (const field of MONEY_FIELDS) if (field in zeroed) zeroed[field] = '0.00';
  return zeroed;
}

/** A brand-new workspace: every list is empty and every summary has no data and no balance. */
export const emptyWorkspace: Handler = rewrite((body) => {
  if (body.object === 'list') return { ...body, data: [], has_more: false, next_cursor: null };
  if (body.object === 'summary') {
    const rows = body.group_by === null ? (body.rows as Json[]).map(zeroFlows) : [];
    return {
      ...body,
      has_data: false,
      conversion: { converted: false, basis: null, source_currencies: [] },
      totals: zeroFlows(body.totals as Json),
      rows,
    };
  }
  return body;
});

/** Adds fields a later API version might send to every object in the answer. */
export const extraFields: Handler = rewrite((body) => withExtraFields(body));

function withExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraFields);
  if (value === null || typeof value !== 'object') return value;
  const copy: Json = {};
  for (const [key, field] of Object.entries(value)) copy[key] = withExtraFields(field);
  return { ...copy, x_future_field: { nested: [1, 2, 3] }, risk_score: 0.42 };
}

/**
 * Waits for `locator`, moving the page's clock on a second at a time so retries with backoff
 * (1 s, then 2 s) happen at once instead of in real time. Needs page.clock.install() before goto.
 */
export async function fastForwardUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.fastForward(1_000);
        return locator.isVisible();
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
}

/**
 * Every skeleton has given way to figures or a message. Sections below the fold load once
 * scrolled to, so each remaining skeleton is scrolled into view while waiting.
 */
export async function expectSettled(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const loading = page.getByRole('status', { name: /^Loading/ });
        await loading
          .last()
          .scrollIntoViewIfNeeded({ timeout: 1_000 })
          .catch(() => undefined);
        return loading.count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** The view stays usable: the navigation and the view's heading are on screen. */
export async function expectShell(page: Page, view: View): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
}

/**
 * Opens the view at `start` by its address, then visits every other view in turn through the
 * navigation, running `check` on each: moving on from a faulty view is itself under test.
 */
export async function walkViews(page: Page, start: number, check: (view: View) => Promise<void>): Promise<void> {
  for (let step = 0; step < VIEWS.length; step++) {
    const view = VIEWS[(start + step) % VIEWS.length] ?? VIEWS[0];
    await test.step(`${step === 0 ? 'open' : 'navigate to'} ${view.path}`, async () => {
      if (step === 0) await page.goto(view.path);
      else await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view.nav, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(view.path);
      await expectShell(page, view);
      await check(view);
    });
  }
}

/** Moving to another view from a faulty one still works. */
export async function expectCanLeave(page: Page, from: View): Promise<void> {
  const next = VIEWS[(VIEWS.findIndex((view) => view.path === from.path) + 1) % VIEWS.length] ?? VIEWS[0];
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: next.nav, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(next.path);
  await expectShell(page, next);
}

/** The words of every failure message (describe-error.ts, the row notices): none may show when all is well. */
export const FAILURE_WORDS = new RegExp(
  [
    'could not load',
    'could not be read',
    'unexpected data',
    'something went wrong',
    'no connection',
    'refused',
    'not included in this plan',
    'not answering',
    'service failed',
    'too many requests',
  ].join('|'),
  'i',
);

/** Failure messages on the page; bank-health alerts and other news about the data do not count. */
export function failureAlerts(page: Page) {
  return page.getByRole('alert').filter({ hasText: FAILURE_WORDS });
}

/** Nothing on the page may put up a native dialog: a dialog here means injected code ran. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}
