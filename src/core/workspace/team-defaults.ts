import { z } from 'zod/mini';

/**
 * What the shell reads before any view draws: the pages a view can be saved on, the link a view
 * keeps, and the team default of each page. In zod/mini, as the shell's other schemas: the full
 * contract (contract.ts, zod) loads only with the workspace's menus and pages.
 */
export const VIEW_PAGES = ['/', '/accounts', '/transactions', '/forecasts', '/overdue', '/reports', '/board-pack', '/13-weeks'] as const;
export const viewPageSchema = z.enum(VIEW_PAGES);
export type ViewPage = z.infer<typeof viewPageSchema>;

export const VIEW_LINK_MAX = 8192;
/** The URL's search with its `?`, or empty: never a path or an origin, so a saved view cannot send anyone elsewhere. */
export const viewLinkSchema = z
  .string()
  .check(z.maxLength(VIEW_LINK_MAX), z.regex(/^(\?[^#\s]*)?$/, 'A view link is the page address after its "?".'));

/**
 * The team default of each page (what a reader sees first there), written by the server into
 * index.html as `<meta name="dashboard-team-defaults" content="{JSON}">`, so opening a page costs
 * no extra request. Only pages with a default appear.
 */
export const TEAM_DEFAULTS_META = 'dashboard-team-defaults';
export const teamDefaultsSchema = z.partialRecord(viewPageSchema, viewLinkSchema);
export type TeamDefaults = z.infer<typeof teamDefaultsSchema>;
