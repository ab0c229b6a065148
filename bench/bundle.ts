import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY, type Manifest, ROUTE_PAGES, staticClosure } from '../src/server/serving/route-chunks.ts';

export type RouteFiles = { route: string; js: string[]; css: string[]; lazy: { key: string; js: string[]; css: string[] }[] };

/**
 * What a route loads before its first figure: the entry and the page chunk with everything they
 * import statically. Lazy chunks are the page's dynamic imports (charts), counted by what they
 * add on top. Other routes' pages, reachable from the entry only dynamically, are left out.
 */
export function routeFiles(manifest: Manifest, route: string, page: string): RouteFiles {
  const initial = staticClosure(manifest, [ENTRY, page]);
  const filesOf = (keys: Iterable<string>) => {
    const list = [...keys].map((key) => manifest[key]!);
    return { js: unique(list.map((chunk) => chunk.file)), css: unique(list.flatMap((chunk) => chunk.css ?? [])) };
  };
  const entry = staticClosure(manifest, [ENTRY]);
  const pageOwn = [...staticClosure(manifest, [page])].filter((key) => !entry.has(key));
  const lazyKeys = unique(pageOwn.flatMap((key) => manifest[key]!.dynamicImports ?? [])).filter((key) => !initial.has(key));
  const lazy = lazyKeys.map((key) => {
    const added = [...staticClosure(manifest, [key])].filter((each) => !initial.has(each));
    const files = filesOf(added);
    const initialCss = new Set(filesOf(initial).css);
    return { key, js: files.js, css: files.css.filter((file) => !initialCss.has(file)) };
  });
  return { route, ...filesOf(initial), lazy };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export type RouteBundle = { route: string; jsGzip: number; cssGzip: number; lazy: { chunk: string; jsGzip: number; cssGzip: number }[] };

/** Gzip sizes (zlib's default level, as a server would send them) of what each route loads. */
export async function measureBundles(distDir: string): Promise<RouteBundle[]> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(join(distDir, file))).length);
    return sizes.get(file)!;
  };
  const total = async (files: string[]) => (await Promise.all(files.map(gz))).reduce((sum, size) => sum + size, 0);
  const bundles: RouteBundle[] = [];
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const files = routeFiles(manifest, route, page);
    const lazy = [];
    for (const chunk of files.lazy) lazy.push({ chunk: chunk.key, jsGzip: await total(chunk.js), cssGzip: await total(chunk.css) });
    bundles.push({ route, jsGzip: await total(files.js), cssGzip: await total(files.css), lazy });
  }
  return bundles;
}
