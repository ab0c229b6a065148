import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';


const BOUNDARIES = ['layers/no-crossing'];
const RESTRICTED = ['no-restricted-imports'];
const CYCLES = ['import-x/no-cycle'];

/**
 * A linter running only `rules`: every other rule (import-x/no-cycle above all, which follows a snippet's
 * import through the whole app) would cost seconds and say nothing here. Snippets at paths no tsconfig
 * includes: type information is not needed to resolve an import.
 */
const linterOf = (rules: readonly string[]) =>
  new ESLint({ overrideConfigFile: 'eslint.config.js', overrideConfig: tseslint.configs.disableTypeChecked, ruleFilter: ({ ruleId }) => rules.includes(ruleId) });
const linters = new Map<readonly string[], ESLint>([BOUNDARIES, RESTRICTED, CYCLES].map((rules) => [rules, linterOf(rules)]));

// Loading the config and its plugins takes seconds on a busy machine: once per linter, outside the tests' time.
beforeAll(() => Promise.all([...linters.values()].map((eslint) => eslint.calculateConfigForFile('src/app/x.ts'))), 60_000);

/** The messages of `rules` for one import written in a file at `filePath`. */
async function messages(filePath: string, specifier: string, rules: readonly string[]): Promise<string[]> {
  const [result] = await linters.get(rules)!.lintText(`export * from '${specifier}';\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message);
}

const boundaryMessages = (filePath: string, specifier: string) => messages(filePath, specifier, BOUNDARIES);

describe('import boundaries of docs/architecture.md', () => {

  it.each([
    ['the core imports browser code', 'src/core/x.ts', '../api/api-fetch.ts'],
    ['the core imports a feature', 'src/core/views/x.ts', '../../features/reports/report-error.tsx'],
    ['the core imports the server', 'src/core/x.ts', '../server/config.ts'],
    ['the core imports the demo API', 'src/core/x.ts', '../demo-api/fx.ts'],
    ['a feature imports another feature', 'src/features/reports/x.ts', '../transactions/transactions-page.tsx'],
    ['a feature imports the app shell', 'src/features/reports/x.ts', '../../app/router.ts'],
    ['src/api imports a feature', 'src/api/x.ts', '../features/reports/report-error.tsx'],
    ['src/api imports a shared component', 'src/api/x.ts', '../components/amount.tsx'],
    ['src/api imports the app shell', 'src/api/x.ts', '../app/router.ts'],
    ['src/api imports browser helpers', 'src/api/x.ts', '../browser/page-meta.ts'],
    ['src/browser imports the API client', 'src/browser/x.ts', '../api/api-fetch.ts'],
    ['src/browser imports a shared component', 'src/browser/x.ts', '../components/amount.tsx'],
    ['src/browser imports a feature', 'src/browser/x.ts', '../features/overview/to-cash-series.ts'],
    ['src/components imports a feature', 'src/components/x.ts', '../features/overview/to-cash-series.ts'],
    ['src/components imports the app shell', 'src/components/x.ts', '../app/router.ts'],
    ['browser code imports the server', 'src/app/x.ts', '../server/config.ts'],
    ['browser code imports the demo API', 'src/browser/x.ts', '../demo-api/fx.ts'],
    ['the server imports the app shell', 'src/server/x.ts', '../app/routes.ts'],
    ['the server imports a feature', 'src/server/serving/x.ts', '../../features/reports/reports-page.tsx'],
    ['the server imports a shared component', 'src/server/x.ts', '../components/amount.tsx'],
    ['the server imports the browser API client', 'src/server/x.ts', '../api/api-fetch.ts'],
    ['the server imports browser helpers', 'src/server/x.ts', '../browser/page-meta.ts'],
    ['src/demo-api imports the server', 'src/demo-api/x.ts', '../server/config.ts'],
    ['src/demo-api imports browser code', 'src/demo-api/x.ts', '../api/api-fetch.ts'],
    ['src/demo-api imports the core', 'src/demo-api/x.ts', '../core/money.ts'],
  ])('refuses: %s', async (_case, filePath, specifier) => {
    expect(await boundaryMessages(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    ['the core imports itself', 'src/core/views/x.ts', '../money.ts'],
    ['a feature imports its own files', 'src/features/reports/x.ts', './report-error.tsx'],
    ['a feature imports shared code', 'src/features/reports/x.ts', '../../components/amount.tsx'],
    ['a feature imports the core', 'src/features/reports/x.ts', '../../core/money.ts'],
    ['the app shell imports a feature', 'src/app/x.ts', '../features/reports/report-error.tsx'],
    ['src/components imports src/api', 'src/components/x.ts', '../api/api-fetch.ts'],
    ['the server imports the core', 'src/server/serving/x.ts', '../../core/views/first-requests.ts'],
    ['the server imports the demo API', 'src/server/x.ts', '../demo-api/fx.ts'],
  ])('allows: %s', async (_case, filePath, specifier) => {
    expect(await boundaryMessages(filePath, specifier)).toEqual([]);
  });
});

describe('the core is framework-free', () => {
  it.each([
    ['React', 'react'],
    ['React Query', '@tanstack/react-query'],
    ['a Node API', 'node:fs'],
    ['Hono', 'hono'],
  ])('refuses %s in src/core', async (_case, specifier) => {
    expect(await messages('src/core/x.ts', specifier, RESTRICTED)).toHaveLength(1);
  });

  it('allows zod, the schemas library, and its own modules', async () => {
    expect(await messages('src/core/x.ts', 'zod/mini', RESTRICTED)).toEqual([]);
    expect(await messages('src/core/x.ts', './money.ts', RESTRICTED)).toEqual([]);
  });
});

describe('node code never imports browser libraries', () => {
  it.each([
    ['the server', 'src/server/serving/x.ts', 'react'],
    ['the server', 'src/server/x.ts', '@tanstack/react-query'],
    ['the demo API', 'src/demo-api/x.ts', 'react-dom/server'],
  ])('refuses: %s imports %s', async (_case, filePath, specifier) => {
    expect(await messages(filePath, specifier, RESTRICTED)).toHaveLength(1);
  });

  it('allows the server its own libraries', async () => {
    expect(await messages('src/server/x.ts', 'hono', RESTRICTED)).toEqual([]);
  });
});

describe('import cycles', () => {
  // date-window.ts imports calendar-date.ts: importing it back from calendar-date.ts closes a loop.
  it('refuses an import that closes a cycle', async () => {
    expect(await messages('src/core/calendar-date.ts', './date-window.ts', CYCLES)).toHaveLength(1);
  });

  it('allows the same import in the direction the code already goes', async () => {
    expect(await messages('src/core/date-window.ts', './calendar-date.ts', CYCLES)).toEqual([]);
  });
});

describe('import cycles with type imports counted (scripts/import-cycles.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Writes `files` under a folder of their own and runs the check on it. */
  function check(folder: string, files: Record<string, string>) {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, folder, path)), { recursive: true });
      writeFileSync(join(root, folder, path), text);
    }
    const run = spawnSync(process.execPath, ['scripts/import-cycles.mjs', join(root, folder)], { encoding: 'utf8' });
    return { status: run.status, output: run.stderr };
  }

  it('refuses two modules that take types from each other, which import-x/no-cycle lets pass', () => {
    const { status, output } = check('types', {
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a: A[] };\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/2 files tied together; one circle: \S*a\.ts → \S*b\.ts → \S*a\.ts/);
  });

  it('follows `export … from` and a dynamic import() through a folder below', () => {
    const { status, output } = check('reexports', {
      'open.ts': "export async function open() {\n  return (await import('./deep/state.ts')).state;\n}\n",
      'deep/state.ts': "export { kinds } from './kinds.ts';\nexport const state = 1;\n",
      'deep/kinds.ts': "export type { Opener } from '../opener.ts';\nexport const kinds = [];\n",
      'opener.ts': "import type { open } from './open.ts';\nexport type Opener = typeof open;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('4 files tied together');
  });

  it('passes imports that all run one way, packages and files outside the folder aside', () => {
    const { status, output } = check('one-way', {
      'a.ts': "import type { B } from './b.ts';\nimport { z } from 'zod';\nimport { x } from '../types/a.ts';\nexport type A = B;\n",
      'b.ts': "// import type { A } from './a.ts';\nexport type B = number;\n",
    });
    expect({ status, output }).toEqual({ status: 0, output: '' });
  });
});
