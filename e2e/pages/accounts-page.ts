import { expect, type Locator, type Page } from '@playwright/test';

/** The accounts view (`/accounts`): one grouped table and the bank health alerts. */
export class AccountsPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Accounts' });
    this.table = page.getByRole('table', { name: /All accounts by group/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/accounts');
    await expect(this.heading).toBeVisible();
  }

  accountRow(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  group(name: string): Locator {
    return this.table.locator(`tbody[data-group="${name}"]`);
  }

  subtotal(group: string, currency: string): Locator {
    return this.group(group).getByRole('row', { name: `${group} subtotal in ${currency}` });
  }

  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The balance is the first cell after the account's name. */
  async balanceIn(row: Locator): Promise<string | null> {
    return row.getByRole('cell').first().locator('[data-amount]').getAttribute('data-amount');
  }
}
