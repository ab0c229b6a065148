import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned function is called: what the page shows
 * while an answer or a chunk of code is on its way, as on a slow connection.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
