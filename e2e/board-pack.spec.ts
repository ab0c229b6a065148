import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { E2E_PROFILES, E2E_TODAY } from '../playwright.config.ts';
import { averageOfThree, centsToMoney, fetchApi, sumCents, thousandsText } from './support/api.ts';
import { accountsBehind, plusDays, runwayFromApiTo, shortDay } from './support/runway.ts';
import { BoardPackPage, PACK_SECTIONS } from './pages/board-pack-page.ts';
import { ReportsPage } from './pages/reports-page.ts';

type Flows = { inflows: string; outflows: string; net: string };
type ApiSummary = {
  currency: string;
  totals: Flows & { final_balance?: string };
  rows: (Flows & { period_start: string; group?: string | null; final_balance?: string; starting_balance?: string })[];
};

/** The pinned demo's today is 2026-11-20: the pack's default month is October, compared with September. */
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

const summary = (request: Parameters<typeof fetchApi>[0], params: Record<string, string>) =>
  fetchApi<ApiSummary>(request, '/transactions/summary', { interval: 'month', ...params });

/** Money as the page writes it in en-US; as a double, an amount this size still rounds back to its own cents. */
function shown(money: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(money));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A change's words as written after its arrow ("inflows 88.3 % higher"), in the pack and in the reports alike. */
const changeWords = (figure: Locator) => figure.evaluate((shown) => shown.firstChild?.nextSibling?.textContent ?? '');

test.describe('board pack', () => {
  test('key figures and the statement equal the API’s own totals', async ({ page, request }) => {
    const pack = new BoardPackPage(page);
    await pack.goto();
    await pack.loaded();
    const [month, yearToDate, threeMonths, byActivity] = await Promise.all([
      summary(request, MONTH),
      summary(request, { from: '2026-01-01', to: MONTH.to }),
      summary(request, { from: '2026-08-01', to: MONTH.to }),
      summary(request, { ...MONTH, group_by: 'activity' }),
    ]);
    expect(await pack.figureAmount('closing-cash')).toBe(month.totals.final_balance);
    expect(await pack.figureAmount('month-net')).toBe(month.totals.net);
    expect(await pack.figureAmount('year-to-date-net')).toBe(yearToDate.totals.net);
    expect(await pack.figureAmount('average-net')).toBe(averageOfThree(sumCents([threeMonths.totals.net])));
    const operating = byActivity.rows.find((row) => row.group === 'operating')!;
    expect(await pack.lineAmounts('statement', 'operating-net')).toEqual([operating.net, expect.any(String), expect.any(String)]);
    expect((await pack.lineAmounts('statement', 'operating-inflows'))[0]).toBe(operating.inflows);
    expect((await pack.lineAmounts('statement', 'net-cash-flow'))[0]).toBe(month.totals.net);
    const today = await summary(request, { from: '2026-11-20', to: '2026-11-20', interval: 'day' });
    await expect(pack.pack.locator('[data-table="weeks"] tbody tr').first().locator('[data-amount]')).toHaveAttribute(
      'data-amount',
      today.totals.final_balance ?? '',
    );
  });

  test("the 13 weeks say today's balance may miss the movements of every account the API reports behind today", async ({
    page,
    request,
  }) => {
    const accounts = await accountsBehind(request, E2E_TODAY);
    expect(accounts.behind.length, 'the pinned demo has accounts not synced today').toBeGreaterThan(0);
    const oldest = accounts.behind.map((account) => account.balance_as_of).sort()[0]!;
    const pack = new BoardPackPage(page);
    await pack.goto();
    await expect(pack.pack.locator('[data-table="weeks"]')).toBeVisible();
    await expect(pack.pack.locator('[data-runway-stale]')).toHaveText(
      new RegExp(
        `^ ?Today's balance may miss movements after ${shortDay(oldest)}: ${accounts.behind.length} of ${accounts.all.length} accounts`,
      ),
    );
  });

  test('the comparison and the month come from the link, a month not over yet is refused with a notice', async ({ page }) => {
    const pack = new BoardPackPage(page);
    await pack.goto({ month: '2026-09', compare: 'previous_year' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash report: September 2026');
    await expect(pack.pack.locator('[data-table="statement"] thead')).toContainText('September 2025');
    await pack.goto({ month: '2026-11' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash report: October 2026');
    await expect(page.getByText(/is not over yet/)).toBeVisible();
  });

  test('prints to at most 4 A4 pages holding every section and the closing cash, light even in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const pack = new BoardPackPage(page);
    await pack.goto();
    await pack.loaded();
    const closing = await pack.figureAmount('closing-cash');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(pack.printButton).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
    const ink = await pack.pack.evaluate((element) => getComputedStyle(element.querySelector('h2')!).color);
    expect(ink, 'headings print dark on white').toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/);
    const file = join(mkdtempSync(join(tmpdir(), 'board-pack-')), 'pack.pdf');
    await page.pdf({ path: file, format: 'A4' });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(4);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const heading of ['Cash report: October 2026', ...PACK_SECTIONS]) expect(text).toContain(heading);
    // The sections' own figures printed, not their placeholders.
    for (const line of ['Money out: the five largest categories', 'All categories', 'Bank connections needing attention'])
      expect(text).toContain(line);
    expect(text).toContain(shown(closing!));
    expect(text).toContain(`EUR · October 2026 · page 1 of ${pages}`);
    // The 13 weeks' chart labels print large enough to read: a word's box is its font size and a little more.
    const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const weekLabels = [...boxes.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Week</g)].map(
      (match) => Number(match[2]) - Number(match[1]),
    );
    expect(weekLabels.length).toBeGreaterThan(0);
    expect(Math.min(...weekLabels), 'the chart labels in points, with their line gap').toBeGreaterThanOrEqual(9);
  });

  test('a change reads in the same words in the pack and in the reports: the largest categories of October against September', async ({
    page,
  }) => {
    const pack = new BoardPackPage(page);
    await pack.goto();
    await pack.loaded();
    const shownInPack = new Map<string, string>();
    for (const kind of ['inflows', 'outflows']) {
      for (const row of await pack.pack.locator(`[data-table="top-${kind}"] tbody tr`).all()) {
        if ((await row.locator('[data-tone]').count()) === 0) continue;
        shownInPack.set((await row.locator('th').innerText()).trim(), await changeWords(row.locator('[data-tone]').first()));
      }
    }
    expect(shownInPack.size, 'categories with a change in the pack').toBeGreaterThan(3);
    const reports = new ReportsPage(page);
    await reports.goto({ ...MONTH, group_by: 'category', compare: 'previous_period', top: '30' });
    await expect(reports.table).toBeVisible();
    // The pack's categories are the report's subcategories, under their top-level category once it is open.
    const closed = reports.table.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const lines = (await reports.column('Change of Total')).map(({ line }) => line);
    for (const [category, inPack] of shownInPack) {
      const line = lines.find((label) => label === category || label.endsWith(` › ${category}`));
      expect(line, category).toBeDefined();
      const cell = await reports.cell(line!, 'Change of Total');
      expect(await changeWords(cell.locator('[data-change-words]')), category).toBe(inPack);
    }
  });

  test('the workbook holds the pack’s tables as numbers equal to the page’s', async ({ page }) => {
    const pack = new BoardPackPage(page);
    await pack.goto();
    await pack.loaded();
    const download = await pack.downloadWorkbook();
    expect(download.suggestedFilename()).toBe('board-pack_2026-10_EUR.xlsx');
    const sheets = await readXlsxFile(await download.path());
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([
      'Key figures',
      'Cash-flow statement',
      'Top categories',
      'Plan vs actual',
      'Next 13 weeks',
    ]);
    const keyFigures = sheets[0]!.data;
    const closing = keyFigures.find((row) => row[0] === 'Closing cash')!;
    expect(closing[1]).toBe(Number(await pack.figureAmount('closing-cash')));
    expect(closing[2]).toEqual(new Date(Date.UTC(2026, 9, 31)));
    const statement = sheets[1]!.data;
    const operatingNet = statement.find((row) => row[1] === 'Net cash from operating activities')!;
    const [month, comparison, yearToDate] = await pack.lineAmounts('statement', 'operating-net');
    expect(operatingNet.slice(2, 4)).toEqual([Number(month), Number(comparison)]);
    expect(operatingNet[6]).toBe(Number(yearToDate));
    // Every row carries its amounts as numbers; the runway has none when cash lasts beyond the 13 weeks, and never words.
    const runway = keyFigures.find((row) => String(row[0]).startsWith('Runway'))!;
    expect(runway[1] === null || typeof runway[1] === 'number', String(runway[1])).toBe(true);
    for (const sheet of sheets) {
      for (const row of sheet.data.slice(1).filter((cells) => !String(cells[0]).startsWith('Runway'))) {
        expect(
          row.some((cell) => typeof cell === 'number'),
          `${sheet.sheet}: ${String(row[0])}`,
        ).toBe(true);
      }
    }
  });

  test(
    'the tables read in thousands or whole units on choice, kept in the link, each figure and total the rounding of the API’s exact one;' +
      ' the key figures, the printed key figures and the workbook stay exact',
    async ({ page, request }) => {
      const [month, comparison, yearToDate, byActivity, today] = await Promise.all([
        summary(request, MONTH),
        summary(request, { from: '2026-09-01', to: '2026-09-30' }),
        summary(request, { from: '2026-01-01', to: MONTH.to }),
        summary(request, { ...MONTH, group_by: 'activity' }),
        summary(request, { from: E2E_TODAY, to: E2E_TODAY, interval: 'day' }),
      ]);
      const operating = byActivity.rows.find((row) => row.group === 'operating')!;
      const cents = (money: string) => sumCents([money]);
      const pack = new BoardPackPage(page);
      await pack.goto();
      await pack.loaded();
      await expect(pack.units('Exact')).toBeChecked();
      await pack.units('€k').check();
      await expect(page).toHaveURL(/units=thousands/);
      await page.reload();
      await pack.loaded();
      await expect(pack.units('€k')).toBeChecked();

      // The net cash flow of the month, the month compared with and the year: each the API's total, rounded once.
      expect(await pack.lineFigures('statement', '[data-line="net-cash-flow"]')).toEqual([
        { amount: month.totals.net, text: thousandsText(cents(month.totals.net)) },
        { amount: comparison.totals.net, text: thousandsText(cents(comparison.totals.net)) },
        { amount: yearToDate.totals.net, text: thousandsText(cents(yearToDate.totals.net)) },
      ]);
      expect((await pack.lineFigures('statement', '[data-line="operating-inflows"]'))[0]).toEqual({
        amount: operating.inflows,
        text: thousandsText(cents(operating.inflows)),
      });
      // Plan against actual: all categories' actual is the month's net.
      expect((await pack.lineFigures('plan', 'tfoot tr'))[0]).toEqual({
        amount: month.totals.net,
        text: thousandsText(cents(month.totals.net)),
      });
      // The 13 weeks start from today's balance, unsigned.
      const balance = today.totals.final_balance!;
      expect((await pack.lineFigures('weeks', 'tbody tr:first-child'))[0]).toEqual({
        amount: balance,
        text: thousandsText(cents(balance), { signed: false }),
      });
      await expect(pack.pack.locator('[data-units-note]')).toContainText('Tables in thousands (k)');
      // The key figures stay exact.
      const closing = pack.figure('closing-cash');
      await expect(closing).toHaveAttribute('data-amount', month.totals.final_balance!);
      await expect(closing).toHaveText(shown(month.totals.final_balance!));

      // The printed pack: the tables in thousands, the key figures exact.
      await page.emulateMedia({ media: 'print' });
      const file = join(mkdtempSync(join(tmpdir(), 'board-pack-')), 'pack.pdf');
      await page.pdf({ path: file, format: 'A4' });
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(new RegExp(`Net cash flow\\s+${escaped(thousandsText(cents(month.totals.net)))}\\s`));
      expect(text).toContain(shown(month.totals.final_balance!));
      await page.emulateMedia({ media: 'screen' });

      // The workbook stays exact.
      const sheets = await readXlsxFile(await (await pack.downloadWorkbook()).path());
      const operatingNet = sheets[1]!.data.find((row) => row[1] === 'Net cash from operating activities')!;
      expect(centsToMoney(BigInt(Math.round(Number(operatingNet[2]) * 100)))).toBe(operating.net);

      // Whole units: each figure its exact one rounded to the unit, half away from zero.
      await pack.units('Whole €').check();
      await expect(page).toHaveURL(/units=whole/);
      const whole = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'EUR',
        signDisplay: 'exceptZero',
        maximumFractionDigits: 0,
        roundingMode: 'halfExpand',
      });
      await expect(pack.pack.locator('[data-table="statement"] [data-line="net-cash-flow"] [data-amount]').first()).toHaveText(
        whole.format(month.totals.net as unknown as number),
      );
      await pack.units('Exact').check();
      await expect(page).not.toHaveURL(/units=/);
      await expect(pack.pack.locator('[data-units-note]')).toHaveCount(0);
      expect((await pack.lineFigures('statement', '[data-line="net-cash-flow"]'))[0]!.text).toBe(
        shown(month.totals.net).replace(/^€/, '+€'),
      );
    },
  );

  // The retail company burns cash on average in the autumn and never runs out: a rate said 2.9 months.
  for (const company of [{ profile: 'services', port: null }, ...E2E_PROFILES.filter(({ profile }) => profile === 'retail')]) {
    test.describe(`${company.profile}: the runway`, () => {
      if (company.port !== null) test.use({ baseURL: `http://127.0.0.1:${company.port}` });

      test('comes from the 13-week projection of the API, not from the recent rate', async ({ page, request }) => {
        const horizonEnd = plusDays(E2E_TODAY, 13 * 7);
        const { firstBelowZero } = await runwayFromApiTo(request, E2E_TODAY, horizonEnd);
        const pack = new BoardPackPage(page);
        await pack.goto();
        await pack.loaded();
        const runway = pack.pack.locator('[data-figure="runway"]');
        if (firstBelowZero === null) {
          await expect(runway).toContainText('Beyond 13 weeks');
          await expect(runway).toContainText(
            'through ' +
              new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
                new Date(horizonEnd),
              ),
          );
        } else {
          await expect(runway.locator('time')).toHaveAttribute('datetime', firstBelowZero);
        }
        await expect(runway).not.toContainText('at that rate');
      });
    });
  }
});
