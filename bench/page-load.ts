import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_FLAGS, CHROME_PATH } from './browser.ts';
import { median, repeat } from './stats.ts';

/** Every view a reader opens, the workspace's included (issue 42: each held to the same scores). */
export const PAGE_LOAD_ROUTES = [
  '/',
  '/accounts',
  '/transactions',
  '/forecasts',
  '/13-weeks',
  '/overdue',
  '/reports',
  '/board-pack',
  '/alerts',
  '/team',
];

export type PageLoad = {
  route: string;
  /** Median Lighthouse performance score, 0–100 (desktop preset: a CFO's morning screen). */
  score: number;
  scores: number[];
  /** Largest contentful paint as observed in the run, unthrottled, ms (median). */
  observedLcpMs: number;
  /** Largest contentful paint as Lighthouse simulates it on its desktop network and CPU, ms (median). */
  simulatedLcpMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
};

type Metrics = { observedLargestContentfulPaint?: number };

/** Desktop: a CFO's morning screen. Mobile: Lighthouse's default, a mid-range phone on slow 4G with a 4× slower CPU. */
export type LighthousePreset = 'desktop' | 'mobile';

/** Lighthouse's performance category for each route, `runs` cold loads each, in one Chromium. */
export async function measurePageLoads(baseUrl: string, runs: number, preset: LighthousePreset = 'desktop'): Promise<PageLoad[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: PageLoad[] = [];
    for (const route of PAGE_LOAD_ROUTES) {
      const lhrs = await repeat(runs, async () => {
        const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
        const result = await lighthouse(baseUrl + route, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
        return lhr;
      });
      const numeric = (id: string) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
      const observed = lhrs.map((lhr) => {
        const details = lhr.audits.metrics?.details as { items?: Metrics[] } | undefined;
        return details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
      });
      const scores = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
      results.push({
        route,
        score: median(scores),
        scores,
        observedLcpMs: median(observed),
        simulatedLcpMs: median(numeric('largest-contentful-paint')),
        totalBlockingTimeMs: median(numeric('total-blocking-time')),
        cumulativeLayoutShift: median(numeric('cumulative-layout-shift')),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
