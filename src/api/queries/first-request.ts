import { buildApiUrl, type QueryParams } from '../api-fetch.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { firstRequest?: string };
  }
}

/**
 * A query's first request, kept in its options so the server can announce it to the browser
 * before the app has run (src/app/first-requests.ts): the same URL the query function asks,
 * built from the same parameters.
 */
export const firstRequestMeta = (path: string, params: QueryParams = {}) => ({ firstRequest: buildApiUrl(path, params) });
