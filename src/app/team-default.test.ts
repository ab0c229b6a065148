import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSearchString, stringifySearch } from '../core/url-state/search-codec.ts';
import { routeTree } from './routes.ts';
import { teamDefaultHref } from './team-default.ts';

describe('teamDefaultHref', () => {
  const defaults = { '/reports': '?period=last_month', '/accounts': '' };

  it('sends a page opened without a search to its team default', () => {
    expect(teamDefaultHref('/reports', '', defaults)).toBe('/reports?period=last_month');
  });

  it.each([
    ['a search of its own', '/reports', '?period=this_month'],
    ['no default', '/transactions', ''],
    ['an empty default', '/accounts', ''],
    ['a path that is no view', '/team', ''],
  ])('leaves a page with %s where it is', (_case, path, search) => {
    expect(teamDefaultHref(path, search, defaults)).toBeNull();
  });
});

describe('opening a view', () => {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'dashboard-team-defaults';
    meta.content = JSON.stringify({ '/reports': '?period=last_month', '/overdue': '?period=renamed_since' });
    document.head.append(meta);
  });

  function routerAt(url: string) {
    const history = createMemoryHistory({ initialEntries: ['/', url] });
    return { history, router: createRouter({ routeTree, history, parseSearch: parseSearchString, stringifySearch }) };
  }

  it('shows the team default in place of the bare address', async () => {
    const { history, router } = routerAt('/reports');
    await router.load();
    expect(router.state.location.pathname).toBe('/reports');
    expect(router.state.location.searchStr).toContain('period=last_month');
    expect(history.length).toBe(2);
  });

  it('opens the bare page when the default holds nothing the view still reads, rather than loop', async () => {
    const { router } = routerAt('/overdue');
    await router.load();
    expect(router.state.location.pathname).toBe('/overdue');
    expect(router.state.location.searchStr).not.toContain('renamed_since');
  });

  it('keeps a link that carries its own search', async () => {
    const { router } = routerAt('/reports?period=this_month');
    await router.load();
    expect(router.state.location.searchStr).toContain('period=this_month');
  });
});
