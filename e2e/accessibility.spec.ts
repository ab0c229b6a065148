import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VIEW_STATES } from './support/view-states.ts';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules a finance team's accessibility review asks
 * for. axe keeps some WCAG rules as "experimental" (label-content-name-mismatch, which voice-control
 * users depend on), so those run too. No exception is accepted.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

const firstFigure = (page: Page) => page.locator('[data-amount]').first();

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`accessibility, ${scheme}, ${viewport.name}`, () => {
      test.use({ colorScheme: scheme, viewport: { width: viewport.width, height: viewport.height } });

      for (const state of VIEW_STATES) {
        test(`${state.name}: no WCAG 2.2 AA violation`, async ({ page }) => {
          await page.goto(state.path);
          // Every figure drawn and every request answered: a check of a half-loaded page proves nothing.
          await (state.loaded ?? firstFigure)(page).waitFor();
          await page.waitForLoadState('networkidle');
          await state.act?.(page);
          await page.waitForLoadState('networkidle');
          const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze();
          const found = violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            count: violation.nodes.length,
            first: violation.nodes[0]?.target.join(' '),
            why: violation.nodes[0]?.failureSummary,
          }));
          expect(found).toEqual([]);
        });
      }
    });
  }
}

test.describe('charts for everyone', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`each group of a report has its own colour (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/reports?group_by=category');
      const legend = page.getByRole('list', { name: 'Series' });
      await expect(legend.getByRole('button').first()).toBeVisible();
      const colours = await legend.locator('[aria-hidden="true"]').evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).borderTopColor));
      expect(colours.length, 'the default report shows the top groups and Other').toBeGreaterThanOrEqual(8);
      expect(new Set(colours).size).toBe(colours.length);
    });
  }
});
