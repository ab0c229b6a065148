import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  cashWeeksPaths,
  versionListSchema,
  versionSchema,
  type ForecastVersion,
  type VersionSummary,
} from '../src/core/cash-weeks/contract.ts';
import { absCents, formatMoney, parseMoney, toMoneyString, type Cents } from '../src/core/money.ts';
import { formatMoneyIn } from '../src/core/money-in-units.ts';
import { meSchema, workspacePaths } from '../src/core/workspace/contract.ts';
import { holdRequests } from './support/hold.ts';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts.ts';

/**
 * The 13-week cash flow on the suite's demo (today Friday 2026-11-20, so this week is Monday 16
 * to Sunday 22 November), compared with the API's own summary, fetched apart from the page.
 */
const MONDAY = '2026-11-16';
const TODAY = '2026-11-20';
/** The demo rebuilds a version for each of the last 26 Mondays, this one included (docs/api-assumptions.md, pastMondays). */
const REBUILT_MONDAYS = 26;
/** Accuracy measures the 13 complete weeks before this one: Monday 17 August to Sunday 15 November. */
const MEASURED = { from: '2026-08-17', to: '2026-11-15', weeks: 13 };

/**
 * Waits until the demo has rebuilt a version for each of its past Mondays, which it does in the background once versions
 * are first asked for (under a minute, a Monday a second or two); until then the page measures fewer weeks and shows "no
 * version" for the others. Counted apart from the newest per week: a version saved this week is newer than this Monday's
 * rebuilt one.
 */
async function pastVersionsRebuilt(request: APIRequestContext): Promise<void> {
  const rebuilt = async () =>
    versionListSchema
      .parse(await (await request.get(cashWeeksPaths.versions)).json())
      .versions.filter((version) => version.kind === 'reconstructed').length;
  await expect.poll(rebuilt, { timeout: 90_000, intervals: [1_000] }).toBe(REBUILT_MONDAYS);
}

const amountsOf = (page: import('@playwright/test').Page, row: string) =>
  page
    .locator(`[data-table="cash-weeks"] tr[data-row="${row}"] td`)
    .evaluateAll((cells) => cells.slice(0, 13).map((cell) => cell.querySelector('[data-amount]')?.getAttribute('data-amount') ?? ''));

test('opens this week at the cash the API gives, and every week closes at its opening plus its net', async ({ page }) => {
  const answer = await page.request.get(`/api/transactions/summary?from=${MONDAY}&to=${TODAY}&interval=week`);
  const { totals } = (await answer.json()) as { totals: { final_balance: string; net: string } };
  const opening = parseMoney(totals.final_balance) - parseMoney(totals.net);

  await page.goto('/13-weeks');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('13');
  await expect(page.locator('[data-table="cash-weeks"] tr[data-row="opening"] [data-amount]').first()).toHaveAttribute(
    'data-amount',
    toMoneyString(opening),
  );

  const [openings, nets, closings] = [await amountsOf(page, 'opening'), await amountsOf(page, 'net'), await amountsOf(page, 'closing')];
  expect(openings).toHaveLength(13);
  for (let week = 0; week < 13; week++) {
    expect(parseMoney(openings[week]!) + parseMoney(nets[week]!), `week ${week + 1}`).toBe(parseMoney(closings[week]!));
    if (week < 12) expect(openings[week + 1], `week ${week + 2} opens where week ${week + 1} closed`).toBe(closings[week]);
  }

  // Printed: one landscape sheet, the 13-week total on it (Chromium shrinks a wide table to the sheet rather than cut it).
  const file = join(mkdtempSync(join(tmpdir(), 'cash-weeks-')), 'weeks.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true });
  expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1])).toBe(1);
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const [width, height] = (/<page width="([\d.]+)" height="([\d.]+)"/.exec(boxes) ?? []).slice(1).map(Number);
  expect(width).toBeGreaterThan(height!);
  const words = [...boxes.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map(([, word]) => word);
  expect(words.join(' ')).toContain('13-week total');
});

test("this week's actual part comes on demand and is what the API counts so far: receipts its inflows, disbursements its outflows", async ({
  page,
}) => {
  const answer = await page.request.get(`/api/transactions/summary?from=${MONDAY}&to=${TODAY}&interval=week`);
  const { totals } = (await answer.json()) as { totals: { inflows: string; outflows: string } };
  await page.goto('/13-weeks?units=exact');
  const table = page.locator('[data-table="cash-weeks"]');
  await expect(table.locator('tr[data-row="closing"]')).toBeVisible();
  await expect(table.locator('[data-part="actual"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Actual so far' }).click();
  await expect(page).toHaveURL(/actuals=shown/);
  await expect(page.getByRole('button', { name: 'Actual so far' })).toHaveAttribute('aria-pressed', 'true');
  const actualOf = (row: string) => table.locator(`tr[data-row="${row}"] [data-part="actual"] [data-amount]`);
  await expect(actualOf('receipts_total')).toHaveAttribute('data-amount', toMoneyString(parseMoney(totals.inflows)));
  await expect(actualOf('disbursements_total')).toHaveAttribute('data-amount', toMoneyString(parseMoney(totals.outflows)));
});

test('the accuracy of past forecasts is asked for once the reader scrolls to it, not with the table', async ({ page }) => {
  test.setTimeout(120_000);
  await pastVersionsRebuilt(page.request);
  const versionReads: string[] = [];
  page.on('request', (request) => {
    if (/\/workspace\/forecast-versions\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname)) versionReads.push(request.url());
  });
  await page.goto('/13-weeks');
  await expect(page.locator('[data-table="cash-weeks"]')).toBeVisible();
  // The version list answers before anything could ask for a version by id.
  await expect(page.getByRole('combobox', { name: 'Compare with version' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(versionReads, 'versions read before the accuracy came into view').toEqual([]);
  const accuracy = page.getByRole('region', { name: 'How accurate past forecasts were' });
  await accuracy.scrollIntoViewIfNeeded();
  await expect(accuracy.getByRole('status', { name: 'Loading the past weeks' })).toHaveCount(0, { timeout: 20_000 });
  expect(versionReads.length).toBeGreaterThan(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px nothing drawn moves as the workspace's parts arrive after the figures`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    // The person (their role), the notes and the versions come after the figures, as on a slow connection.
    const release = await holdRequests(page, /\/workspace\/(me|notes|forecast-versions)(\?|$)/);
    await page.goto('/13-weeks');
    await expect(page.locator('[data-table="cash-weeks"] tr[data-row="closing"]')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Compare with version' })).toBeDisabled();
    release();
    await expect(page.getByRole('combobox', { name: 'Compare with version' })).toBeEnabled();
    await expect(
      page
        .locator('[data-table="cash-weeks"] thead')
        .getByRole('button', { name: /^Add a note on/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save this version' })).toBeAttached();
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts, 'layout shifts once the figures are drawn').toEqual([]);
  });
}

test('an editor saves this version from the page: the server stores it, taken by them, for this week', async ({ page }) => {
  const me = meSchema.parse(await (await page.request.get(workspacePaths.me)).json());
  const before = versionListSchema
    .parse(await (await page.request.get(cashWeeksPaths.versions)).json())
    .versions.filter((version) => version.kind === 'saved').length;
  await page.goto('/13-weeks');
  await page.getByRole('button', { name: /Save this version/ }).click();
  await expect
    .poll(
      async () =>
        versionListSchema
          .parse(await (await page.request.get(cashWeeksPaths.versions)).json())
          .versions.filter((version) => version.kind === 'saved').length,
      { timeout: 20_000 },
    )
    .toBe(before + 1);
  const saved = versionListSchema
    .parse(await (await page.request.get(cashWeeksPaths.versions)).json())
    .versions.find((version) => version.kind === 'saved');
  expect(saved?.takenBy).toBe(me.user.name);
  expect(saved?.firstWeek).toBe(MONDAY);
});

const DAY_MS = 86_400_000;
const mondaysAfter = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
const weekHeading = (monday: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monday}T00:00:00Z`),
  );

type Shown = { amount: string | null; text: string };
const shown = async (cell: Locator): Promise<Shown> => ({
  amount: await cell.locator('[data-amount]').getAttribute('data-amount'),
  text: (await cell.innerText()).trim(),
});
const asShown = (cents: Cents, currency: string, signed: boolean): Shown => ({
  amount: toMoneyString(cents),
  text: formatMoney(cents, currency, { locale: 'en-US', signed }),
});

/** Per Monday, the version first taken for that week (the newest, if several were). */
async function versionsByFirstWeek(request: APIRequestContext): Promise<Map<string, VersionSummary>> {
  const { versions } = versionListSchema.parse(await (await request.get(cashWeeksPaths.versions)).json());
  const newest = new Map<string, VersionSummary>();
  for (const version of versions)
    if ((newest.get(version.firstWeek)?.takenAt ?? '') < version.takenAt) newest.set(version.firstWeek, version);
  return newest;
}

/** What a version expected for one week, per category (null: uncategorised). */
function expected(version: ForecastVersion, week: string): Map<string | null, Cents> {
  const byCategory = new Map<string | null, Cents>();
  for (const cell of version.cells)
    if (cell.week === week) byCategory.set(cell.categoryId, (byCategory.get(cell.categoryId) ?? 0n) + parseMoney(cell.amount));
  return byCategory;
}

type SummaryRow = { period_start: string; group?: string | null; net: string };
const sum = (values: Iterable<Cents>) => [...values].reduce((total, value) => total + value, 0n);

test('the accuracy table shows, for past weeks, what the version taken a week before expected against what the API says happened', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pastVersionsRebuilt(page.request);
  const measuredWeeks = Array.from({ length: MEASURED.weeks }, (_, index) => mondaysAfter(MEASURED.from, index));
  const newest = await versionsByFirstWeek(page.request);
  const weekBefore = await Promise.all(
    measuredWeeks.map(async (week) =>
      versionSchema.parse(await (await page.request.get(cashWeeksPaths.version(newest.get(mondaysAfter(week, -1))!.id))).json()),
    ),
  );
  const summaryAnswer = await page.request.get(
    `/api/transactions/summary?from=${MEASURED.from}&to=${MEASURED.to}&interval=week&group_by=category`,
  );
  const summary = (await summaryAnswer.json()) as { currency: string; rows: SummaryRow[] };
  const actuals = new Map(measuredWeeks.map((week) => [week, new Map<string | null, Cents>()]));
  for (const row of summary.rows) {
    const week = actuals.get(row.period_start)!;
    week.set(row.group ?? null, (week.get(row.group ?? null) ?? 0n) + parseMoney(row.net));
  }
  const categoriesAnswer = (await (await page.request.get('/api/categories?limit=500')).json()) as { data: { id: string; name: string }[] };

  await page.goto('/13-weeks');
  await page.getByRole('region', { name: 'How accurate past forecasts were' }).scrollIntoViewIfNeeded();
  const weeksTable = page.locator('[data-table="accuracy-weeks"]');
  await expect(weeksTable).toBeVisible({ timeout: 20_000 });

  for (const [index, week] of measuredWeeks.entries()) {
    const row = weeksTable.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: weekHeading(week), exact: true }) });
    const cells = row.locator('td');
    expect(await shown(cells.nth(0)), `${week}: actual`).toEqual(asShown(sum(actuals.get(week)!.values()), summary.currency, true));
    expect(await shown(cells.nth(1)), `${week}: forecast 1 week ahead`).toEqual(
      asShown(sum(expected(weekBefore[index]!, week).values()), summary.currency, true),
    );
  }

  // A category that moved every week: its error is the mean over all 13, each one a week ahead.
  const everyWeek = [...actuals.get(MEASURED.from)!.keys()].filter(
    (category) => category !== null && measuredWeeks.every((week) => actuals.get(week)!.has(category)),
  );
  expect(everyWeek.length, 'a category moving every week').toBeGreaterThan(0);
  const category = everyWeek[0]!;
  const misses = measuredWeeks.map((week, index) =>
    absCents((expected(weekBefore[index]!, week).get(category) ?? 0n) - actuals.get(week)!.get(category)!),
  );
  const meanError = (sum(misses) * 2n + BigInt(misses.length)) / (2n * BigInt(misses.length));
  const name = categoriesAnswer.data.find((listed) => listed.id === category)!.name;
  const errorRow = page
    .locator('[data-table="accuracy-errors"] tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  expect(await shown(errorRow.locator('td').nth(0)), `${name}: mean absolute error 1 week ahead`).toEqual(
    asShown(meanError, summary.currency, false),
  );

  // The total's error, under the weeks: the mean of each week's miss of its net, a week ahead.
  const totalMisses = measuredWeeks.map((week, index) =>
    absCents(sum(expected(weekBefore[index]!, week).values()) - sum(actuals.get(week)!.values())),
  );
  const totalError = (sum(totalMisses) * 2n + BigInt(totalMisses.length)) / (2n * BigInt(totalMisses.length));
  const errorLine = weeksTable
    .locator('tfoot tr')
    .filter({ has: page.getByRole('rowheader', { name: 'Mean absolute error', exact: true }) });
  expect(await shown(errorLine.locator('td').nth(1)), 'the total net: mean absolute error 1 week ahead').toEqual(
    asShown(totalError, summary.currency, false),
  );
});

test(
  'at 1440×900 the closing cash of the 13 weeks comes first, and every week with the total fits the screen' +
    ' in thousands; exact is a click away, kept in the link',
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/13-weeks');
    await expect(page.locator('[data-table="cash-weeks"] tr[data-row="closing"] [data-amount]').first()).toBeVisible();
    const closings = await amountsOf(page, 'closing');
    const strip = page.getByRole('region', { name: 'Closing cash, end of week 13' });
    await expect(strip.locator('[data-closing-end] [data-amount]')).toHaveAttribute('data-amount', closings[12]!);
    const lowest = closings.reduce((low, value) => (parseMoney(value) < parseMoney(low) ? value : low));
    await expect(strip.locator('[data-closing-lowest] [data-amount]')).toHaveAttribute('data-amount', lowest);
    const stripBox = (await strip.boundingBox())!;
    expect(stripBox.y + stripBox.height, 'closing cash on the first screen').toBeLessThanOrEqual(900);

    const fits = await page
      .locator('[data-table="cash-weeks"]')
      .evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth);
    expect(fits, 'every week and the 13-week total without scrolling sideways').toBe(true);
    await expect(page.getByRole('columnheader', { name: '13-week total' })).toBeInViewport();

    // Rounded on screen, exact in each figure's tooltip and data.
    const cell = page.locator('[data-table="cash-weeks"] tr[data-row="closing"] td').first().locator('[data-amount]');
    const exact = parseMoney((await cell.getAttribute('data-amount'))!);
    await expect(cell).toHaveText(formatMoneyIn('thousands', toMoneyString(exact), 'EUR', { locale: 'en-US' }));
    await expect(cell).toHaveAttribute('title', formatMoney(exact, 'EUR', { locale: 'en-US' }));

    await page.getByRole('group', { name: 'Figures' }).getByRole('radio', { name: 'Exact' }).check();
    await expect(page).toHaveURL(/[?&]units=exact/);
    await expect(cell).toHaveText(formatMoney(exact, 'EUR', { locale: 'en-US' }));
    await page.reload();
    await expect(page.getByRole('group', { name: 'Figures' }).getByRole('radio', { name: 'Exact' })).toBeChecked();
  },
);
