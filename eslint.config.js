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
const browserCode = ['./src/app', './src/api', './src/browser', './src/components', './src/features', './src/main.tsx'];
const nodeApps = ['./src/server', './src/demo-api'];

/**
 * Each folder of src/server with the server folders it may import (docs/architecture.md, "Inside the
 * server"): the plumbing (http, shared-state, jobs) imports none, and every other arrow points
 * down, so no two folders import each other. Test files may import any server code (they start
 * whole apps); production code never imports `testing/`.
 */
const serverImports = {
  http: [],
  'shared-state': [],
  jobs: [],
  operations: ['http', 'shared-state'],
  storage: [],
  delivery: [],
  config: ['operations', 'storage'],
  proxy: ['http', 'shared-state', 'operations', 'config'],
  identity: ['http', 'config', 'storage'],
  access: ['http', 'shared-state', 'config', 'identity', 'storage'],
  'api-reader': ['http', 'proxy'],
  'shared-stores': ['shared-state', 'proxy', 'access'],
  workspace: ['http', 'config', 'identity', 'storage'],
  alerts: ['http', 'jobs', 'operations', 'config', 'storage', 'delivery', 'identity', 'access', 'workspace', 'api-reader'],
  'cash-weeks': ['http', 'jobs', 'operations', 'storage', 'identity', 'workspace', 'api-reader'],
  serving: ['http', 'operations', 'config', 'proxy'],
};
const serverEntries = readdirSync(new URL('src/server', import.meta.url), { withFileTypes: true });
const serverFolders = serverEntries.filter((entry) => entry.isDirectory() && entry.name !== 'testing').map((entry) => entry.name);
const serverParts = [...new Set([...Object.keys(serverImports), ...serverFolders])];
// app.ts and main.ts compose every folder: they may import any, but not the test servers.
const serverProduction = [
  ...serverParts.map((folder) => `./src/server/${folder}`),
  ...serverEntries
    .filter((entry) => entry.isFile() && /^(?!.*\.test\.).*\.ts$/.test(entry.name))
    .map((entry) => `./src/server/${entry.name}`),
];

/** The zone of one server folder; a folder missing from serverImports may import none until it is listed. */
function serverZone(folder) {
  const allowed = serverImports[folder];
  const says =
    allowed === undefined
      ? `src/server/${folder}/ is not in serverImports (eslint.config.js): list there the server folders it may import`
      : `src/server/${folder}/ imports ${allowed.length === 0 ? 'no other server folder' : `only ${allowed.join(', ')} of the server's folders`}`;
  return {
    target: `./src/server/${folder}`,
    from: './src/server',
    except: [`./${folder}`, ...(allowed ?? []).map((name) => `./${name}`)],
    productionOnly: true,
    message: `${says} (docs/architecture.md, "Inside the server").`,
  };
}

/** docs/architecture.md as import zones: code under `target` may not import from `from`. */
const boundaryZones = [
  {
    target: './src/core',
    from: './src',
    except: ['./core'],
    message: 'src/core imports only src/core: never browser, server or demo API code.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to src/core, src/components, src/browser or src/api.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/main.tsx'],
    message: 'Features never import the app shell: the shell imports them.',
  },
  {
    target: './src/api',
    from: [...screenCode, './src/browser'],
    message: 'src/api imports only src/core: no screen code, no browser helpers.',
  },
  {
    target: './src/browser',
    from: [...screenCode, './src/api'],
    message: 'src/browser imports only src/core: no screen code, no API client.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: 'Shared components import no feature and no app shell.',
  },
  { target: browserCode, from: nodeApps, message: 'Browser code never imports Node code (src/server, src/demo-api).' },
  { target: './src/server', from: browserCode, message: 'The server imports src/core and its own code, never browser code.' },
  ...serverParts.map(serverZone),
  {
    target: serverProduction,
    from: './src/server/testing',
    productionOnly: true,
    message: 'Production code never imports src/server/testing/: the test servers and fixtures are for tests.',
  },
  {
    target: './src/demo-api',
    from: ['./src/server', './src/core', ...browserCode],
    // Were it to share the dashboard's reading of the spec, a misreading would pass every test.
    message: 'The demo API stands in for the upstream: it imports neither the server, nor the core, nor browser code.',
  },
];

/** Kysely's query builders: a call to one is a query. */
const SQL_BUILDERS = ['selectFrom', 'selectNoFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'];

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
    // React's rules where React code lives: the browser's modules. The server, the core and the demo
    // API hold none, and a test calls a hook or draws a component without being one. (The compiler's
    // rules took a third of the lint's time on features/ and components/.)
    files: ['src/{app,api,browser,components,features}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/components/testing/**'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The core runs unchanged in the browser, on the server and in tests: no framework, no platform.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.|zod(/|$))', message: 'src/core is framework-free: it imports only its own modules and zod.' }] },
      ],
    },
  },
  {
    // Node code serves the app; it never runs it.
    files: ['src/server/**/*.ts', 'src/demo-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|recharts|@tanstack)(/|$)',
              message: 'Node code never imports browser libraries: share through src/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in the stores (and the migrations): routes, engines and services ask a store, so each
    // table's queries are read, tested and changed in one place.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*-store.ts', 'src/server/storage/migrations/**', 'src/server/testing/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${SQL_BUILDERS.join('|')})$/]`,
          message: 'SQL belongs in a *-store.ts module: call the store from here.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in a *-store.ts module: call the store from here.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: importLayers },
    // Import cycles are scripts/import-cycles.mjs's (npm run lint): it counts type imports, which
    // import-x/no-cycle skipped, in a tenth of the time that rule took.
    rules: { 'layers/no-crossing': ['error', { root: import.meta.dirname, zones: boundaryZones }] },
  },
);
