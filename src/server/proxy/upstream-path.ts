/**
 * Turns the part of a browser path after `/api/` into a path under the upstream's base address.
 *
 * Deliberately an allow-list, not a sanitiser: every endpoint of the upstream (and every id it
 * takes in a path) is made of unreserved URL characters, so anything else — percent-encoding
 * (`%2e`, `%2f`, `%5c`, `%25…`), backslashes, empty segments, dot segments, `:` of an absolute
 * URL, control characters — is refused instead of being decoded and second-guessed.
 */
export type UpstreamPathResult = { ok: true; path: string } | { ok: false; reason: string };

const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const MAX_PATH_LENGTH = 512;

/**
 * @example toUpstreamPath('transactions/summary') // { ok: true, path: 'transactions/summary' }
 * @example toUpstreamPath('..%2fsecret') // { ok: false, reason: … }
 */
export function toUpstreamPath(relativePath: string): UpstreamPathResult {
  if (relativePath.length === 0) return { ok: false, reason: 'The path names no endpoint.' };
  if (relativePath.length > MAX_PATH_LENGTH) return { ok: false, reason: 'The path is too long.' };
  const segments = relativePath.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) {
    return { ok: false, reason: 'The path may only contain letters, digits and - _ . ~ between single slashes.' };
  }
  return { ok: true, path: segments.join('/') };
}

/**
 * Joins a checked path and the browser's query string onto the base address, then verifies the
 * result still lies under the base (defence in depth if the rules above ever loosen).
 */
export function toUpstreamUrl(baseUrl: URL, path: string, search: string): URL | null {
  const basePath = baseUrl.pathname.replace(/\/+$/, '');
  const url = new URL(baseUrl.href);
  url.pathname = `${basePath}/${path}`;
  url.search = search;
  const staysUnderBase = url.origin === baseUrl.origin && url.pathname.startsWith(`${basePath}/`);
  return staysUnderBase ? url : null;
}
