import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Node code under src/ is not part of the browser bundle, so changing it must not trigger a build. */
const NODE_FOLDERS = [join('src', 'server'), join('src', 'demo-api')];
const INPUTS = ['src', 'index.html', 'public', 'vite.config.ts'];

/** True when dist/index.html is missing or older than any input of the browser bundle. */
export async function needsBuild(root: string): Promise<boolean> {
  const built = await mtimeOf(join(root, 'dist', 'index.html'));
  if (built === null) return true;
  const newest = await newestInputMtime(root);
  return newest > built;
}

/**
 * Builds the SPA with Vite's JS API when needed, so `npm start` works on a fresh checkout and
 * after a `git pull`, and starts at once otherwise.
 */
export async function buildIfNeeded(
  root: string,
  options: { log?: (line: string) => void; build?: (root: string) => Promise<void> } = {},
): Promise<boolean> {
  if (!(await needsBuild(root))) return false;
  const log = options.log ?? ((line: string) => console.log(line));
  log('Building the dashboard (dist/ is missing or older than its sources)…');
  await (options.build ?? viteBuild)(root);
  return true;
}

/**
 * The config is imported as this process imports any TypeScript (`npm start` runs under tsx), not
 * bundled first: bundling it ran Vite's check of the config against its future native loader over
 * every server module the config imports, and printed the bundler's plugin timings, a note for
 * Vite's developers, to whoever ran `npm start`.
 */
async function viteBuild(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', configLoader: 'native' });
}

async function newestInputMtime(root: string): Promise<number> {
  const times = await Promise.all(INPUTS.map((input) => newestMtimeUnder(root, join(root, input))));
  return Math.max(0, ...times);
}

// A directory's own time counts too: it changes when a file in it is deleted or renamed.
async function newestMtimeUnder(root: string, path: string): Promise<number> {
  const own = await mtimeOf(path);
  if (own === null) return 0;
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !isNodeCode(relative(root, file)));
  const times = await Promise.all(files.map(mtimeOf));
  return Math.max(own, ...times.map((time) => time ?? 0));
}

function isNodeCode(relativePath: string): boolean {
  return NODE_FOLDERS.some((folder) => relativePath === folder || relativePath.startsWith(`${folder}${sep}`));
}

async function mtimeOf(path: string): Promise<number | null> {
  const info = await stat(path).catch(() => null);
  return info ? info.mtimeMs : null;
}
