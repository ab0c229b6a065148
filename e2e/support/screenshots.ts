import type { Page } from '@playwright/test';

/** Screenshots of each view for a person to look at; e2e/screenshots/ is git-ignored. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}
