/** Query parameters as the API takes them; arrays become comma-separated ids. */
export type QueryParams = Record<string, string | number | readonly string[] | null | undefined>;

/** The dashboard server forwards /api/... upstream with the key; the browser never holds it. */
const API_PREFIX = '/api';

/** The spec's largest page (4.1): the fewest requests for a whole list. */
export const ALL_PAGES_LIMIT = 500;

/**
 * A request to the API, described rather than sent: the endpoint, its path, and the parameters
 * of its first page. The browser turns it into a query (src/api/queries/api-query.ts), the
 * server into a preload hint (src/core/views/first-requests.ts): both read the same description.
 */
export type ApiRequest<Endpoint extends string = string> = { endpoint: Endpoint; path: string; params: QueryParams };

/**
 * The dashboard's own URL for an API path: ids joined by commas, empty values left out.
 * @example buildApiUrl('/transactions', { account_id: ['a', 'b'], limit: 250 }) // '/api/transactions?account_id=a%2Cb&limit=250'
 */
export function buildApiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(name, text);
  }
  const query = search.toString();
  return `${API_PREFIX}${path}${query ? `?${query}` : ''}`;
}

/** The URL of a request's first (or only) page. */
export function requestUrl(request: ApiRequest): string {
  return buildApiUrl(request.path, request.params);
}
