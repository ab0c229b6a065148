import type { TeamDefaults } from '../core/workspace/team-defaults.ts';
import { viewPageSchema } from '../core/workspace/team-defaults.ts';

/**
 * Where a page opened without a search goes instead: the team's default view of it, or null to
 * stay. Only an empty search takes the default, so every link, and every change the reader makes, keeps its own.
 *
 * @example teamDefaultHref('/reports', '', { '/reports': '?period=last_quarter' }) // '/reports?period=last_quarter'
 */
export function teamDefaultHref(path: string, searchStr: string, defaults: TeamDefaults): string | null {
  if (searchStr !== '' && searchStr !== '?') return null;
  const page = viewPageSchema.safeParse(path);
  if (!page.success) return null;
  const link = defaults[page.data];
  return link && link !== '?' ? `${path}${link}` : null;
}

let lastSent: string | null = null;

/**
 * teamDefaultHref, sent once: a default whose every field the view's search drops (a period
 * renamed since it was saved) lands on the bare page again, which then stays bare rather than loop.
 */
export function teamDefaultOnce(path: string, searchStr: string, defaults: TeamDefaults): string | null {
  const href = teamDefaultHref(path, searchStr, defaults);
  const send = href !== null && href !== lastSent;
  lastSent = send ? href : null;
  return send ? href : null;
}
