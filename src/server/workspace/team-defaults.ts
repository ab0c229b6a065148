import { teamDefaultsSchema, VIEW_PAGES } from '../../core/workspace/contract.ts';
import type { TeamDefaults } from '../../core/workspace/contract.ts';
import type { StorageService } from '../storage/storage-service.ts';
import { teamDefaultLinks } from './view-store.ts';

/** index.html is asked for on every page load: one query serves them all for this long. */
export const TEAM_DEFAULTS_CACHE_MS = 5_000;
/** A database that stopped answering would hold every page load for the driver's connect timeout: the page comes first. */
export const TEAM_DEFAULTS_WAIT_MS = 500;

/** What index.html carries as each page's team default, and a way to drop the cached copy when one changes. */
export type TeamDefaultsSource = { read: () => Promise<TeamDefaults>; forget: () => void };

/**
 * Each page's team default from the database when it is open (never opening it for this), `{}`
 * when it is not or does not answer: a page without its default still shows its figures.
 */
export function teamDefaultsSource(storage: Pick<StorageService, 'db'>, now: () => number = Date.now): TeamDefaultsSource {
  let cached: { at: number; defaults: Promise<TeamDefaults> } | null = null;
  return {
    read() {
      if (cached === null || now() - cached.at >= TEAM_DEFAULTS_CACHE_MS) cached = { at: now(), defaults: withinWait(query(storage)) };
      return cached.defaults;
    },
    forget() {
      cached = null;
    },
  };
}

function withinWait(defaults: Promise<TeamDefaults>): Promise<TeamDefaults> {
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<TeamDefaults>((resolve) => {
    timer = setTimeout(() => resolve({}), TEAM_DEFAULTS_WAIT_MS);
  });
  return Promise.race([defaults, none]).finally(() => clearTimeout(timer));
}

async function query(storage: Pick<StorageService, 'db'>): Promise<TeamDefaults> {
  const db = storage.db();
  if (db === null) return {};
  try {
    const rows = await teamDefaultLinks(db);
    const known = rows.filter((row) => (VIEW_PAGES as readonly string[]).includes(row.page));
    return teamDefaultsSchema.parse(Object.fromEntries(known.map((row) => [row.page, row.link])));
  } catch {
    return {};
  }
}
