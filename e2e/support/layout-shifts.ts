import type { Page } from '@playwright/test';

export type LayoutShift = { value: number; nodes: string[] };

/** Records every layout shift the page makes without input from the reader, from its first paint (before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, nodes: entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, once two frames have been drawn after what the test waited for. */
export async function layoutShiftsSoFar(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
