import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './src/server/precompress-assets.ts';
import { dashboardApiPlugin } from './src/server/vite-plugin.ts';

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

const shells = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The app shell (React, the router, the query client, the schemas, the layout) in one file.
 * Left to itself the bundler splits it into a dozen small common chunks, one per set of views
 * sharing a module; every route loads them all anyway, and as separate files they compress
 * worse: about 4 kB gzip more before each view's first figure.
 */
function shellChunk(id: string, graph: ModuleGraph): string | null {
  let shell = shells.get(graph);
  if (!shell) {
    shell = staticGraphOf(SHELL_ENTRY, graph);
    shells.set(graph, shell);
  }
  return shell.has(id) ? 'shell' : null;
}

export default defineConfig({
  // dashboardApiPlugin applies itself to `vite` (dev) only: not to builds, not to Vitest.
  plugins: [react(), dashboardApiPlugin(), precompressAssets()],
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    sourcemap: false,
    // The manifest lets the bench and the budget test walk each route's static imports.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
          include: ['src/{app,api,lib,components,features}/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'node-code',
          environment: 'node',
          include: ['src/{server,demo-api}/**/*.test.ts', 'eslint-boundaries.test.ts'],
        },
      },
    ],
  },
});
