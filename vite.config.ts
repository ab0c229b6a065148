import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './src/server/serving/precompress-assets.ts';
import { ROUTE_PAGES, SHELL_ROUTES } from './src/server/serving/route-chunks.ts';
import { dashboardApiPlugin } from './src/server/serving/vite-plugin.ts';

const SHELL_ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/** Every module the entry imports statically, directly or not: what any route loads before its view. */
function staticGraphOf(entry: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

const VIEW_PAGES = SHELL_ROUTES.map((route) => fileURLToPath(new URL(`./${ROUTE_PAGES[route]!}`, import.meta.url)));

const shells = new WeakMap<ModuleGraph, Set<string>>();

/**
 * Zod Mini's namespace re-exports every locale, so each is in the shell's static graph by id though
 * the shell uses none: English (zod-english.ts) goes with the views that show zod's words.
 */
const ZOD_LOCALES = /[/\\]zod[/\\]v4[/\\]locales[/\\]/;

/**
 * The app shell (React, the router, the query client, the schemas, the layout) in one file,
 * with what most views load before their first figure (amounts, the reference lists, the filter
 * bar). Left to itself the bundler splits these into a dozen small common chunks, one per set of
 * views sharing a module. As separate files they compress worse, and on a phone each takes a
 * turn on the six connections the shell itself is downloading on: merged, every route's
 * JavaScript before its first figure is smaller, though the few views that skip a module carry it.
 */
function shellChunk(id: string, graph: ModuleGraph): string | null {
  let shell = shells.get(graph);
  if (!shell) {
    shell = shellModules(graph);
    shells.set(graph, shell);
  }
  // The entry stays a chunk of its own: merged into the shell, it left the manifest without
  // index.html's entry, which the server's preload hints and the bundle budgets read.
  return shell.has(id) && id !== SHELL_ENTRY && !ZOD_LOCALES.test(id) ? 'shell' : null;
}

function shellModules(graph: ModuleGraph): Set<string> {
  const shell = staticGraphOf(SHELL_ENTRY, graph);
  const views = VIEW_PAGES.map((page) => staticGraphOf(page, graph));
  for (const id of new Set(views.flatMap((view) => [...view]))) {
    const loadedBy = views.filter((view) => view.has(id)).length;
    if (loadedBy * 2 > views.length && !VIEW_PAGES.includes(id)) shell.add(id);
  }
  return shell;
}

export default defineConfig({
  // dashboardApiPlugin applies itself to `vite` (dev) only: not to builds, not to Vitest.
  plugins: [react(), dashboardApiPlugin(), precompressAssets()],
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    sourcemap: false,
    // The manifest lets the bench and the budget test walk each route's static imports.
    manifest: true,
    // The module preload polyfill weighed 400 bytes gzip ahead of every view, for browsers
    // without module preloading (Safari before 17), which still load each module by its import.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk, debugName: 'shell' }] } } },
  },
  test: {
    // One more worker than this machine's two cores: many files wait on a server, a database or a
    // timer rather than compute (npm test's unit run: 171 s with 3 workers against 249 s with 2).
    maxWorkers: 3,
    // One module registry and one jsdom per worker, not one per file: building jsdom and importing
    // React, the router and zod again for each of 265 files was three fifths of the run (199 s
    // against 82 s on two cores). Each test file puts back what it changed: Testing Library's setup
    // (src/components/testing/testing-library-setup.ts) empties the document and storage.
    isolate: false,
    // Limits for a hung test, not waits: a test ends when its work does. Under load (npm run
    // test:stress) a test of 1 s takes up to 3, so vitest's 5 s would fail correct tests. The few
    // tests that take longer even on an idle machine set their own (README, "Slow tests").
    testTimeout: 10_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          setupFiles: ['src/components/testing/testing-library-setup.ts'],
          include: ['src/{app,api,browser,components,features}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // Extends the root too, or its timeouts above would not reach the node tests (vitest's 5 s would).
        extends: true,
        test: {
          name: 'node-code',
          environment: 'node',
          include: [
            'src/{core,server,demo-api}/**/*.test.ts',
            'eslint-boundaries.test.ts',
            'core-platform.test.ts',
            'repository-files.test.ts',
          ],
        },
      },
    ],
  },
});
