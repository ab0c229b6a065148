import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { UrlNoticesProvider } from '../components/url-notices.tsx';
import { noticesOf } from '../core/url-state/filter-search.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

/**
 * The router, and what the link the app opened with carried that its view could not use: the
 * notices of the router's own parse of that link, read before it writes the corrected search back.
 */
function createRouterWithNotices() {
  const router = createAppRouter();
  const matches: readonly { search: unknown }[] = router.matchRoutes(router.latestLocation);
  return { router, notices: noticesOf(matches.at(-1)?.search) ?? [] };
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [{ router, notices }] = useState(createRouterWithNotices);
  return (
    <QueryClientProvider client={queryClient}>
      <UrlNoticesProvider initial={notices}>
        <RouterProvider router={router} />
      </UrlNoticesProvider>
    </QueryClientProvider>
  );
}
