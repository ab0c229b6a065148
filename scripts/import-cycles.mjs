#!/usr/bin/env node
/**
 * `node scripts/import-cycles.mjs src e2e bench`: fails when modules under
 * those folders import one another in a circle, `import type` counted.
 *
 * It is the lint's only cycle check. ESLint's import-x/no-cycle, which it replaced, skipped type
 * imports, since they vanish from the built code, and took a tenth of the lint's time; yet two
 * modules that take types from each other are one part all the same: neither can be read, moved
 * or tested without the other (a circle of 17 files tied the proxy and access control that way).
 * Every import and `export … from` counts, type-only or not, and so does a dynamic `import()`.
 * Only relative specifiers are followed (this project imports its own files by relative path
 * with their extension); packages are outside the folders checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Every source file under `dir`, declaration files and node_modules left out. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files `file` imports by relative path, type imports and dynamic imports included. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => existsSync(path) && statSync(path).isFile());
}

/** Groups of files that reach one another through imports (Tarjan's strongly connected components of two or more, or a file importing itself). */
function tiedGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** One shortest circle through the group's first file, to show where to cut. */
function circleOf(group, graph) {
  const [start] = group;
  const inGroup = new Set(group);
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file)) {
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!inGroup.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return [start];
}

/** The circles among the modules under `dirs`: one per group of files tied together, with the files and one circle through them. */
export function importCycles(dirs, root = process.cwd()) {
  const files = dirs.flatMap((dir) => sourceFiles(resolve(root, dir)));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const name = (file) => relative(root, file).split('\\').join('/');
  return tiedGroups(graph).map((group) => ({ files: group.map(name), circle: circleOf(group, graph).map(name) }));
}

function main(dirs) {
  if (dirs.length === 0) {
    console.error('usage: node scripts/import-cycles.mjs <folder>…');
    return 2;
  }
  const cycles = importCycles(dirs);
  if (cycles.length === 0) return 0;
  console.error(`Import cycles (type imports counted) under ${dirs.join(', ')}: ${cycles.length}`);
  for (const { files, circle } of cycles) {
    console.error(`\n  ${files.length} files tied together; one circle: ${circle.join(' → ')}`);
    for (const file of files) console.error(`    ${file}`);
  }
  console.error('\nMove what both sides need into a module of its own that imports neither (docs/architecture.md).');
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
