import { expect, type Locator } from '@playwright/test';

/** The note that says which accounts' flows stop before a window's end, read as a reader would. */
export class CompletenessNote {
  readonly root: Locator;

  constructor(scope: Locator) {
    this.root = scope.getByRole('note', { name: 'Data completeness' });
  }

  /** Every line the note gives, its list opened when it shortens many accounts to a count. */
  async text(): Promise<string> {
    await expect(this.root).toBeVisible();
    const more = this.root.getByText('Which accounts');
    if (await more.isVisible()) {
      await more.click();
      await expect(this.root.getByRole('listitem').first()).toBeVisible();
    }
    return (await this.root.innerText()).replace(/\s+/g, ' ');
  }
}
