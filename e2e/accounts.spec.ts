import { expect, test } from '@playwright/test';
import { AccountsPage } from './pages/accounts-page.ts';
import { centsToMoney, fetchAllRows, sumCents } from './support/api.ts';
import { onlyForScreenshots, saveScreenshot } from './support/screenshots.ts';

type Account = {
  id: string;
  name: string;
  original_name: string | null;
  group: string | null;
  currency: string;
  balance: string;
  source: string;
};
type Bank = { name: string; status: string };

test.describe('accounts', () => {
  test('every account shows its API balance and links to its transactions', async ({ page, request }) => {
    const accountsPage = new AccountsPage(page);
    await accountsPage.goto();
    const accounts = await fetchAllRows<Account>(request, '/accounts');
    await expect(accountsPage.table.getByRole('link')).toHaveCount(accounts.length);
    for (const account of accounts) {
      const row = accountsPage.accountRow(account.name);
      expect(await accountsPage.balanceIn(row)).toBe(account.balance);
      await expect(row.getByRole('link', { name: account.name, exact: true })).toHaveAttribute(
        'href',
        `/transactions?account_id=${account.id}`,
      );
      if (account.original_name && account.original_name !== account.name) await expect(row).toContainText(account.original_name);
      if (account.source === 'delegated') await expect(row).toContainText('Delegated from another workspace');
    }
  });

  test('each group’s subtotal per currency is the exact sum of its balances', async ({ page, request }) => {
    const accountsPage = new AccountsPage(page);
    await accountsPage.goto();
    const accounts = await fetchAllRows<Account>(request, '/accounts');
    const keys = new Set(accounts.map((account) => `${account.group ?? 'Ungrouped'}|${account.currency}`));
    for (const key of keys) {
      const [group, currency] = key.split('|') as [string, string];
      const members = accounts.filter((account) => (account.group ?? 'Ungrouped') === group && account.currency === currency);
      const subtotal = accountsPage.subtotal(group, currency).locator('[data-amount]');
      await expect(subtotal).toHaveAttribute('data-amount', centsToMoney(sumCents(members.map((account) => account.balance))));
    }
  });

  test('the same bank health alerts as the cash position, and a small request budget', async ({ page, request }) => {
    const requests: string[] = [];
    page.on('request', (pageRequest) => {
      const url = new URL(pageRequest.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
    });
    const accountsPage = new AccountsPage(page);
    await accountsPage.goto();
    const banks = await fetchAllRows<Bank>(request, '/banks');
    for (const bank of banks.filter((candidate) => candidate.status === 'requires_action')) {
      await expect(accountsPage.alert(`Someone must sign in again at ${bank.name}`)).toBeVisible();
    }
    await expect(accountsPage.alert(/has (not|never) synced/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.log(`/accounts first load: ${requests.length} API requests\n  ${requests.join('\n  ')}`);
    expect(requests.length).toBeLessThanOrEqual(3);
  });

  test('screenshots: light, dark and 390 px', async ({ page }) => {
    onlyForScreenshots();
    const accountsPage = new AccountsPage(page);
    await accountsPage.goto();
    await expect(accountsPage.table).toBeVisible();
    await saveScreenshot(page, 'accounts-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'accounts-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await saveScreenshot(page, 'accounts-390');
  });
});
