import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const scheme of ['light', 'dark']) for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme, locale: 'en-GB', timezoneId: 'Europe/Paris' });
  await page.goto('http://127.0.0.1:8300/alerts');
  await page.getByRole('heading', { name: 'Delivery history' }).waitFor().catch(() => {});
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/alerts-${scheme}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
