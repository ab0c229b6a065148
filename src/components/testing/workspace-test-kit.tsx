import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Me, SavedView } from '../../core/workspace/contract.ts';

/** What the workspace's endpoints answer in a test: a handler per "METHOD /path", the rest 404. */
export type Answers = Record<string, (init: RequestInit) => { status: number; body?: unknown }>;

export function stubWorkspace(answers: Answers) {
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const handler = answers[`${init.method ?? 'GET'} ${url}`];
    const { status, body } = handler ? handler(init) : { status: 404, body: undefined };
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const PAGES = ['/', '/reports', '/transactions', '/team'];

/** `ui` in the shell's place, on a router at `url` whose pages are empty, with a fresh query cache. */
export function renderInShell(ui: ReactNode, url: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const routes = PAGES.map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null }));
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, history };
}

export const me = (role: Me['user']['role'], name = 'Ada Lovelace'): Me => ({
  user: { id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name, email: 'ada@example.com', role },
  access: 'oidc',
  csrfToken: 'csrf-1',
  canSignOut: true,
});

let counter = 0;
export function savedView(fields: Partial<SavedView>): SavedView {
  counter += 1;
  return {
    id: `6d3c1f5e-8a4b-4c2d-9e1f-${String(counter).padStart(12, '0')}`,
    page: '/reports',
    name: `View ${counter}`,
    link: '?period=last_month',
    scope: 'mine',
    teamDefault: false,
    owner: { id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Ada Lovelace' },
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
    updatedBy: 'Ada Lovelace',
    canEdit: true,
    ...fields,
  };
}
