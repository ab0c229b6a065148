/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY = 'index.html';

/** Each route's page module, as src/app/routes.ts imports it lazily: the bench, the budget test and the page's preloads read it. */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/overview/overview-page.tsx',
  '/accounts': 'src/features/accounts/accounts-page.tsx',
  '/transactions': 'src/features/transactions/transactions-page.tsx',
  '/forecasts': 'src/features/forecasts/forecasts-page.tsx',
  '/overdue': 'src/features/overdue/overdue-page.tsx',
  '/reports': 'src/features/reports/reports-page.tsx',
  '/board-pack': 'src/features/board-pack/board-pack-page.tsx',
  '/13-weeks': 'src/features/cash-weeks/cash-weeks-page.tsx',
};

/**
 * The routes whose shared modules make up the app shell (vite.config.ts): a module more than
 * half of them load goes into the shell every route downloads. The 13 weeks is left out of the
 * vote: adding a view changes the majority and the modules it shares, which moved about 2 kB
 * into every other route's first load; it loads what it shares with them as its own chunks.
 */
export const SHELL_ROUTES: readonly string[] = ['/', '/accounts', '/transactions', '/forecasts', '/overdue', '/reports', '/board-pack'];

/** The manifest keys a chunk pulls in through static imports, itself included. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export type RoutePreloads = { scripts: string[]; styles: string[] };

/**
 * What a route's page needs beyond the entry, so index.html can ask for it at once instead of
 * after the entry has run: on a phone that waterfall was a whole round trip before the first
 * figure. Empty for a path that is no route (index.html still serves it; the app says so).
 */
export function routePreloads(manifest: Manifest, path: string): RoutePreloads {
  const page = ROUTE_PAGES[path.length > 1 ? path.replace(/\/+$/, '') : path];
  if (!page || !manifest[page]) return { scripts: [], styles: [] };
  const entry = staticClosure(manifest, [ENTRY]);
  const own = [...staticClosure(manifest, [page])].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  return {
    scripts: own.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(own.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`),
  };
}

/**
 * The preloads as tags for the page's head: same-origin files, so the CSP's 'self' allows them.
 * `requests` are the view's first API requests (src/core/views/first-requests.ts): announced here, they
 * travel beside the code instead of after it, and the app's own fetch picks each answer up.
 */
export function preloadTags({ scripts, styles }: RoutePreloads, requests: readonly string[] = []): string {
  return [
    ...styles.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...requests.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" />`),
  ].join('');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
