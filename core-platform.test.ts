import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const PROBE = `${import.meta.dirname}/src/core/platform-probe.ts`;

/** tsconfig.core.json's options: what src/core is type-checked against. */
function coreOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile('tsconfig.core.json', (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(file.config, ts.sys, import.meta.dirname).options;
}

const options = { ...coreOptions(), composite: false, incremental: false };
const baseHost = ts.createCompilerHost(options);
/** The lib and type files, parsed once for all the probes rather than once per probe. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The type errors of `code` written in a file of src/core. */
function coreErrors(code: string): string[] {
  const host: ts.CompilerHost = {
    ...baseHost,
    fileExists: (path) => path === PROBE || baseHost.fileExists(path),
    readFile: (path) => (path === PROBE ? code : baseHost.readFile(path)),
    getSourceFile: (path, language) => {
      if (path === PROBE) return ts.createSourceFile(path, code, language);
      if (!parsed.has(path)) parsed.set(path, baseHost.getSourceFile(path, language));
      return parsed.get(path);
    },
  };
  const program = ts.createProgram([PROBE, `${import.meta.dirname}/types/universal-web.d.ts`], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('src/core runs anywhere (tsconfig.core.json)', () => {
  // Parsing the lib files takes most of a second: once, before the probes.
  beforeAll(() => void coreErrors(''), 30_000);

  it.each([
    ['the DOM', 'export const title = document.title;', "Cannot find name 'document'"],
    ['a browser global', 'export const stored = localStorage.getItem("theme");', "Cannot find name 'localStorage'"],
    ['Node', 'export const key = process.env.API_KEY;', "Cannot find name 'process'"],
  ])('refuses %s', (_case, code, message) => {
    expect(coreErrors(code).join('\n')).toContain(message);
  });

  it('allows ECMAScript, Intl and URLSearchParams', () => {
    expect(coreErrors('export const query = `${new URLSearchParams("a=1")}${new Intl.NumberFormat("en").format(1)}`;')).toEqual([]);
  });
});
