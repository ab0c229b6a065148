import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = import.meta.dirname;

/** The project's own prose: a clone's reader has these and nothing beside the repository. */
const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).flatMap((name) => (name.endsWith('.md') ? [join('docs', name)] : []))];

/** A Markdown link's target (without its #fragment), unless it is an address (`https:`, `mailto:`) or a fragment alone. */
function linkedFiles(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].flatMap(([, target = '']) =>
    /^[a-z][a-z+.-]*:/i.test(target) ? [] : [target],
  );
}

/** A path written as code that starts from the document's folder's parent (`../shared/api-v1.md`). */
function parentPaths(text: string): string[] {
  return [...text.matchAll(/`(\.\.\/[^`\s]+)`/g)].map(([, path = '']) => path);
}

function outsideRepository(document: string, path: string): boolean {
  return relative(ROOT, resolve(ROOT, dirname(document), path)).startsWith('..');
}

describe('the README and docs/ describe the project in its own files', () => {
  it.each(DOCUMENTS)('%s links only to files of this repository, each present', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const broken = linkedFiles(text).filter(
      (target) => outsideRepository(document, target) || !existsSync(resolve(ROOT, dirname(document), target)),
    );
    expect(broken).toEqual([]);
  });

  // Issue 44, item 17: the README's first paragraph sent a clone's reader to `../shared/api-v1.md`, which it does not have.
  it.each(DOCUMENTS)('%s names no file outside the repository', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    expect(parentPaths(text).filter((path) => outsideRepository(document, path))).toEqual([]);
  });
});

const lockfileSchema = z.object({ packages: z.record(z.string(), z.object({ hasInstallScript: z.optional(z.boolean()) })) });
const manifestSchema = z.object({ allowScripts: z.optional(z.record(z.string(), z.boolean())) });

describe('npm install', () => {
  // Issue 44, item 17: npm 11.16 and later warn of every install script package.json does not approve (esbuild's, which tsx needs).
  it('approves, in allowScripts, each install script the lockfile installs', () => {
    const lockfile = lockfileSchema.parse(JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')));
    const approved = manifestSchema.parse(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))).allowScripts ?? {};
    const withScripts = Object.entries(lockfile.packages).flatMap(([path, entry]) =>
      entry.hasInstallScript === true ? [path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)] : [],
    );
    expect(withScripts).toContain('esbuild');
    expect(withScripts.filter((name) => approved[name] !== true)).toEqual([]);
  });
});
