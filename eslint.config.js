import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importLayers from './eslint/import-layers.js';

const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const screenCode = ['./src/app', './src/features', './src/components', './src/main.tsx'];
const browserCode = ['./src/app', './src/api', './src/lib', './src/components', './src/features', './src/main.tsx'];
const nodeApps = ['./src/server', './src/demo-api'];

/** The README's layout as import zones: code under `target` may not import from `from`. */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to src/components, src/lib or src/api.',
  })),
  { target: './src/api', from: screenCode, message: 'src/api knows no screen code.' },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: 'Shared components import no feature and no app shell.',
  },
  { target: './src/lib', from: screenCode, message: 'src/lib imports no screen code.' },
  { target: browserCode, from: nodeApps, message: 'Browser code never imports Node code (src/server, src/demo-api).' },
  { target: './src/demo-api', from: './src/server', message: 'The demo API is an app of its own: it never imports src/server.' },
];

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // React ignores what an event handler returns: an async onClick is not a lost promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Destructuring a field away (`const { tx: _tx, ...rest } = search`) is how an object loses one.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // expect.any / expect.stringContaining are typed `any` by vitest and Playwright.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Fakes implement async interfaces without having anything to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: importLayers },
    rules: { 'layers/no-crossing': ['error', { root: import.meta.dirname, zones: boundaryZones }] },
  },
);
