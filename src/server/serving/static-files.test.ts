import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstRequests } from '../../core/views/first-requests.ts';
import { TEAM_DEFAULTS_META } from '../../core/workspace/contract.ts';
import { createStaticFiles } from './static-files.ts';

const TODAY = '2026-11-20';

function distDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="${TEAM_DEFAULTS_META}" content="{}" /></head><body></body></html>`,
  );
  return dir;
}

const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)" \/>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('index.html with team defaults', () => {
  const files = createStaticFiles({
    distDir: distDir(),
    pageMeta: { dataSource: 'demo', today: TODAY },
    privateAssets: false,
    teamDefaults: () => Promise.resolve({ '/forecasts': '?month=2027-01' }),
  });

  it(
    'preloads, for a page opened bare, the requests of its team default (where the app goes before asking anything),' +
      " and a link's own otherwise",
    async () => {
      const bare = fetchPreloads(await (await files.request('/forecasts')).text());
      expect(bare).toEqual(firstRequests('/forecasts', '?month=2027-01', TODAY));
      expect(bare).not.toEqual(firstRequests('/forecasts', '', TODAY));

      expect(fetchPreloads(await (await files.request('/forecasts?month=2026-12')).text())).toEqual(
        firstRequests('/forecasts', '?month=2026-12', TODAY),
      );
      expect(fetchPreloads(await (await files.request('/overdue')).text())).toEqual(firstRequests('/overdue', '', TODAY));
    },
  );
});
