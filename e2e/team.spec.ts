import { expect, test } from '@playwright/test';
import { memberListSchema, workspacePaths } from '../src/core/workspace/contract.ts';
import { holdRequests } from './support/hold.ts';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts.ts';

/** The Team page on the suite's server, whose local person is its admin. */
test('at 390 px the members come first, as the workspace lists them, and the audit trail below them moves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listed = memberListSchema.parse(await (await page.request.get(workspacePaths.members)).json()).members;
  await recordLayoutShifts(page);
  // The members answer after the page has drawn its placeholder, as on a slow connection.
  const release = await holdRequests(page, /\/workspace\/members(\?|$)/);
  await page.goto('/team');
  await expect(page.getByRole('status', { name: 'Loading members' })).toBeVisible();
  release();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.locator('tbody tr')).toHaveCount(listed.length);
  for (const [index, member] of listed.entries()) await expect(members.locator('tbody tr').nth(index)).toContainText(member.name);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  expect(await layoutShiftsSoFar(page), 'layout shifts once the members are drawn').toEqual([]);
});
