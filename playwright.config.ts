import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.config.ts';

/** One pinned demo workspace for every browser test: figures and forecast statuses are deterministic. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_TODAY = '2026-11-20';
/** The other demo companies (DEMO_PROFILE), each served on its own port after E2E_PORT: e2e/profiles.spec.ts visits them. */
export const E2E_PROFILES = ['saas', 'retail', 'manufacturer'].map((profile, index) => ({ profile, port: E2E_PORT + 1 + index }));

/**
 * Each server keeps the workspace (the header asks who is signed in on every page) in a PGlite
 * folder of its own, emptied at start: in a folder PGlite takes about half the memory it takes in
 * `memory://`, and its first start runs in a worker whose memory goes with it.
 */
const dataDir = (port: number) => join(tmpdir(), `cashflow-e2e-data-${port}`);

const demoServer = (port: number, profile?: string) => ({
  command: `rm -rf '${dataDir(port)}' && node --import tsx src/server/main.ts`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_BASE_URL: '',
    DEMO_TODAY: E2E_TODAY,
    DEMO_SEED: '42',
    DEMO_SCALE: '1',
    // The suite makes far more than 120 requests a minute; the limit has its own tests. The server
    // believes a stated limit only up to UPSTREAM_MAX_RATE_LIMIT (10,000 by default).
    DEMO_RATE_LIMIT: '100000',
    UPSTREAM_MAX_RATE_LIMIT: '100000',
    DATA_DIR: dataDir(port),
    ...(profile === undefined ? {} : { DEMO_PROFILE: profile }),
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // A limit for what never comes, not a wait: an expectation resolves as soon as it holds. CI's
  // machine runs the suite at about 0.6 times this one's speed, and there a year's forecast against
  // actual took over 10 s to draw its chart beside two other workers.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Three workers on CI's two cores: with two, a fifth of the time both wait (a page's requests,
  // a server's answer, Playwright's own round trips) and the cores idle (e2e/faults.spec.ts: 83 s
  // at 67 % busy with two, 72 s at 79 % with three; four gained nothing more).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [demoServer(E2E_PORT), ...E2E_PROFILES.map(({ profile, port }) => demoServer(port, profile))],
});
