import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PresentationMode } from './pages/presentation-mode.ts';
import { fetchAllRows } from './support/api.ts';
import { VIEW_STATES } from './support/view-states.ts';

type Named = { id: string; name: string };

/** What the document holds for anyone who reads it, not only for the eye: text, attributes, SVG, title. */
type DocumentDump = { text: string; attributes: { name: string; value: string }[] };

/** Drawing coordinates, which are numbers of their own and may look like an amount by chance. */
const GEOMETRY = new Set(['d', 'points', 'transform', 'viewBox', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'width', 'height', 'offset', 'style', 'stroke-dasharray']);

const MONEY_STRING = /^[-+]?\d+\.\d{2}$/;
/** en-US writes a currency symbol, then the figure: "€1,234.56", "-$12.00". */
const FORMATTED_MONEY = /[€£$¥]\s?[-+]?\d/;

/** "-1234567.89" as the page would print its digits: "1,234,567.89". */
const grouped = (money: string) => money.replace(/^[-+]/, '').replace(/\B(?=(\d{3})+\.)/g, ',');

async function dumpDocument(page: Page): Promise<DocumentDump> {
  const dump = await page.evaluate(() => ({
    text: `${document.title}\n${document.documentElement.textContent ?? ''}`,
    attributes: [...document.querySelectorAll('*')].flatMap((element) => [...element.attributes].map(({ name, value }) => ({ name, value }))),
  }));
  return { ...dump, attributes: dump.attributes.filter((attribute) => !GEOMETRY.has(attribute.name)) };
}

/** Every Money string anywhere in an API answer. */
function moneyIn(value: unknown): string[] {
  if (typeof value === 'string') return MONEY_STRING.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(moneyIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(moneyIn);
  return [];
}

/** The API's own answers to what the page asked, fetched again apart from the page. */
async function figuresAnswered(request: APIRequestContext, urls: ReadonlySet<string>): Promise<string[]> {
  const answers = await Promise.all([...urls].map(async (url) => (await request.get(url)).json() as Promise<unknown>));
  // Four digits at least: a figure that small could be a count or a percentage by chance.
  return [...new Set(answers.flatMap(moneyIn))].filter((money) => grouped(money).includes(','));
}

test.describe('presentation mode holds in the whole document', () => {
  let counterparties: string[] = [];
  test.beforeAll(async ({ request }) => {
    counterparties = (await fetchAllRows<Named>(request, '/counterparties')).map((counterparty) => counterparty.name);
  });

  for (const state of VIEW_STATES) {
    test(`${state.name}: no real amount or counterparty name in text, attributes, SVG, titles, ARIA or the page title`, async ({ page, request }) => {
      const asked = new Set<string>();
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/')) asked.add(`${url.pathname}${url.search}`);
      });
      await page.addInitScript(() => localStorage.setItem('cash-flow-presentation', 'on'));
      await page.goto(state.path);
      await (state.loaded?.(page) ?? page.locator('[data-currency]').first()).waitFor();
      await new PresentationMode(page).expectOn();
      await page.waitForLoadState('networkidle');
      await state.act?.(page);
      await page.waitForLoadState('networkidle');

      const { text, attributes } = await dumpDocument(page);
      const everything = [text, ...attributes.map((attribute) => attribute.value)].join('\n');
      expect(text.match(FORMATTED_MONEY)?.[0] ?? null, 'a formatted amount in the text').toBeNull();
      expect(attributes.filter((attribute) => MONEY_STRING.test(attribute.value.trim())), 'an amount in an attribute').toEqual([]);
      expect(attributes.filter((attribute) => FORMATTED_MONEY.test(attribute.value)), 'a formatted amount in an attribute').toEqual([]);
      const figures = await figuresAnswered(request, asked);
      expect(figures.filter((money) => everything.includes(grouped(money)) || everything.includes(money.replace(/^[-+]/, ''))), "the API's figures").toEqual([]);
      expect(counterparties.filter((name) => everything.includes(name)), 'counterparty names').toEqual([]);
    });
  }
});
