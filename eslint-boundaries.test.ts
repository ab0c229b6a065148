import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './scripts/import-cycles.mjs';

const BOUNDARIES = ['layers/no-crossing'];
const RESTRICTED = ['no-restricted-imports'];
const SYNTAX = ['no-restricted-syntax'];

/**
 * A linter running only `rules`: every other rule (the typed ones above all, which build a program of the
 * whole app) would cost seconds and say nothing here. Snippets at paths no tsconfig
 * includes: type information is not needed to resolve an import.
 */
const linterOf = (rules: readonly string[]) =>
  new ESLint({
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: tseslint.configs.disableTypeChecked,
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
  });
const linters = new Map<readonly string[], ESLint>([BOUNDARIES, RESTRICTED, SYNTAX].map((rules) => [rules, linterOf(rules)]));

// Loading the config and its plugins takes seconds on a busy machine: once per linter, outside the tests' time.
beforeAll(() => Promise.all([...linters.values()].map((eslint) => eslint.calculateConfigForFile('src/app/x.ts'))), 60_000);

/** The messages of `rules` for one import written in a file at `filePath` (`export * from`, or `import type` when `typeOnly`). */
async function messages(filePath: string, specifier: string, rules: readonly string[], typeOnly = false): Promise<string[]> {
  const code = typeOnly ? `import type { Anything } from '${specifier}';\n` : `export * from '${specifier}';\n`;
  const [result] = await linters.get(rules)!.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message);
}

const boundaryMessages = (filePath: string, specifier: string) => messages(filePath, specifier, BOUNDARIES);
const typeImportMessages = (filePath: string, specifier: string) => messages(filePath, specifier, BOUNDARIES, true);

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

describe('the server\'s folders (docs/architecture.md, "Inside the server")', () => {
  // Each refusal is checked twice: as a value import and as `import type`, which ties two folders as much.
  it.each([
    ['http/ imports the proxy', 'src/server/http/x.ts', '../proxy/proxy.ts', 'src/server/http/'],
    ['http/ imports operations', 'src/server/http/x.ts', '../operations/logger.ts', 'src/server/http/'],
    ['shared-state/ imports the proxy', 'src/server/shared-state/x.ts', '../proxy/answer-store.ts', 'src/server/shared-state/'],
    ['shared-state/ imports access', 'src/server/shared-state/x.ts', '../access/login-limiter.ts', 'src/server/shared-state/'],
    ['jobs/ imports storage', 'src/server/jobs/x.ts', '../storage/schema.ts', 'src/server/jobs/'],
    ['jobs/ imports operations', 'src/server/jobs/x.ts', '../operations/logger.ts', 'src/server/jobs/'],
    ['operations/ imports the proxy', 'src/server/operations/x.ts', '../proxy/response-cache.ts', 'src/server/operations/'],
    ['operations/ imports access', 'src/server/operations/x.ts', '../access/access-control.ts', 'src/server/operations/'],
    ['storage/ imports operations', 'src/server/storage/x.ts', '../operations/readyz.ts', 'src/server/storage/'],
    ['delivery/ imports alerts', 'src/server/delivery/x.ts', '../alerts/outbox.ts', 'src/server/delivery/'],
    ['config/ imports the proxy', 'src/server/config/x.ts', '../proxy/rate-limit-headers.ts', 'src/server/config/'],
    ['config/ imports serving', 'src/server/config/x.ts', '../serving/page-meta.ts', 'src/server/config/'],
    ['proxy/ imports access', 'src/server/proxy/x.ts', '../access/login-limiter.ts', 'src/server/proxy/'],
    ['proxy/ imports identity', 'src/server/proxy/x.ts', '../identity/person.ts', 'src/server/proxy/'],
    ['proxy/redis/ imports the login limiter', 'src/server/proxy/redis/x.ts', '../../access/login-limiter.ts', 'src/server/proxy/'],
    ['identity/ imports access', 'src/server/identity/x.ts', '../access/access-control.ts', 'src/server/identity/'],
    ['access/ imports the proxy', 'src/server/access/x.ts', '../proxy/proxy.ts', 'src/server/access/'],
    ['access/ imports the workspace', 'src/server/access/x.ts', '../workspace/workspace-env.ts', 'src/server/access/'],
    ['api-reader/ imports alerts', 'src/server/api-reader/x.ts', '../alerts/alert-engine.ts', 'src/server/api-reader/'],
    ['shared-stores/ imports identity', 'src/server/shared-stores/x.ts', '../identity/person.ts', 'src/server/shared-stores/'],
    ['workspace/ imports alerts', 'src/server/workspace/x.ts', '../alerts/alert-routes.ts', 'src/server/workspace/'],
    ['alerts/ imports cash-weeks', 'src/server/alerts/x.ts', '../cash-weeks/version-store.ts', 'src/server/alerts/'],
    ['alerts/ imports the proxy (it reads through api-reader/)', 'src/server/alerts/x.ts', '../proxy/proxy.ts', 'src/server/alerts/'],
    ['cash-weeks/ imports alerts', 'src/server/cash-weeks/x.ts', '../alerts/alert-engine.ts', 'src/server/cash-weeks/'],
    ['serving/ imports the workspace', 'src/server/serving/x.ts', '../workspace/team-defaults.ts', 'src/server/serving/'],
    ['a folder imports the app it is composed into', 'src/server/workspace/x.ts', '../app.ts', 'src/server/workspace/'],
    ['a folder imports the test servers', 'src/server/alerts/x.ts', '../testing/alerts-fixture.ts', 'src/server/alerts/'],
    ['main.ts imports the test servers', 'src/server/main.ts', './testing/spawn-server.ts', 'src/server/testing/'],
    ['app.ts imports the test servers', 'src/server/app.ts', './testing/fake-upstream.ts', 'src/server/testing/'],
  ])('refuses: %s', async (_case, filePath, specifier, zone) => {
    expect(await boundaryMessages(filePath, specifier)).toEqual([expect.stringContaining(zone)]);
    expect(await typeImportMessages(filePath, specifier)).toEqual([expect.stringContaining(zone)]);
  });

  it.each([
    ['operations/ imports http/', 'src/server/operations/x.ts', '../http/request-id.ts'],
    ['the proxy imports shared-state/', 'src/server/proxy/redis/x.ts', '../../shared-state/redis-link.ts'],
    ['access/ imports identity/', 'src/server/access/x.ts', '../identity/person.ts'],
    ['alerts/ imports api-reader/', 'src/server/alerts/x.ts', '../api-reader/api-reader.ts'],
    ['cash-weeks/ imports the workspace', 'src/server/cash-weeks/x.ts', '../workspace/workspace-env.ts'],
    ['shared-stores/ imports the proxy and access', 'src/server/shared-stores/x.ts', '../access/redis-logins.ts'],
    ['app.ts imports any folder', 'src/server/app.ts', './alerts/create-alerts.ts'],
    ['a test imports the test servers', 'src/server/proxy/x.test.ts', '../testing/fake-upstream.ts'],
    ['a test imports across folders (it starts the whole app)', 'src/server/cash-weeks/x.test.ts', '../proxy/proxy.ts'],
  ])('allows: %s', async (_case, filePath, specifier) => {
    expect(await boundaryMessages(filePath, specifier)).toEqual([]);
    expect(await typeImportMessages(filePath, specifier)).toEqual([]);
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

describe('SQL only in stores', () => {
  const syntaxMessages = async (filePath: string, code: string) => {
    const [result] = await linters.get(SYNTAX)!.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const query = "export const rows = (db: Db) => db.selectFrom('alert_rules').selectAll().execute();\n";
  const raw = 'export const now = (db: Db) => sql`select now()`.execute(db);\n';

  it.each([
    ['a route builds a query', 'src/server/alerts/alert-routes.ts', query],
    ['an engine writes raw SQL', 'src/server/alerts/alert-engine.ts', raw],
    [
      'a service pings with a query',
      'src/server/storage/storage-service.ts',
      "export const ping = (db: Db) => db.selectNoFrom((s) => s.lit(1).as('one'));\n",
    ],
  ])('refuses: %s', async (_case, filePath, code) => {
    expect(await syntaxMessages(filePath, code)).toEqual([expect.stringContaining('*-store.ts')]);
  });

  it.each([
    ['a store', 'src/server/alerts/alert-rule-store.ts', query],
    ['a migration', 'src/server/storage/migrations/0009-x.ts', raw],
    ['a test fixture', 'src/server/testing/workspace-fixture.ts', query],
    ['a test', 'src/server/alerts/alert-routes.test.ts', query],
  ])('allows: %s', async (_case, filePath, code) => {
    expect(await syntaxMessages(filePath, code)).toEqual([]);
  });
});

describe('import cycles with type imports counted (scripts/import-cycles.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const TYPES = {
    'a.ts': "import type { B } from './b.ts';\nexport type A = { b: B };\n",
    'b.ts': "import type { A } from './a.ts';\nexport type B = { a: A[] };\n",
  };

  /** Writes `files` under a folder of their own. */
  function write(folder: string, files: Record<string, string>) {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, folder, path)), { recursive: true });
      writeFileSync(join(root, folder, path), text);
    }
    return folder;
  }

  /** The check run in this process, on one folder: the groups of files tied together, named from `root`. */
  const groupsIn = (folder: string, files: Record<string, string>) =>
    importCycles([write(folder, files)], root).map(({ files: tied, circle }) => ({ files: [...tied].sort(), circle }));

  // The command itself, once for the file: loading TypeScript takes it a second or two.
  let command: { status: number | null; output: string };
  beforeAll(() => {
    write('command', TYPES);
    const run = spawnSync(process.execPath, ['scripts/import-cycles.mjs', join(root, 'command')], { encoding: 'utf8' });
    command = { status: run.status, output: run.stderr };
  });

  it('refuses two modules that take types from each other', () => {
    expect(groupsIn('types', TYPES)).toEqual([{ files: ['types/a.ts', 'types/b.ts'], circle: ['types/a.ts', 'types/b.ts', 'types/a.ts'] }]);
  });

  it('fails as a command, naming the files tied together and one circle through them', () => {
    expect(command.status).toBe(1);
    expect(command.output).toMatch(/2 files tied together; one circle: \S*a\.ts → \S*b\.ts → \S*a\.ts/);
  });

  // The check is the lint's only cycle rule: it must see the browser's components as well as types.
  it('refuses a value import that closes a circle between two components', () => {
    const groups = groupsIn('components', {
      'page.tsx': "import { Row } from './row.tsx';\nexport const Page = () => <Row />;\n",
      'row.tsx': "import { Page } from './page.tsx';\nexport const Row = () => <p>{String(Page)}</p>;\n",
    });
    expect(groups.map((group) => group.files)).toEqual([['components/page.tsx', 'components/row.tsx']]);
  });

  it('follows `export … from` and a dynamic import() through a folder below', () => {
    const groups = groupsIn('reexports', {
      'open.ts': "export async function open() {\n  return (await import('./deep/state.ts')).state;\n}\n",
      'deep/state.ts': "export { kinds } from './kinds.ts';\nexport const state = 1;\n",
      'deep/kinds.ts': "export type { Opener } from '../opener.ts';\nexport const kinds = [];\n",
      'opener.ts': "import type { open } from './open.ts';\nexport type Opener = typeof open;\n",
    });
    expect(groups.map((group) => group.files)).toEqual([
      ['reexports/deep/kinds.ts', 'reexports/deep/state.ts', 'reexports/open.ts', 'reexports/opener.ts'],
    ]);
  });

  it('passes imports that all run one way, packages and files outside the folder aside', () => {
    const groups = groupsIn('one-way', {
      'a.ts': "import type { B } from './b.ts';\nimport { z } from 'zod';\nimport { x } from '../types/a.ts';\nexport type A = B;\n",
      'b.ts': "// import type { A } from './a.ts';\nexport type B = number;\n",
    });
    expect(groups).toEqual([]);
  });
});
