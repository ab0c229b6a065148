import { expect, type Page, type Response, test } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { fetchAllRows, fetchApi } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { FilterBar } from './pages/filter-bar.ts';

type Named = { id: string; name: string };
type Category = Named & { parent_id: string | null };
type Label = Named & { type: { name: string } | null };
type Transaction = { id: string; account: string; direction: string };
type ListPage<Item> = { data: Item[] };

/** The page's own request to an API path whose query matches `accept`. */
function apiResponse(page: Page, path: string, accept: (params: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api${path}` && accept(url.searchParams);
  });
}

/** Calendar arithmetic of the test's own, independent of the app's: weeks start on Monday (ISO 8601). */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

test.describe('filter bar on /transactions', () => {
  test('choosing an account writes account_id and the list holds only that account, as the API answers', async ({ page, request }) => {
    const accounts = await fetchApi<ListPage<Named>>(request, '/accounts');
    const account = accounts.data[0]!;
    await page.goto('/transactions');
    const bar = new FilterBar(page);

    const answered = apiResponse(page, '/transactions', (params) => params.get('account_id') === account.id);
    await bar.choose('Accounts', [account.name]);

    await expect(page).toHaveURL(new RegExp(`[?&]account_id=${account.id}(&|$)`));
    await expect(bar.chip(`Account: ${account.name}`)).toBeVisible();
    await expect(bar.trigger('Accounts')).toHaveAccessibleName('Accounts, 1 selected');

    const response = await answered;
    const params = Object.fromEntries(new URL(response.url()).searchParams);
    expect(params.from, 'requests always carry an explicit window').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(params.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const shown = ((await response.json()) as ListPage<Transaction>).data;
    const expected = await fetchApi<ListPage<Transaction>>(request, '/transactions', params);
    expect(shown.map((row) => row.id)).toEqual(expected.data.map((row) => row.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((row) => row.account === account.id)).toBe(true);
  });

  test('a parent category selects its children; a partial subtree shows the parent as mixed', async ({ page, request }) => {
    const categories = await fetchAllRows<Category>(request, '/categories');
    const parent = categories.find((candidate) => categories.filter((child) => child.parent_id === candidate.id).length >= 2)!;
    const children = categories.filter((child) => child.parent_id === parent.id);
    await page.goto('/transactions');
    const bar = new FilterBar(page);

    const panel = await bar.open('Categories');
    await bar.option(panel, parent.name).check();
    for (const child of children) await expect(bar.option(panel, child.name)).toBeChecked();
    await bar.option(panel, children[0]!.name).uncheck();
    await expect(bar.option(panel, parent.name)).toBeChecked({ indeterminate: true });
    await panel.getByRole('button', { name: 'Apply' }).click();

    const kept = [parent, ...children.slice(1)].map((category) => category.id);
    await expect(page).toHaveURL((url) => {
      const ids = url.searchParams.get('category_id')?.split(',') ?? [];
      return ids.length === kept.length && kept.every((id) => ids.includes(id));
    });
    await expect(bar.chip(`Category: ${parent.name} › ${children[1]!.name}`)).toBeVisible();

    await bar.choose('Categories', [children[0]!.name]);
    await expect(bar.chip(`Category: ${parent.name} (all)`)).toBeVisible();
  });

  test('counterparties: type to filter, arrow keys, space, Enter applies and gives focus back', async ({ page, request }) => {
    const counterparties = await fetchAllRows<Named>(request, '/counterparties');
    const target = counterparties[counterparties.length - 1]!;
    const needle = target.name.slice(0, 6);
    await page.goto('/transactions');
    const bar = new FilterBar(page);

    const panel = await bar.open('Counterparties');
    await expect(panel.getByRole('searchbox', { name: 'Search counterparties' })).toBeFocused();
    const before = await panel.getByRole('checkbox').count();
    expect(before).toBe(counterparties.length);
    await page.keyboard.type(needle);
    const matching = counterparties.filter((counterparty) => counterparty.name.toLowerCase().includes(needle.toLowerCase()));
    await expect(panel.getByRole('checkbox')).toHaveCount(matching.length);
    const position = matching.findIndex((counterparty) => counterparty.id === target.id);
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(bar.option(panel, target.name)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    await expect(panel).toBeHidden();
    await expect(bar.trigger('Counterparties')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`counterparty_id=${target.id}`));
    await expect(bar.chip(`Counterparty: ${target.name}`)).toBeVisible();
  });

  test('Escape closes a list and returns focus to its button', async ({ page }) => {
    await page.goto('/transactions');
    const bar = new FilterBar(page);
    const panel = await bar.open('Accounts');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bar.trigger('Accounts')).toBeFocused();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('labels are grouped by type, ungrouped ones under "Other labels"', async ({ page, request }) => {
    const labels = await fetchAllRows<Label>(request, '/labels');
    await page.goto('/transactions');
    const bar = new FilterBar(page);
    const panel = await bar.open('Labels');
    const types = [...new Set(labels.flatMap((label) => (label.type ? [label.type.name] : [])))];
    for (const type of types) {
      const group = panel.getByRole('group', { name: type, exact: true });
      const inType = labels.filter((label) => label.type?.name === type);
      await expect(group.getByRole('checkbox')).toHaveCount(inType.length);
    }
    const ungrouped = labels.filter((label) => label.type === null);
    if (ungrouped.length > 0) {
      await expect(panel.getByRole('group', { name: 'Other labels' }).getByRole('checkbox')).toHaveCount(ungrouped.length);
    }
  });

  test('direction, chips and "Clear filters" write the URL; back and forward restore each step', async ({ page, request }) => {
    const accounts = await fetchApi<ListPage<Named>>(request, '/accounts');
    const account = accounts.data[1]!;
    await page.goto('/transactions');
    const bar = new FilterBar(page);

    await bar.choose('Accounts', [account.name]);
    await expect(page).toHaveURL(new RegExp(`account_id=${account.id}`));
    await bar.direction('Inflows').check();
    await expect(page).toHaveURL(/direction=inflow/);
    await expect(bar.chip('Direction: Inflows')).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/direction=/);
    await expect(bar.direction('All')).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`account_id=${account.id}`));
    await page.goBack();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(bar.chips).toHaveCount(0);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`account_id=${account.id}.*direction=inflow|direction=inflow.*account_id=${account.id}`));
    await expect(bar.direction('Inflows')).toBeChecked();

    await bar.chip('Direction: Inflows').click();
    await expect(page).not.toHaveURL(/direction=/);
    await expect(bar.chip(`Account: ${account.name}`)).toBeFocused();
    await bar.clearFilters.click();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('presets write period=, custom dates and the step buttons write an explicit window', async ({ page }) => {
    await page.goto('/transactions');
    const bar = new FilterBar(page);
    await bar.period.selectOption({ label: 'Last month' });
    await expect(page).toHaveURL(/\?period=last_month$/);

    await bar.period.selectOption({ label: 'Custom dates' });
    // DEMO_TODAY is 2026-11-20, so last month is October 2026.
    await expect(page).toHaveURL(/\?from=2026-10-01&to=2026-10-31$/);
    await bar.dateInput('From').fill('2026-10-05');
    await bar.dateInput('From').press('Enter');
    await expect(page).toHaveURL(/\?from=2026-10-05&to=2026-10-31$/);
    await saveScreenshot(page, 'filter-bar-custom-dates');

    await bar.period.selectOption({ label: 'Last month' });
    await bar.previousPeriod.click();
    await expect(page).toHaveURL(/\?from=2026-09-01&to=2026-09-30$/);
    await bar.nextPeriod.click();
    await bar.nextPeriod.click();
    await expect(page).toHaveURL(/\?from=2026-11-01&to=2026-11-30$/);
  });

  test('Yesterday, This week and Last week roll in the URL and ask the API for their windows of today', async ({ page }) => {
    const monday = mondayOf(E2E_TODAY);
    const presets = [
      { label: 'Yesterday', period: 'yesterday', from: addDays(E2E_TODAY, -1), to: addDays(E2E_TODAY, -1) },
      { label: 'This week', period: 'this_week', from: monday, to: E2E_TODAY },
      { label: 'Last week', period: 'last_week', from: addDays(monday, -7), to: addDays(monday, -1) },
    ];
    const bar = new FilterBar(page);
    const asksFor = (window: { from: string; to: string }) => (params: URLSearchParams) =>
      params.get('from') === window.from && params.get('to') === window.to;

    // A shared link: the period resolves against the pinned today when opened.
    const [last] = presets.slice(-1);
    const opened = Promise.all([
      apiResponse(page, '/transactions', asksFor(last!)),
      apiResponse(page, '/transactions/summary', asksFor(last!)),
    ]);
    await page.goto(`/transactions?period=${last!.period}`);
    await opened;
    await expect(bar.period).toHaveValue(last!.period);

    for (const preset of presets.slice(0, -1)) {
      const asked = Promise.all([
        apiResponse(page, '/transactions', asksFor(preset)),
        apiResponse(page, '/transactions/summary', asksFor(preset)),
      ]);
      await bar.period.selectOption({ label: preset.label });
      await expect(page).toHaveURL(new RegExp(`/transactions\\?period=${preset.period}$`));
      await asked;
    }

    // This week so far steps back to the whole previous week, then forward to the whole current one.
    await bar.previousPeriod.click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${addDays(monday, -7)}&to=${addDays(monday, -1)}$`));
    await bar.nextPeriod.click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${monday}&to=${addDays(monday, 6)}$`));
    // Yesterday steps by one day.
    await bar.period.selectOption({ label: 'Yesterday' });
    await bar.previousPeriod.click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${addDays(E2E_TODAY, -2)}&to=${addDays(E2E_TODAY, -2)}$`));
  });

  test('a link naming an unknown account drops it and says so', async ({ page }) => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    await page.goto(`/transactions?period=last_month&account_id=${unknown}`);
    const banner = page.getByRole('status', { name: 'Link parameters ignored' });
    await expect(banner).toContainText('account_id');
    await expect(banner).toContainText(`${unknown}`);
    await expect(banner).toContainText('matches no account and was ignored');
    await expect(page).toHaveURL(/\/transactions\?period=last_month$/);
  });

  test('the bank list is fetched only when its control opens', async ({ page }) => {
    const bankRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/banks') bankRequests.push(request.url());
    });
    await page.goto('/transactions');
    const bar = new FilterBar(page);
    await expect(bar.period).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bankRequests).toHaveLength(0);
    await bar.open('Banks');
    expect(bankRequests).toHaveLength(1);
  });
});

test.describe('filter bar on /reports', () => {
  test('an account filter reaches the report, whose totals match the API', async ({ page, request }) => {
    const accounts = await fetchApi<ListPage<Named>>(request, '/accounts');
    const account = accounts.data[2]!;
    await page.goto('/reports');
    const bar = new FilterBar(page);
    const answered = apiResponse(page, '/transactions/summary', (params) => params.get('account_id') === account.id);
    await bar.choose('Accounts', [account.name]);
    await expect(page).toHaveURL(new RegExp(`account_id=${account.id}`));
    const response = await answered;
    const params = Object.fromEntries(new URL(response.url()).searchParams);
    const expected = await fetchApi<{ totals: unknown }>(request, '/transactions/summary', params);
    expect(((await response.json()) as { totals: unknown }).totals).toEqual(expected.totals);
  });
});

test.describe('copy link', () => {
  test('the exact-window link opens the same view in a new browser', async ({ page, browser, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const accounts = await fetchApi<ListPage<Named>>(request, '/accounts');
    const account = accounts.data[0]!;
    await page.goto(`/transactions?period=quarter_to_date&account_id=${account.id}&direction=outflow`);
    const bar = new FilterBar(page);
    await expect(bar.chip(`Account: ${account.name}`)).toBeVisible();

    const menu = await bar.openCopyLink();
    await expect(menu.getByRole('button', { name: 'Copy link to the rolling period (Quarter to date)' })).toBeVisible();
    await menu.getByRole('button', { name: 'Copy link to this exact window' }).click();
    await expect(bar.copied).toBeVisible();
    const exact = await page.evaluate(() => navigator.clipboard.readText());
    expect(exact).toBe(`${baseURL}/transactions?from=2026-10-01&to=2026-11-20&account_id=${account.id}&direction=outflow`);

    await (await bar.openCopyLink()).getByRole('button', { name: 'Copy link to the rolling period (Quarter to date)' }).click();
    const rolling = await page.evaluate(() => navigator.clipboard.readText());
    expect(rolling).toBe(`${baseURL}/transactions?period=quarter_to_date&account_id=${account.id}&direction=outflow`);

    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(exact);
    const freshBar = new FilterBar(fresh);
    await expect(fresh).toHaveURL(exact);
    await expect(freshBar.period).toHaveValue('custom');
    await expect(freshBar.dateInput('From')).toHaveValue('2026-10-01');
    await expect(freshBar.dateInput('To')).toHaveValue('2026-11-20');
    await expect(freshBar.chip(`Account: ${account.name}`)).toBeVisible();
    await expect(freshBar.direction('Outflows')).toBeChecked();
    await other.close();
  });

  test('without a clipboard the link is shown selected in a read-only field', async ({ page, browser }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.goto('/reports?period=last_month');
    const bar = new FilterBar(page);
    const menu = await bar.openCopyLink();
    await menu.getByRole('button', { name: 'Copy link to the rolling period (Last month)' }).click();
    const field = menu.getByRole('textbox', { name: /Copy this link/ });
    await expect(field).toBeFocused();
    const link = await field.inputValue();
    expect(link).toMatch(/\/reports\?period=last_month$/);
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(link.length);

    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(new FilterBar(fresh).period).toHaveValue('last_month');
    await other.close();
  });
});

test.describe('screenshots', () => {
  const looks = [
    { name: 'light', colorScheme: 'light' as const, width: 1280 },
    { name: 'dark', colorScheme: 'dark' as const, width: 1280 },
    { name: 'narrow', colorScheme: 'light' as const, width: 390 },
  ];
  for (const look of looks) {
    test(`each popover, ${look.name}`, async ({ page, request }) => {
      const accounts = await fetchApi<ListPage<Named>>(request, '/accounts');
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await page.goto(`/transactions?account_id=${accounts.data[0]!.id},${accounts.data[1]!.id}&direction=inflow`);
      const bar = new FilterBar(page);
      await expect(bar.chips).toHaveCount(3);
      await saveScreenshot(page, `filter-bar-${look.name}`);
      for (const name of ['Banks', 'Accounts', 'Categories', 'Counterparties', 'Labels'] as const) {
        const panel = await bar.open(name);
        const box = await panel.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(look.width);
        await saveScreenshot(page, `filter-bar-${look.name}-${name.toLowerCase()}`);
        await page.keyboard.press('Escape');
      }
      await bar.openCopyLink();
      await saveScreenshot(page, `filter-bar-${look.name}-copy-link`);
    });
  }
});
