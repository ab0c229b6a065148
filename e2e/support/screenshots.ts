import { test, type Page } from '@playwright/test';

/**
 * Screenshots of each view for a person to look at, taken when `E2E_SCREENSHOTS=1` (e2e/screenshots/
 * is git-ignored): a full-page PNG costs a second of both cores under load, and the suite took 99
 * of them that no run of `npm test` shows anyone.
 */
export const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** For a test that only takes screenshots: skipped unless they are asked for. */
export function onlyForScreenshots(): void {
  test.skip(!TAKES_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take the screenshots');
}
