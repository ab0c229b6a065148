import { expect, test, type Page } from '@playwright/test';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { plusDays, plusMonths, type LowPoint } from './support/runway.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { ForecastsPage } from './pages/forecasts-page.ts';

type ApiForecast = {
  id: string;
  date: string;
  remaining_amount: string;
  currency: string;
  status: string;
  direction: string;
  counterparty: string | null;
};
type Named = { id: string; name: string };

const OUTSTANDING = new Set(['planned', 'partial', 'overdue']);
const HORIZON_MONTHS = 3;
const DELAY_DAYS = 45;
const HIRE_CENTS = 6_500_00n;

/** One movement of the test's own projection: a signed amount on a day. */
type Movement = { date: string; cents: bigint };

/**
 * The projection computed here from the API alone, late forecasts left out (the default):
 * today's cash, then each outstanding forecast in the workspace currency on its day.
 */
function dailyOf(start: bigint, movements: readonly Movement[], today: string, horizonEnd: string): LowPoint[] {
  const byDay = new Map<string, bigint>();
  for (const { date, cents } of movements) if (date >= today && date <= horizonEnd) byDay.set(date, (byDay.get(date) ?? 0n) + cents);
  let balance = start;
  const days: LowPoint[] = [];
  for (let day = today; day <= horizonEnd; day = plusDays(day, 1)) {
    balance += byDay.get(day) ?? 0n;
    days.push({ date: day, balance });
  }
  return days;
}

function lowestOf(start: bigint, movements: readonly Movement[], today: string, horizonEnd: string): LowPoint {
  return dailyOf(start, movements, today, horizonEnd).reduce((low, day) => (day.balance < low.balance ? day : low));
}

/** What the test needs from the API: the base case's inputs, and the counterparty and forecast the scenario acts on. */
async function scenarioInputs(request: Parameters<typeof fetchApi>[0], today: string) {
  const horizonEnd = plusMonths(today, HORIZON_MONTHS);
  const summary = await fetchApi<{ currency: string; totals: { final_balance: string } }>(request, '/transactions/summary', {
    from: today,
    to: today,
    interval: 'day',
  });
  const upcoming = (await fetchAllRows<ApiForecast>(request, '/forecasts', { from: today, to: horizonEnd })).filter(
    (row) => row.currency === summary.currency && OUTSTANDING.has(row.status),
  );
  const counterparties = await fetchAllRows<Named>(request, '/counterparties');
  // The customer whose expected receipts weigh most in the horizon: where a late payer hurts.
  const receipts = new Map<string, bigint>();
  for (const row of upcoming) {
    if (row.direction === 'inflow' && row.counterparty)
      receipts.set(row.counterparty, (receipts.get(row.counterparty) ?? 0n) + sumCents([row.remaining_amount]));
  }
  const [customerId] = [...receipts.entries()].sort((a, b) => (a[1] === b[1] ? 0 : a[1] > b[1] ? -1 : 1))[0]!;
  const customer = counterparties.find((counterparty) => counterparty.id === customerId)!;
  // The largest expected receipt of anyone else: "what if this deal does not close".
  const lost = upcoming
    .filter((row) => row.direction === 'inflow' && row.counterparty !== customerId)
    .sort((a, b) => {
      const [x, y] = [sumCents([a.remaining_amount]), sumCents([b.remaining_amount])];
      return x === y ? 0 : x > y ? -1 : 1;
    })[0]!;
  return { horizonEnd, start: sumCents([summary.totals.final_balance]), upcoming, customer, lost };
}

async function apiRequestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request.url());
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return seen;
}

async function addAdjustment(card: ReturnType<Page['locator']>, kind: string, fill: () => Promise<void>): Promise<void> {
  await card.getByRole('combobox', { name: 'Adjustment' }).selectOption({ label: kind });
  await fill();
  await card.getByRole('button', { name: 'Add to scenario' }).click();
}

test.describe('what-if scenarios', () => {
  test(
    'a scenario built in the page matches the projection computed from the API,' +
      ' costs no request to edit, and opens the same from its link',
    async ({ page, request, browser, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      const forecasts = new ForecastsPage(page);
      await forecasts.goto();
      const today = await forecasts.today();
      const { horizonEnd, start, upcoming, customer, lost } = await scenarioInputs(request, today);

      await forecasts.showRunway();
      await forecasts.runway.getByRole('button', { name: 'What if…?' }).click();
      const card = forecasts.runway.locator('[data-scenario-card="0"]');
      await expect(card.getByRole('combobox', { name: 'Counterparty' }).locator('option', { hasText: customer.name })).toHaveCount(1);
      // Every list the page asks for is in: what follows counts the scenario's requests alone.
      await page.waitForLoadState('networkidle');

      const requests = await apiRequestsDuring(page, async () => {
        await card.getByRole('textbox', { name: 'Name' }).fill('Late customers');
        await card.getByRole('textbox', { name: 'Name' }).press('Enter');
        await addAdjustment(card, 'Move forecasts later or earlier', async () => {
          await card.getByRole('textbox', { name: 'Days later (negative: earlier)' }).fill(String(DELAY_DAYS));
          await card.getByRole('combobox', { name: 'Direction' }).selectOption('inflow');
          await card.getByRole('combobox', { name: 'Counterparty' }).selectOption(customer.id);
        });
        await expect(
          card.getByRole('listitem').filter({ hasText: `Inflows from ${customer.name} arrive ${DELAY_DAYS} days later` }),
        ).toBeVisible();
        await addAdjustment(card, 'Add a movement', async () => {
          await card.getByRole('textbox', { name: 'Name' }).last().fill('New hire');
          await card.getByRole('textbox', { name: /^Amount/ }).fill('6500');
          await card.getByRole('combobox', { name: 'Repeats' }).selectOption('monthly');
        });
        await expect(
          card.getByRole('listitem').filter({
            hasText: /^New hire: -€6,500\.00 monthly from December 1, 2026 to the end of the projection/,
          }),
        ).toBeVisible();
        await addAdjustment(card, 'Leave out one forecast', async () => {
          await card.getByRole('combobox', { name: 'Forecast' }).selectOption(lost.id);
        });
        await expect(card.getByRole('listitem').filter({ hasText: /^Without forecast “/ })).toBeVisible();
      });
      expect(requests, 'editing a scenario recomputes in the page').toEqual([]);

      // The same scenario, computed here from the API's forecasts and balance.
      const base = upcoming.map((row) => ({ date: row.date, cents: sumCents([row.remaining_amount]) }));
      const hires = [1, 2, 3].map((months) => ({ date: plusMonths(`${today.slice(0, 7)}-01`, months), cents: -HIRE_CENTS }));
      const adjusted = upcoming
        .filter((row) => row.id !== lost.id)
        .map((row) => ({
          date: row.direction === 'inflow' && row.counterparty === customer.id ? plusDays(row.date, DELAY_DAYS) : row.date,
          cents: sumCents([row.remaining_amount]),
        }));
      const baseLow = lowestOf(start, base, today, horizonEnd);
      const expected = lowestOf(start, [...adjusted, ...hires.filter((hire) => hire.date <= horizonEnd)], today, horizonEnd);
      test.info().annotations.push({
        type: 'scenario',
        description:
          `${customer.name} +${DELAY_DAYS} days, hire, without ${lost.id}: low ${centsToMoney(expected.balance)} on ${expected.date}` +
          `; base ${centsToMoney(baseLow.balance)} on ${baseLow.date}`,
      });
      expect(expected.balance, 'the scenario must differ from the base case to test anything').not.toBe(baseLow.balance);

      // The days the scenario holds least and most cash against the base case (the earliest of each).
      const baseDays = dailyOf(start, base, today, horizonEnd);
      const differences = dailyOf(start, [...adjusted, ...hires.filter((hire) => hire.date <= horizonEnd)], today, horizonEnd).map(
        (day, index) => ({ date: day.date, balance: day.balance - baseDays[index]!.balance }),
      );
      const shortfall = differences.reduce((worst, day) => (day.balance < worst.balance ? day : worst));
      const gain = differences.reduce((best, day) => (day.balance > best.balance ? day : best));
      expect(shortfall.balance, 'the scenario must hold less cash than the base case on some day').toBeLessThan(0n);

      const expectHeadline = async (scope: Page) => {
        const headline = scope.locator('[data-scenario-headline="0"]');
        await expect(headline).toContainText('Scenario “Late customers”');
        const lowest = headline.locator('[data-scenario-lowest]');
        await expect(lowest).toHaveAttribute('data-date', expected.date);
        await expect(lowest.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(expected.balance));
        await expect(headline.locator('[data-scenario-difference]')).toHaveAttribute(
          'data-scenario-difference',
          centsToMoney(expected.balance - baseLow.balance),
        );
        await expect(headline).toContainText(expected.balance < baseLow.balance ? 'below the base case' : 'above the base case');
        const worst = headline.locator('[data-scenario-shortfall]');
        await expect(worst).toHaveAttribute('data-date', shortfall.date);
        await expect(worst.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(-shortfall.balance));
        if (gain.balance > 0n) await expect(headline.locator('[data-scenario-gain]')).toHaveAttribute('data-date', gain.date);
        else await expect(headline.locator('[data-scenario-gain]')).toHaveCount(0);
        await expect(scope.locator('[data-runway-lowest]')).toHaveAttribute('data-date', baseLow.date);
      };
      await expectHeadline(page);

      // The month table ends on the horizon with each line's own closing cash.
      const lastRow = page.locator('[data-scenario-table] tbody tr').last();
      await expect(lastRow.locator('time')).toHaveAttribute('datetime', horizonEnd);

      await forecasts.runway.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'forecasts-scenario');

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('dialog', { name: 'Copy link' }).getByRole('button').first().click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain('scenario1=Late+customers~');
      expect(link.length).toBeLessThan(2000);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await fresh.goto(link);
      await expectHeadline(fresh);
      await other.close();

      const removed = await apiRequestsDuring(page, async () => {
        await card.getByRole('button', { name: /^Remove “New hire/ }).click();
        await expect(card.getByRole('listitem')).toHaveCount(2);
      });
      expect(removed, 'removing an adjustment recomputes in the page').toEqual([]);
    },
  );

  test('a forecast is left out of a scenario from its details', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto('?view=list&status=planned');
    const row = forecasts.agenda.getByRole('button').first();
    await row.click();
    await forecasts.dialog.getByRole('button', { name: 'Leave out' }).click();
    await expect(forecasts.dialog.getByRole('status')).toContainText('Left out in scenario “Scenario 1”');
    await expect(page).toHaveURL(/scenario1=Scenario\+1~drop\([0-9a-f-]{36}\)/);
  });

  test('the run rate costs one summary request, once', async ({ page }) => {
    const forecasts = new ForecastsPage(page);
    await forecasts.goto('?scenario1=Run+rate');
    const card = forecasts.runway.locator('[data-scenario-card="0"]');
    await expect(card).toBeVisible();
    // The page's own lists (categories, counterparties, labels) follow its first figures: counted
    // here, they would be the page's requests, not the run rate's.
    await page.waitForLoadState('networkidle');
    const first = await apiRequestsDuring(page, async () => {
      await addAdjustment(card, 'Fill unplanned months with the run rate', async () => {});
      await expect(card.getByRole('listitem').filter({ hasText: 'Run rate of the last 3 complete months' })).toBeVisible();
      await expect(card.getByRole('listitem').filter({ hasText: /still loading/ })).toHaveCount(0);
    });
    expect(first.map((url) => new URL(url).pathname)).toEqual(['/api/transactions/summary']);
    expect(new URL(first[0]!).searchParams.get('group_by')).toBe('category');

    const again = await apiRequestsDuring(page, async () => {
      await card.getByRole('button', { name: /^Remove “Run rate/ }).click();
      await addAdjustment(card, 'Fill unplanned months with the run rate', async () => {});
      await expect(card.getByRole('listitem').filter({ hasText: 'Run rate of the last 3 complete months' })).toBeVisible();
    });
    expect(again).toEqual([]);
  });

  test('a malformed or hostile scenario in a link keeps the rest and says what it dropped', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const forecasts = new ForecastsPage(page);
    await forecasts.goto(`?scenario1=${encodeURIComponent('Late payers~delay(abc)~<script>alert(1)</script>~delay(30,in)')}&scenario2=~~~`);
    const banner = page.getByRole('status', { name: 'Link parameters ignored' });
    await expect(banner).toContainText('scenario1');
    await expect(banner).toContainText('delay(abc)');
    const card = forecasts.runway.locator('[data-scenario-card="0"]');
    await expect(card).toContainText('Scenario “Late payers”');
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByRole('listitem')).toContainText('Inflows arrive 30 days later');
    await expect(forecasts.runway.locator('[data-scenario-card]')).toHaveCount(1);
    // The address bar keeps only what was used, so the next copied link is clean.
    await expect(page).toHaveURL(/scenario1=Late\+payers~delay\(30,in\)(&|$)/);
    expect(dialogs).toEqual([]);
  });
});
