import { type ApiRequest, requestUrl } from '../../core/api/api-request.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { firstRequest?: string };
  }
}

/**
 * A query's first request, kept in its options: the URL the query function asks first, from the
 * same descriptor the server's preload hints read (src/core/views/first-requests.ts).
 */
export const firstRequestMeta = (request: ApiRequest) => ({ firstRequest: requestUrl(request) });
