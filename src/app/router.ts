import { createRouter } from '@tanstack/react-router';
import { parseSearchString, stringifySearch } from '../core/url-state/search-codec.ts';
import { routeTree } from './routes.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    parseSearch: parseSearchString,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
