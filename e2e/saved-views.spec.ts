import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { savedViewSchema, viewListSchema, workspacePaths } from '../src/core/workspace/contract.ts';
import type { SavedView } from '../src/core/workspace/contract.ts';

/**
 * Saved views on the suite's own server: on loopback without access control the one person is
 * "This computer", an admin. Only views of its own ("Only me"): a team default here would change
 * what every other spec sees on the page (the OIDC spec, on a server of its own, covers those).
 * Every check compares the page with the workspace API's own answer, fetched independently.
 */
test.describe.configure({ mode: 'serial' });

async function savedViews(page: Page): Promise<SavedView[]> {
  const answer = await page.request.get(workspacePaths.views);
  expect(answer.status()).toBe(200);
  return viewListSchema.parse(await answer.json()).views;
}

async function openViewsMenu(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  return page.getByRole('dialog', { name: 'Saved views' });
}

test(
  'saves this page as my view, lists it as the API does, opens it in one click,' +
    ' renames and deletes it; every change in the audit trail',
  async ({ page }) => {
    const name = `Weekly outflows ${Date.now()}`;
    await page.goto('/reports?interval=week&direction=outflow&period=last_3_months');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = new URL(page.url()).search;

    let menu = await openViewsMenu(page);
    await menu.getByRole('button', { name: 'Save current view…' }).click();
    await menu.getByLabel('Name').fill(name);
    await expect(menu.getByRole('radio', { name: 'Only me' })).toBeChecked();
    await menu.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(menu.getByRole('link', { name })).toBeVisible();

    const saved = (await savedViews(page)).find((view) => view.name === name);
    expect(saved).toMatchObject({
      page: '/reports',
      link,
      scope: 'mine',
      teamDefault: false,
      owner: { name: 'This computer' },
      canEdit: true,
    });
    await expect(menu.getByText(`Saved by ${saved!.owner.name}`).first()).toBeVisible();

    // From another page, one click opens the view as it was saved.
    await page.goto('/');
    menu = await openViewsMenu(page);
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/reports${saved!.link}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    menu = await openViewsMenu(page);
    await menu.getByRole('button', { name: `Edit ${name}` }).click();
    const renamed = `${name} (renamed)`;
    await menu.getByLabel('Name').fill(renamed);
    await menu.getByRole('button', { name: 'Rename' }).click();
    await expect(menu.getByRole('link', { name: renamed })).toBeVisible();
    expect(savedViewSchema.parse((await savedViews(page)).find((view) => view.id === saved!.id)).name).toBe(renamed);

    await menu.getByRole('button', { name: 'Delete…' }).click();
    await menu.getByRole('button', { name: `Delete “${renamed}” for good` }).click();
    await expect(menu.getByRole('link', { name: renamed })).toHaveCount(0);
    expect((await savedViews(page)).some((view) => view.id === saved!.id)).toBe(false);

    const audit = await page.request.get(`${workspacePaths.audit}?limit=50`);
    const events = (
      (await audit.json()) as { events: { action: string; target: string | null; details: Record<string, unknown> }[] }
    ).events.filter((event) => event.target === saved!.id);
    expect(events.map((event) => event.action)).toEqual(['view_deleted', 'view_changed', 'view_created']);

    // The Team page shows the same trail, filtered as asked, and offers the same filter as CSV.
    await page.goto('/team');
    await page.getByLabel('Action').selectOption({ label: 'View deleted' });
    await page.getByRole('button', { name: 'Apply' }).click();
    const deletions = await page.request.get(`${workspacePaths.audit}?action=view_deleted`);
    const deleted = ((await deletions.json()) as { events: { actor: string }[] }).events;
    const rows = page.getByRole('region', { name: 'Audit events' }).locator('tbody tr');
    await expect(rows).toHaveCount(deleted.length);
    await expect(rows.first()).toContainText('View deleted');
    await expect(rows.first()).toContainText(`“${renamed}” on /reports, own view`);
    await expect(rows.first()).toContainText(deleted[0]!.actor);
    const csv = await page.request.get((await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\n').filter((line) => line.includes('view_deleted')).length).toBe(deleted.length);
  },
);

test('a write from another origin, or without the CSRF token, is refused and stores nothing', async ({ page }) => {
  await page.goto('/accounts');
  const before = await savedViews(page);
  const body = { page: '/accounts', name: 'Forged', link: '', scope: 'mine' };
  const forged = await page.request.post(workspacePaths.views, { data: body, headers: { Origin: 'https://attacker.example' } });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
  const tokenless = await page.request.post(workspacePaths.views, { data: body, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(tokenless.status()).toBe(403);
  expect(((await tokenless.json()) as { error: { code: string } }).error.code).toBe('csrf_token_invalid');
  expect(await savedViews(page)).toEqual(before);
});
