import type { Page } from '@playwright/test';
import { BUDGETS } from './budgets.ts';
import { launchChromium } from './browser.ts';

export type RequestScenario = {
  route: string;
  path: string;
  /** A change of one filter, as a reader makes it; absent where the view has none worth counting. */
  change?: { name: string; act: (page: Page) => Promise<void> };
  /** Lists and single reports must refetch one request per filter change. */
  changeBudgeted: boolean;
  /** A list that shows its filter's totals refetches its first page and those totals: two requests. */
  withTotals?: boolean;
  /** A budget of its own for the change, instead of the filter-change budgets. */
  changeBudget?: number;
  /** False for a state beyond a route's plain first load (a scenario link): counted, not budgeted. */
  firstLoadBudgeted?: boolean;
  /** A first-load budget of its own, instead of the views' (the board pack's whole month). */
  firstLoadBudget?: number;
};

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
/** Editing a scenario recomputes in the page (issue 15): adding a hire must send nothing. */
const addHire = {
  name: 'add an adjustment to a scenario',
  act: async (page: Page) => {
    const card = page.locator('[data-scenario-card="0"]');
    await card.getByRole('combobox', { name: 'Adjustment' }).selectOption('add');
    await card.getByRole('textbox', { name: 'Name' }).last().fill('New hire');
    await card.getByRole('textbox', { name: /^Amount/ }).fill('6500');
    await card.getByRole('button', { name: 'Add to scenario' }).click();
    await card.getByRole('listitem').filter({ hasText: 'New hire' }).waitFor();
  },
};
const outflows = { name: 'direction → outflows', act: (page: Page) => filters(page).getByRole('radio', { name: 'Outflows' }).check() };

export const REQUEST_SCENARIOS: RequestScenario[] = [
  {
    route: '/',
    path: '/',
    change: { name: 'previous period', act: (page) => filters(page).getByRole('button', { name: 'Previous period' }).click() },
    changeBudgeted: false,
    firstLoadBudget: BUDGETS.overviewFirstLoadRequests,
  },
  { route: '/accounts', path: '/accounts', changeBudgeted: false },
  { route: '/transactions', path: '/transactions', change: outflows, changeBudgeted: true, withTotals: true },
  { route: '/forecasts', path: '/forecasts', change: outflows, changeBudgeted: true },
  { route: '/overdue', path: '/overdue', change: outflows, changeBudgeted: true },
  { route: '/reports', path: '/reports', change: outflows, changeBudgeted: true },
  {
    route: '/forecasts with a scenario',
    path: '/forecasts?scenario1=Late+customers~delay(45,in)',
    change: addHire,
    changeBudgeted: true,
    changeBudget: 0,
    firstLoadBudgeted: false,
  },
  { route: '/board-pack', path: '/board-pack', changeBudgeted: false, firstLoadBudget: BUDGETS.boardPackFirstLoadRequests },
];

export type RequestCounts = {
  route: string;
  firstLoad: string[];
  change: { name: string; requests: string[] } | null;
  changeBudgeted: boolean;
  withTotals: boolean;
  changeBudget: number | undefined;
  firstLoadBudgeted: boolean;
  firstLoadBudget: number;
};

/** Waits until the first figure is drawn and the network has been quiet for half a second. */
export async function settle(page: Page): Promise<void> {
  await page.locator('[data-amount]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** Every /api/ request each route makes on a cold first load, then on one filter change. */
export async function countRequests(baseUrl: string): Promise<RequestCounts[]> {
  const browser = await launchChromium();
  try {
    const results: RequestCounts[] = [];
    for (const scenario of REQUEST_SCENARIOS) {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Paris' });
      const page = await context.newPage();
      let requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
      });
      await page.goto(baseUrl + scenario.path);
      await settle(page);
      const firstLoad = requests;
      let change: RequestCounts['change'] = null;
      if (scenario.change) {
        requests = [];
        await scenario.change.act(page);
        await page.waitForTimeout(100);
        await settle(page);
        change = { name: scenario.change.name, requests };
      }
      results.push({
        route: scenario.route,
        firstLoad,
        change,
        changeBudgeted: scenario.changeBudgeted,
        withTotals: scenario.withTotals ?? false,
        changeBudget: scenario.changeBudget,
        firstLoadBudgeted: scenario.firstLoadBudgeted ?? true,
        firstLoadBudget: scenario.firstLoadBudget ?? BUDGETS.firstLoadRequests,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
