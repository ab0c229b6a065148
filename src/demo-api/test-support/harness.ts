import type { DemoOptions } from '../options.ts';
import { startDemoApi, type RunningDemoApi } from '../server.ts';

export const TEST_KEY = 'test_key';
export const FORBIDDEN_KEY = 'test_key_no_api';

/** Small and pinned, so suites are fast and reproducible. */
export function testOptions(overrides: Partial<DemoOptions> = {}): DemoOptions {
  return { seed: 7, today: '2026-03-15', scale: 0.1, apiKey: TEST_KEY, forbiddenKey: FORBIDDEN_KEY, rateLimit: 100_000, ...overrides };
}

export type JsonResponse = { status: number; headers: Headers; body: Record<string, unknown> };

/** A demo API on a real socket, with a fetch helper that sends the test key unless told otherwise. */
export async function startTestApi(overrides: Partial<DemoOptions> = {}) {
  const demo: RunningDemoApi = await startDemoApi(testOptions(overrides), { port: 0 });
  const get = async (path: string, key: string | null = TEST_KEY, headers: Record<string, string> = {}): Promise<JsonResponse> => {
    const response = await fetch(demo.baseUrl + path, {
      headers: { ...(key === null ? {} : { Authorization: `Bearer ${key}` }), ...headers },
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };
  return { ...demo, get };
}

export type Page<T> = { object: string; data: T[]; has_more: boolean; next_cursor: string | null };

/** Follows next_cursor to the end, returning every item and the number of pages. */
export async function walk<T>(
  get: (path: string) => Promise<JsonResponse>,
  path: string,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  const separator = path.includes('?') ? '&' : '?';
  do {
    const response = await get(`${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    const page = response.body as unknown as Page<T>;
    items.push(...page.data);
    pages++;
    if (page.has_more !== (page.next_cursor !== null)) throw new Error('has_more disagrees with next_cursor');
    cursor = page.next_cursor;
  } while (cursor !== null);
  return { items, pages };
}

export function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}
