import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  build: { sourcemap: true },
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
          include: ['src/{server,demo-api}/**/*.test.ts'],
        },
      },
    ],
  },
});
