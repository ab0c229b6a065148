import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/** The forecast calendar and cash runway, by role and by the data attributes amounts carry. */
export class ForecastsPage {
  readonly calendar: Locator;
  readonly agenda: Locator;
  readonly statusSelect: Locator;
  readonly monthHeading: Locator;
  readonly runwayHeadline: Locator;
  readonly runwayLowest: Locator;
  readonly runway: Locator;
  readonly countLate: Locator;
  readonly monthTotals: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.calendar = page.getByRole('table', { name: /^Forecasts, / });
    this.agenda = page.getByRole('table', { name: /^Forecasts, / });
    this.statusSelect = page.getByRole('combobox', { name: 'Status' });
    this.monthHeading = page.locator('#month-title');
    this.runwayHeadline = page.locator('[data-runway-headline]');
    this.runwayLowest = page.locator('[data-runway-lowest]');
    this.runway = page.getByRole('region', { name: 'Projected cash', exact: true });
    this.countLate = page.getByRole('checkbox', { name: 'Count late receipts and payments as arriving today' });
    this.monthTotals = page.getByRole('table', { name: /forecast totals/ });
    this.dialog = page.getByRole('dialog');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/forecasts${search}`);
  }

  /** Brings the projection into view, where its chart is drawn once it is seen. */
  async showRunway(): Promise<void> {
    await expect(this.monthHeading).toBeVisible();
    await this.runway.scrollIntoViewIfNeeded();
  }

  /** The page's "today": the server's pinned demo day when it writes one, else the browser's own date. */
  async today(): Promise<string> {
    return this.page.evaluate(() => {
      const pinned = document.querySelector('meta[name="dashboard-today"]')?.getAttribute('content');
      if (pinned) return pinned;
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
  }

  /** The low point's dot and its "Lowest …" label on the runway chart, as drawn boxes. */
  async lowestMarkBoxes(): Promise<{ dot: Box; label: Box; plot: Box }> {
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('The runway chart draws no low point');
      return found;
    };
    return {
      dot: await box(this.runway.locator('.recharts-reference-dot circle')),
      label: await box(this.runway.locator('svg text').filter({ hasText: /^Lowest / })),
      plot: await box(this.runway.locator('.recharts-cartesian-grid')),
    };
  }

  dayCell(date: string): Locator {
    return this.calendar.locator(`td[data-date="${date}"]`);
  }

  entries(): Locator {
    return this.calendar.locator('button[data-forecast-id]');
  }

  moreButtons(): Locator {
    return this.calendar.getByRole('button', { name: /^\+\d+ more/ });
  }

  /** Forecast counts per day as the calendar renders them, keyed by date. */
  async countsByDay(): Promise<Map<string, number>> {
    const cells = await this.calendar
      .locator('td[data-date]')
      .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-date')!, Number(td.getAttribute('data-forecast-count'))] as const));
    return new Map(cells);
  }

  /** Each day's net as the page shows it: date → "EUR:-123.45" list. */
  async dayNets(): Promise<Map<string, string[]>> {
    const cells = await this.calendar
      .locator('td[data-date]')
      .evaluateAll((tds) =>
        tds.map(
          (td) =>
            [
              td.getAttribute('data-date')!,
              [...td.querySelectorAll('[data-day-net] [data-amount]')].map(
                (el) => `${el.getAttribute('data-currency')}:${el.getAttribute('data-amount')}`,
              ),
            ] as const,
        ),
      );
    return new Map(cells);
  }

  /** Entries drawn plus the ones folded into "+N more". */
  async shownForecastCount(): Promise<number> {
    const drawn = await this.entries().count();
    const folded = await this.moreButtons().evaluateAll((buttons) =>
      buttons.reduce((sum, button) => sum + Number(/\+(\d+)/.exec(button.textContent ?? '')?.[1] ?? 0), 0),
    );
    return drawn + folded;
  }
}
