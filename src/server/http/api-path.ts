/** Where the proxy is mounted; the browser's API client calls `/api/<endpoint>`. */
export const API_PREFIX = '/api';

/** True for `/api`, `/api/…` and `/api?…`: what the proxy answers (its headers, its log route). */
export function isApiPath(pathOrUrl: string): boolean {
  return pathOrUrl === API_PREFIX || pathOrUrl.startsWith(`${API_PREFIX}/`) || pathOrUrl.startsWith(`${API_PREFIX}?`);
}
