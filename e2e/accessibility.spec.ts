import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { unstyledControls } from './support/unstyled-controls.ts';
import { VIEW_STATES, type ViewState } from './support/view-states.ts';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules a finance team's accessibility review asks
 * for. axe keeps some WCAG rules as "experimental" (label-content-name-mismatch, which voice-control
 * users depend on), so those run too. No exception is accepted.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Finding = { rule: string; impact: string | null | undefined; count: number; first: string | undefined; why: string | undefined };

const firstFigure = (page: Page) => page.locator('[data-amount]').first();

/**
 * The state as a reader on that screen reaches it: loaded at that width (a phone draws some
 * things differently from the start: charts once in view, the forecasts' default view), every
 * figure drawn and every request answered, since a check of a half-loaded page proves nothing.
 */
async function openState(page: Page, state: ViewState): Promise<void> {
  await page.goto(state.path);
  await (state.loaded ?? firstFigure)(page).waitFor();
  await page.waitForLoadState('networkidle');
  if (!state.act) return;
  await state.act(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The colours are CSS alone (light-dark() under `color-scheme`; no script reads a colour), which
 * axe reads through computed styles: once the media query answers the new scheme and two frames
 * have passed (anything that listens to a media query has rendered), the page is in that scheme.
 */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((dark) => window.matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // A colour still on its way from one scheme to the other would be measured half-way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** The rules of RULES whose answer depends on colours: what a scheme changes when nothing else changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Everything but colour that axe's other rules read: each element's tag, attributes, own text,
 * box, and the styles that hide it or make it scroll. Equal in both schemes, those rules must
 * answer the same in both.
 */
async function structure(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).join(' ');
        const text = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        return (
          `${element.tagName} ${attributes} ${text} ${box.x},${box.y},${box.width},${box.height}` +
          ` ${style.display} ${style.visibility} ${style.overflowX} ${style.overflowY} ${style.opacity}`
        );
      })
      .join('\n'),
  );
}

/**
 * axe runs in the page and sends back only its violations, each summed up there: its whole answer
 * names every node of every rule that passed, which on a report of 6,000 elements took longer to
 * send and read than the rules took to run (@axe-core/playwright, legacy mode: 10.6 s against 2.5 s).
 * All of axe's results are computed as before, so rules that compare nodes with each other
 * (landmark-unique) see every node.
 */
async function violations(page: Page, rules: 'all' | 'colour'): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const only = rules === 'colour' ? { type: 'rule' as const, values: COLOUR_RULES } : { type: 'tag' as const, values: RULES };
  return page.evaluate(async (runOnly) => {
    const { violations: found } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly });
    return found.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      count: violation.nodes.length,
      first: violation.nodes[0]?.target.join(' '),
      why: violation.nodes[0]?.failureSummary,
    }));
  }, only);
}

/**
 * Each view state in light and dark, on a desktop and a phone, one test per screen width: loaded
 * once on it (a phone draws some things differently from the start: charts once in view, the
 * forecasts' default view), both schemes checked on that load. Light runs every rule; dark runs
 * the colour rules, and every rule only if anything but colour changed with the scheme (it does
 * not today: no stylesheet or script reads the scheme for anything but colour). Four tests
 * loading the page and running every rule four times took 494 s of CI's test time for the same
 * checks. Every violation is named by its scheme; one that is not about colour is named under
 * light only, when dark's structure is light's.
 */
/**
 * Views an editor works in, checked here only (presentation mode hides their controls): the 13
 * weeks under a minimum with a week's notes open, and the alert rules.
 */
const EDITOR_STATES: ViewState[] = [
  {
    name: '13-week cash flow under a minimum, a week’s notes open',
    path: '/13-weeks?min_cash=6000000',
    act: async (page) => {
      await page
        .locator('[data-table="cash-weeks"] thead th')
        .nth(2)
        .getByRole('button', { name: /^Add a note on week of/ })
        .click();
      await expect(page.getByRole('dialog', { name: /^Notes on week of/ })).toBeVisible();
    },
  },
  { name: 'alert rules', path: '/alerts', loaded: (page) => page.getByRole('heading', { name: 'Alerts', level: 1 }) },
];

for (const state of [...VIEW_STATES, ...EDITOR_STATES]) {
  // One test per screen width, so the two loads and four axe runs of a long report (forecast
  // against actual: about two minutes together) share the workers instead of nearing one timeout.
  for (const viewport of VIEWPORTS) {
    test(`${state.name}: no WCAG 2.2 AA violation, light and dark, on a ${viewport.name}`, async ({ page }) => {
      // One load and two axe runs, on a page of up to thousands of cells.
      test.setTimeout(120_000);
      const found: Record<string, Finding[]> = {};
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await test.step(`open on a ${viewport.name}`, () => openState(page, state));
      await switchScheme(page, 'light');
      // One design kit: no control left in the browser's own look.
      expect(await unstyledControls(page), "controls in the browser's own look").toEqual([]);
      const light = await structure(page);
      found.light = await test.step(`axe, light, ${viewport.name}`, () => violations(page, 'all'));
      await switchScheme(page, 'dark');
      const onlyColours = (await structure(page)) === light;
      found.dark = await test.step(`axe, dark, ${viewport.name}`, () => violations(page, onlyColours ? 'colour' : 'all'));
      expect(found).toEqual({ light: [], dark: [] });
    });
  }
}

test.describe('charts for everyone', () => {
  for (const scheme of SCHEMES) {
    test(`each group of a report has its own colour (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/reports?group_by=category');
      const legend = page.getByRole('list', { name: 'Series' });
      await expect(legend.getByRole('button').first()).toBeVisible();
      const colours = await legend
        .locator('[aria-hidden="true"]')
        .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).borderTopColor));
      expect(colours.length, 'the default report shows the top groups and Other').toBeGreaterThanOrEqual(8);
      expect(new Set(colours).size).toBe(colours.length);
    });
  }
});
