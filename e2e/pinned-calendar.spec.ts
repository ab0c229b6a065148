import { expect, test } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { memberListSchema, workspacePaths } from '../src/core/workspace/contract.ts';

/**
 * The suite's demo pins its today (E2E_TODAY) while the workspace records moments on the
 * server's clock: the pages show those moments on the demo's calendar, so "last seen" never
 * reads days after the figures beside it.
 */
test('the Team page shows a member seen today as seen on the demo’s pinned today', async ({ page }) => {
  await page.goto('/team');
  const seen = page.getByRole('region', { name: 'Members' }).locator('td time').first();
  await expect(seen).toBeVisible();
  const seenAt = (await seen.getAttribute('datetime'))!;

  const answer = await page.request.get(workspacePaths.members);
  const members = memberListSchema.parse(await answer.json()).members;
  // The API's own record: seen then or since (each visit moves it on).
  expect(members.some((member) => member.lastSeenAt !== null && member.lastSeenAt >= seenAt)).toBe(true);

  const [year, month, day] = E2E_TODAY.split('-').map(Number) as [number, number, number];
  const { seenToday, pinnedDay } = await page.evaluate(
    ([at, y, m, d]) => ({
      seenToday: new Date(at).toDateString() === new Date().toDateString(),
      pinnedDay: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(Number(y), Number(m) - 1, Number(d))),
    }),
    [seenAt, year, month, day] as const,
  );
  test.skip(!seenToday, 'the clock passed midnight between the visit and the check');
  await expect(seen).toContainText(pinnedDay);
});
