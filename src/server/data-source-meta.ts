/** Which API the dashboard talks to; the app shows a "Demo data" badge for `demo`. */
export type DataSource = 'demo' | 'upstream';

const DATA_SOURCE_META = /<meta\s+name="dashboard-data-source"\s+content="[^"]*"\s*\/?>/;

/**
 * Fills the data source into index.html. A meta tag rather than an inline script, so the
 * Content-Security-Policy can forbid inline scripts.
 *
 * @example withDataSource(html, 'demo') // …<meta name="dashboard-data-source" content="demo" />…
 */
export function withDataSource(html: string, source: DataSource): string {
  return html.replace(DATA_SOURCE_META, `<meta name="dashboard-data-source" content="${source}" />`);
}
