import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dashboardApiPlugin } from './src/server/vite-plugin.ts';

export default defineConfig({
  // dashboardApiPlugin applies itself to `vite` (dev) only: not to builds, not to Vitest.
  plugins: [react(), dashboardApiPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  // The manifest lets the bench and the budget test walk each route's static imports.
  build: { sourcemap: false, manifest: true },
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
