import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Snippets at paths no tsconfig includes: type information is not needed to resolve an import.
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js', overrideConfig: tseslint.configs.disableTypeChecked });

/** The messages of the import-boundary rule for one import written in a file at `filePath`. */
async function boundaryMessages(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/no-crossing').map((m) => m.message);
}

describe('import boundaries of the README layout', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, outside the tests' time.
  beforeAll(() => eslint.calculateConfigForFile('src/app/x.ts'), 60_000);

  it.each([
    ['a feature imports another feature', 'src/features/reports/x.ts', '../transactions/transactions-page.tsx'],
    ['src/api imports a feature', 'src/api/x.ts', '../features/reports/report-error.tsx'],
    ['src/api imports a shared component', 'src/api/x.ts', '../components/amount.tsx'],
    ['src/api imports the app shell', 'src/api/x.ts', '../app/router.ts'],
    ['src/components imports a feature', 'src/components/x.ts', '../features/overview/to-cash-series.ts'],
    ['src/components imports the app shell', 'src/components/x.ts', '../app/router.ts'],
    ['src/lib imports a feature', 'src/lib/x.ts', '../features/overview/to-cash-series.ts'],
    ['src/lib imports a shared component', 'src/lib/x.ts', '../components/amount.tsx'],
    ['src/lib imports the app shell', 'src/lib/x.ts', '../app/router.ts'],
    ['browser code imports the server', 'src/app/x.ts', '../server/config.ts'],
    ['browser code imports the demo API', 'src/lib/x.ts', '../demo-api/fx.ts'],
    ['src/demo-api imports the server', 'src/demo-api/x.ts', '../server/config.ts'],
  ])('refuses: %s', async (_case, filePath, specifier) => {
    expect(await boundaryMessages(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    ['a feature imports its own files', 'src/features/reports/x.ts', './report-error.tsx'],
    ['a feature imports shared code', 'src/features/reports/x.ts', '../../components/amount.tsx'],
    ['the app shell imports a feature', 'src/app/x.ts', '../features/reports/report-error.tsx'],
    ['src/components imports src/api', 'src/components/x.ts', '../api/money.ts'],
    ['the server imports the demo API', 'src/server/x.ts', '../demo-api/fx.ts'],
  ])('allows: %s', async (_case, filePath, specifier) => {
    expect(await boundaryMessages(filePath, specifier)).toEqual([]);
  });
});
