import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { TeamDefaults } from '../../core/workspace/contract.ts';
import { firstRequests } from '../../core/views/first-requests.ts';
import { acceptsEncoding } from '../http/accept-encoding.ts';
import { withPageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { PRECOMPRESSED } from './precompress-assets.ts';
import { READER_TIME_ZONE_COOKIE, readerToday } from './reader-today.ts';
import { type Manifest, preloadTags, routePreloads } from './route-chunks.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite puts content-hashed files here: their name changes with their content, so they can be cached for good. */
const HASHED_ASSETS = '/assets/';

export type StaticFilesOptions = {
  distDir: string;
  pageMeta: PageMeta;
  /** Behind a password: shared caches on the way must not keep the app for other people. */
  privateAssets: boolean;
  /** Each page's team default, written into index.html; none by default. */
  teamDefaults?: () => Promise<TeamDefaults>;
};

/**
 * Serves the built SPA from `distDir`. Any other GET falls back to index.html so client-side
 * routes survive a reload; a missing hashed asset is a 404, not HTML a script tag would choke on.
 * Dot files and folders (Vite's `.vite/manifest.json` lists every chunk) are never served.
 */
export function createStaticFiles(options: StaticFilesOptions): Hono {
  const root = resolve(options.distDir);
  const immutable = `${options.privateAssets ? 'private' : 'public'}, max-age=31536000, immutable`;
  const app = new Hono();

  const manifest = readManifest(root);
  const planRequests = preloadPlanner();
  const serveIndex = async (c: Context) => {
    const html = await readFile(join(root, 'index.html'), 'utf8');
    // A pinned today (the demo's) wins; otherwise the reader's, from the zone their browser reported (src/app/reader-time-zone.ts).
    const today = options.pageMeta.today ?? readerToday(getCookie(c, READER_TIME_ZONE_COOKIE));
    const teamDefaults = await options.teamDefaults?.();
    const requests = today ? planRequests(c.req.path, searchShown(c, teamDefaults), today) : [];
    const preloads = preloadTags(routePreloads(await manifest, c.req.path), requests);
    // Revalidated on every load: it carries the team defaults, which change without a new build.
    c.header('Cache-Control', options.privateAssets ? 'private, no-cache' : 'no-cache');
    return c.html(withPageMeta(html, { ...options.pageMeta, teamDefaults }).replace('</head>', `${preloads}</head>`));
  };

  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  app.get('/*', async (c) => {
    const file = await existingFile(root, c.req.path);
    if (file) return serveFile(c, file, c.req.path.startsWith(HASHED_ASSETS) ? immutable : 'no-cache');
    if (c.req.path.startsWith(HASHED_ASSETS) || isHidden(c.req.path)) return c.text('Not found', 404);
    return serveIndex(c);
  });

  return app;
}

/**
 * The search the page will show: its own, or, opened bare, its team default (the app moves there
 * before asking anything), so the preloads are the requests the page really makes.
 */
function searchShown(c: Context, teamDefaults: TeamDefaults | undefined): string {
  const search = new URL(c.req.url).search;
  if (search !== '' || teamDefaults === undefined) return search;
  return Object.entries(teamDefaults).find(([page]) => page === c.req.path)?.[1] ?? '';
}

/**
 * A view's first API requests, or none when planning them fails: the preloads only speed the page
 * up, and must never cost it. Said once, without the stack, since a crafted link can be sent at will.
 */
function preloadPlanner(): (path: string, search: string, today: IsoDate) => string[] {
  let failureLogged = false;
  return (path, search, today) => {
    try {
      return firstRequests(path, search, today);
    } catch (error) {
      if (!failureLogged)
        console.warn(`Preloads left out: planning the first requests of ${path} failed (${String(error)}); later failures are not logged.`);
      failureLogged = true;
      return [];
    }
  };
}

/** The build's manifest, read once; a build without one (an older dist/) simply preloads nothing. */
async function readManifest(root: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

// The request path is decoded once and must stay under root: `..` and encoded separators cannot climb out.
async function existingFile(root: string, requestPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || isHidden(decoded)) return null;
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(`${root}${sep}`)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

function isHidden(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.'));
}

async function serveFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  c.header('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  const copy = await precompressedCopy(file, c.req.header('accept-encoding'));
  if (!copy) return c.body(await readFile(file));
  c.header('Content-Encoding', copy.coding);
  return c.body(copy.body);
}

/** The build's smallest copy of the file the browser can read (src/server/serving/precompress-assets.ts), if there is one. */
async function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ coding: string; body: Uint8Array<ArrayBuffer> } | null> {
  for (const { coding, suffix } of PRECOMPRESSED) {
    if (!acceptsEncoding(acceptEncoding, coding)) continue;
    const body = await readFile(`${file}${suffix}`).catch(() => null);
    if (body) return { coding, body };
  }
  return null;
}
