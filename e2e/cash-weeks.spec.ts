import { expect, test } from '@playwright/test';
import { cashWeeksPaths, versionListSchema } from '../src/core/cash-weeks/contract.ts';
import { parseMoney, toMoneyString } from '../src/core/money.ts';
import { meSchema, workspacePaths } from '../src/core/workspace/contract.ts';

/**
 * The 13-week cash flow on the suite's demo (today Friday 2026-11-20, so this week is Monday 16
 * to Sunday 22 November), compared with the API's own summary, fetched apart from the page.
 */
const MONDAY = '2026-11-16';
const TODAY = '2026-11-20';

const amountsOf = (page: import('@playwright/test').Page, row: string) =>
  page.locator(`[data-table="cash-weeks"] tr[data-row="${row}"] td`).evaluateAll((cells) => cells.slice(0, 13).map((cell) => cell.querySelector('[data-amount]')?.getAttribute('data-amount') ?? ''));

test('opens this week at the cash the API gives, and every week closes at its opening plus its net', async ({ page }) => {
  const answer = await page.request.get(`/api/transactions/summary?from=${MONDAY}&to=${TODAY}&interval=week`);
  const { totals } = (await answer.json()) as { totals: { final_balance: string; net: string } };
  const opening = parseMoney(totals.final_balance) - parseMoney(totals.net);

  await page.goto('/13-weeks');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('13');
  await expect(page.locator('[data-table="cash-weeks"] tr[data-row="opening"] [data-amount]').first()).toHaveAttribute('data-amount', toMoneyString(opening));

  const [openings, nets, closings] = [await amountsOf(page, 'opening'), await amountsOf(page, 'net'), await amountsOf(page, 'closing')];
  expect(openings).toHaveLength(13);
  for (let week = 0; week < 13; week++) {
    expect(parseMoney(openings[week]!) + parseMoney(nets[week]!), `week ${week + 1}`).toBe(parseMoney(closings[week]!));
    if (week < 12) expect(openings[week + 1], `week ${week + 2} opens where week ${week + 1} closed`).toBe(closings[week]);
  }
});

test('an editor saves this version from the page: the server stores it, taken by them, for this week', async ({ page }) => {
  const me = meSchema.parse(await (await page.request.get(workspacePaths.me)).json());
  const before = versionListSchema.parse(await (await page.request.get(cashWeeksPaths.versions)).json()).versions.filter((version) => version.kind === 'saved').length;
  await page.goto('/13-weeks');
  await page.getByRole('button', { name: /Save this version/ }).click();
  await expect.poll(async () => versionListSchema.parse(await (await page.request.get(cashWeeksPaths.versions)).json()).versions.filter((version) => version.kind === 'saved').length, { timeout: 20_000 }).toBe(before + 1);
  const saved = versionListSchema.parse(await (await page.request.get(cashWeeksPaths.versions)).json()).versions.find((version) => version.kind === 'saved');
  expect(saved?.takenBy).toBe(me.user.name);
  expect(saved?.firstWeek).toBe(MONDAY);
});
