import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { cashWeeksPaths, noteListSchema, noteSchema } from '../src/core/cash-weeks/contract.ts';
import { meSchema, workspacePaths } from '../src/core/workspace/contract.ts';

/**
 * Notes the team keeps, on the suite's demo server (this computer: an admin): a note written
 * through the API shows, as plain text with its author, beside the period it is about in the
 * report and in the board pack's Notes section, and goes when it is deleted.
 */
test.describe.configure({ mode: 'serial' });

async function writeHeaders(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const me = meSchema.parse(await (await request.get(workspacePaths.me)).json());
  return { 'Content-Type': 'application/json', 'X-CSRF-Token': me.csrfToken, Origin: baseURL };
}

test('a note on October shows in the October report and the October board pack, as text, and goes when deleted', async ({
  page,
  baseURL,
}) => {
  const headers = await writeHeaders(page.request, baseURL ?? '');
  const text = 'VAT refund delayed by the tax office <b>not bold</b> https://example.com/x';
  const created = await page.request.post(cashWeeksPaths.notes, { headers, data: { target: { kind: 'month', month: '2026-10' }, text } });
  expect(created.status()).toBe(201);
  const note = noteSchema.parse(await created.json());
  try {
    await page.goto('/reports?from=2026-10-01&to=2026-10-31');
    const reportNotes = page.getByRole('region', { name: 'Notes on this report' });
    await expect(reportNotes).toContainText(text);
    await expect(reportNotes).toContainText(note.author);
    await expect(reportNotes.locator('b')).toHaveCount(0);

    await page.goto('/board-pack?month=2026-10');
    const packNotes = page.getByRole('region', { name: 'From the team' });
    await expect(packNotes).toContainText(text);
  } finally {
    expect((await page.request.delete(cashWeeksPaths.note(note.id), { headers })).status()).toBe(204);
  }
  await page.goto('/reports?from=2026-10-01&to=2026-10-31');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes on this report' })).toHaveCount(0);
});

test('a note refused for its length stores nothing', async ({ page, baseURL }) => {
  const headers = await writeHeaders(page.request, baseURL ?? '');
  const refused = await page.request.post(cashWeeksPaths.notes, {
    headers,
    data: { target: { kind: 'week', week: '2026-11-16' }, text: 'x'.repeat(2001) },
  });
  expect(refused.status()).toBe(400);
  const listed = (await (await page.request.get(`${cashWeeksPaths.notes}?from=2026-11-16&to=2026-11-22`)).json()) as { notes: unknown[] };
  expect(listed.notes).toEqual([]);
});

test('a note an editor adds on a category in a week shows beside that cell for a viewer, text and author in its popover', async ({
  page,
  baseURL,
}) => {
  const headers = await writeHeaders(page.request, baseURL ?? '');
  await page.goto('/13-weeks');
  const header = page.locator('[data-table="cash-weeks"] thead th').nth(2);
  await header.getByRole('button', { name: /^Add a note on week of/ }).click();
  // The mark and its popover are controls of their own: the column is still named by its week alone.
  await expect(header).toHaveAccessibleName(/^w\/c \S+ \S+$/);
  const popover = page.getByRole('dialog', { name: /^Notes on week of/ });
  const about = popover.getByRole('combobox', { name: 'About' });
  const category = (await about.locator('option').nth(1).textContent()) ?? '';
  await about.selectOption({ index: 1 });
  const text = 'Deposit due <i>before</i> the move';
  await popover.getByRole('textbox', { name: new RegExp(`^New note on ${category}, week of`) }).fill(text);
  await popover.getByRole('button', { name: 'Add note' }).click();
  const notes = async () => noteListOf(await (await page.request.get(`${cashWeeksPaths.notes}?from=2026-11-16&to=2027-02-14`)).json());
  await expect.poll(async () => (await notes()).length).toBe(1);
  const [note] = await notes();
  try {
    // The same page as a viewer reads it: the server's answer about who this is, with the viewer's role.
    await page.route(workspacePaths.me, async (route) => {
      const me = meSchema.parse(await (await route.fetch()).json());
      await route.fulfill({ json: { ...me, user: { ...me.user, role: 'viewer' } } });
    });
    await page.reload();
    const row = page
      .locator('[data-table="cash-weeks"] tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: category, exact: true }) });
    const mark = row
      .locator('td')
      .nth(1)
      .getByRole('button', { name: new RegExp(`^1 note on ${category}, week of`) });
    await mark.click();
    const opened = page.getByRole('dialog', { name: new RegExp(`^Notes on ${category}, week of`) });
    await expect(opened).toContainText(text);
    await expect(opened).toContainText(note!.author);
    await expect(opened.locator('i')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add a note/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(mark).toBeFocused();
  } finally {
    expect((await page.request.delete(cashWeeksPaths.note(note!.id), { headers })).status()).toBe(204);
  }
});

const noteListOf = (body: unknown) => noteListSchema.parse(body).notes;
