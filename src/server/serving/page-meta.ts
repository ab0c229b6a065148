import { TEAM_DEFAULTS_META } from '../../core/workspace/contract.ts';
import type { TeamDefaults } from '../../core/workspace/contract.ts';
import type { DataSource } from '../config/upstream-target.ts';

/**
 * Facts the app reads from index.html: the data source, the demo's pinned "today" so the
 * dashboard's windows and forecast statuses agree with the demo data (null: the reader's today),
 * the company the demo plays (`DEMO_PROFILE`), which its badge names, and each page's team
 * default (read from the workspace per request; none when it is not known).
 */
export type PageMeta = {
  dataSource: DataSource;
  today: string | null;
  demoCompany?: string | undefined;
  teamDefaults?: TeamDefaults | undefined;
};

const DATA_SOURCE_META = /<meta\s+name="dashboard-data-source"\s+content="[^"]*"\s*\/?>/;
const TODAY_META = /<meta\s+name="dashboard-today"\s+content="[^"]*"\s*\/?>/;
const DEMO_COMPANY_META = /<meta\s+name="dashboard-demo-company"\s+content="[^"]*"\s*\/?>/;
const TEAM_DEFAULTS = new RegExp(`<meta\\s+name="${TEAM_DEFAULTS_META}"\\s+content="[^"]*"\\s*\\/?>`);

/**
 * Fills the page facts into index.html's meta tags. Meta tags rather than an inline script,
 * so the Content-Security-Policy can forbid inline scripts.
 *
 * @example withPageMeta(html, { dataSource: 'demo', today: '2026-11-20' })
 * // …<meta name="dashboard-data-source" content="demo" /><meta name="dashboard-today" content="2026-11-20" />…
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  return (
    html
      .replace(DATA_SOURCE_META, `<meta name="dashboard-data-source" content="${meta.dataSource}" />`)
      .replace(TODAY_META, `<meta name="dashboard-today" content="${meta.today ?? ''}" />`)
      .replace(DEMO_COMPANY_META, `<meta name="dashboard-demo-company" content="${escapeAttribute(meta.demoCompany ?? '')}" />`)
      // Replaced by a function: a link holding "$&" must not be read as a replacement pattern.
      .replace(
        TEAM_DEFAULTS,
        () => `<meta name="${TEAM_DEFAULTS_META}" content="${escapeAttribute(JSON.stringify(meta.teamDefaults ?? {}))}" />`,
      )
  );
}

/** A company name or a link in an attribute: 'Ateliers "Vernier" & Fils' must not end the attribute or start a tag. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
