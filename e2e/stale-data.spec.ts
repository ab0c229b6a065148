import { expect, test } from '@playwright/test';
import { AccountsPage } from './pages/accounts-page.ts';

/** When the dashboard server fetched the copy it answers with (it would be the day the demo is pinned to). */
const STALE_SINCE = '2026-11-20T09:14:05.000Z';
const ACCOUNTS_API = '**/api/accounts*';

test.describe('stale data', () => {
  test('a stale answer names the time of its copy, keeps the figures, and Refresh now brings fresh ones', async ({
    page,
    locale,
    timezoneId,
  }) => {
    // The same day as the copy, so the banner gives the time alone.
    await page.clock.setFixedTime('2026-11-20T15:00:00.000Z');
    await page.route(ACCOUNTS_API, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-dashboard-stale-since': STALE_SINCE } });
    });
    const accountsPage = new AccountsPage(page);
    await accountsPage.goto();

    const time = new Intl.DateTimeFormat(locale, { timeZone: timezoneId, timeStyle: 'short' }).format(new Date(STALE_SINCE));
    const banner = page.getByRole('status').filter({ hasText: 'Some figures are from' });
    await expect(banner).toContainText(`Some figures are from ${time}.`);
    await expect(accountsPage.table.getByRole('link').first()).toBeVisible();

    await page.unroute(ACCOUNTS_API);
    await banner.getByRole('button', { name: 'Refresh now' }).click();
    await expect(banner).toBeHidden();
    await expect(accountsPage.table.getByRole('link').first()).toBeVisible();
  });
});
