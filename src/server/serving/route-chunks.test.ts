import { describe, expect, it } from 'vitest';
import { type Manifest, preloadTags, routePreloads } from './route-chunks.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shell.js'], css: ['assets/index-a.css'] },
  '_shell.js': { file: 'assets/shell-b.js' },
  'src/features/forecasts/forecasts-page.tsx': {
    file: 'assets/forecasts-page-c.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_calendar.js'],
    dynamicImports: ['src/features/forecasts/runway-chart.tsx'],
    css: ['assets/forecasts-page-c.css'],
  },
  '_calendar.js': { file: 'assets/calendar-d.js', css: ['assets/calendar-d.css', 'assets/index-a.css'] },
  'src/features/forecasts/runway-chart.tsx': { file: 'assets/runway-chart-e.js', isDynamicEntry: true },
};

describe('routePreloads', () => {
  it('names the page chunk and its static imports beyond the entry, never its lazy charts', () => {
    expect(routePreloads(manifest, '/forecasts')).toEqual({
      scripts: ['/assets/forecasts-page-c.js', '/assets/calendar-d.js'],
      styles: ['/assets/forecasts-page-c.css', '/assets/calendar-d.css'],
    });
  });

  it('reads a trailing slash as the route', () => {
    expect(routePreloads(manifest, '/forecasts/').scripts).toHaveLength(2);
  });

  it.each(['/nowhere', '/accounts'])('preloads nothing for %s, which has no chunk here', (path) => {
    expect(routePreloads(manifest, path)).toEqual({ scripts: [], styles: [] });
  });

  it('writes stylesheets first, then module preloads', () => {
    expect(preloadTags({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="stylesheet" href="/assets/a.css" /><link rel="modulepreload" crossorigin href="/assets/a.js" />',
    );
  });
});
