import type { CDPSession, Page } from '@playwright/test';
import { launchChromium } from './browser.ts';

export type ScrollResult = {
  rowsLoaded: number;
  requests: number;
  pageSize: number;
  loadSeconds: number;
  /** Frames drawn per second while scrolling from the first row to the last. */
  fps: number;
  frameP95Ms: number;
  scrollSeconds: number;
  /** Long tasks (over 50 ms) during the scroll, and the longest one. */
  longTasks: number;
  longestTaskMs: number;
  /** Longest task while the rows were loading (not budgeted: reported so a regression shows). */
  longestLoadingTaskMs: number;
  /** Live JS heap after loading and a full garbage collection, MB. */
  heapMb: number;
  rowsInDom: number;
};

// The scroller as the page sees it: the bench's types are Node's, without the DOM's.
type ScrollBox = { scrollTop: number; readonly scrollHeight: number; readonly clientHeight: number };

const HEADER_HEIGHT = 40;
const ROW_HEIGHT = 40;

/**
 * Loads `target` transactions through the page's own infinite scrolling, then scrolls from the
 * first row to the last. The page asks for 250 rows a page; the API allows 500, so this
 * measurement alone rewrites `limit` to halve the requests (the app follows any page size).
 */
export async function measureScroll(
  baseUrl: string,
  options: { target: number; pageSize: number; from: string; to: string; scrollSeconds: number },
): Promise<ScrollResult> {
  const browser = await launchChromium(['--enable-precise-memory-info']);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let requests = 0;
    await page.route('**/api/transactions?*', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', String(options.pageSize));
      requests++;
      await route.continue({ url: url.toString() });
    });
    // tsx keeps function names with a __name helper that the page lacks; the callbacks below need it.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.addInitScript(() => {
      const store = { tasks: [] as number[] };
      (globalThis as unknown as { __longTasks: typeof store }).__longTasks = store;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.tasks.push(entry.duration);
      }).observe({ type: 'longtask' as 'mark', buffered: true });
    });
    const started = performance.now();
    await page.goto(`${baseUrl}/transactions?from=${options.from}&to=${options.to}`);
    const scroller = page.getByTestId('transactions-scroller');
    await page.locator('tbody tr[data-index]').first().waitFor({ timeout: 120_000 });
    const rowsLoaded = await loadRows(page, options.target);
    const loadSeconds = (performance.now() - started) / 1000;
    const longestLoadingTaskMs = await page.evaluate(() =>
      Math.max(0, ...(globalThis as unknown as { __longTasks: { tasks: number[] } }).__longTasks.tasks),
    );

    const cdp = await page.context().newCDPSession(page);
    const heapMb = await liveHeapMb(cdp);

    await page.evaluate(() => {
      (globalThis as unknown as { __longTasks: { tasks: number[] } }).__longTasks.tasks = [];
    });
    const frames = await scroller.evaluate(async (element: ScrollBox, seconds) => {
      // This runs in the page; the bench's types are Node's, without the DOM's.
      const frame = () =>
        new Promise<number>((resolve) =>
          (globalThis as unknown as { requestAnimationFrame(callback: (time: number) => void): number }).requestAnimationFrame(resolve),
        );
      element.scrollTop = 0;
      await frame();
      await frame();
      const distance = element.scrollHeight - element.clientHeight;
      const times: number[] = [];
      const start = performance.now();
      let last = start;
      // A steady drag from top to bottom in `seconds`: each frame moves by the time it took. The
      // position is kept here, not read back, so the harness forces no layout of its own.
      let position = 0;
      while (position < distance) {
        await frame();
        const now = performance.now();
        times.push(now - last);
        last = now;
        position = Math.min(distance, (distance * (now - start)) / (seconds * 1000));
        element.scrollTop = position;
      }
      return { times, elapsed: performance.now() - start };
    }, options.scrollSeconds);
    const tasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: { tasks: number[] } }).__longTasks.tasks);
    const rowsInDom = await page.locator('tbody tr[data-index]').count();
    const sorted = [...frames.times].sort((a, b) => a - b);
    return {
      rowsLoaded,
      requests,
      pageSize: options.pageSize,
      loadSeconds,
      fps: (frames.times.length / frames.elapsed) * 1000,
      frameP95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
      scrollSeconds: frames.elapsed / 1000,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      longestLoadingTaskMs,
      heapMb,
      rowsInDom,
    };
  } finally {
    await browser.close();
  }
}

/** Scrolls to the end until `target` rows are loaded; the row count is the list's height in rows. */
async function loadRows(page: Page, target: number): Promise<number> {
  const scroller = page.getByTestId('transactions-scroller');
  return scroller.evaluate(
    async (element: ScrollBox, { wanted, header, row }) => {
      const loaded = () => Math.round((element.scrollHeight - header) / row);
      let count = loaded();
      let idleSince = performance.now();
      while (count < wanted) {
        element.scrollTop = element.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 10));
        const now = loaded();
        if (now !== count) {
          count = now;
          idleSince = performance.now();
        } else if (performance.now() - idleSince > 30_000) {
          throw new Error(`loading stalled at ${count} rows`);
        }
      }
      return count;
    },
    { wanted: target, header: HEADER_HEIGHT, row: ROW_HEIGHT },
  );
}

async function liveHeapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}
