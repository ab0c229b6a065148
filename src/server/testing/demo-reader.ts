import type { Hono } from 'hono';
import { createDemoApi } from '../../demo-api/app.ts';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { createApiReader } from '../api-reader/api-reader.ts';
import type { ApiAnswer } from '../api-reader/api-reader.ts';

const KEY = 'demo_key';

export type DemoOptions = { today: string; profile?: string; rateLimit?: number };

/**
 * An ApiReader straight over an in-process demo API, as the alert tests read it: the same data
 * `npm start` serves for that profile and day, without a server or the proxy. Each call to
 * `reader` counts, so a test can hold a rule to its request budget.
 */
export function demoReader(options: DemoOptions) {
  const app = demoApp(options);
  return { ...readerOver(app), app };
}

/** The demo API for that profile and day. Generating it takes most of a second: a file builds each one it needs once. */
export function demoApp(options: DemoOptions): Hono {
  return createDemoApi({
    seed: 42,
    scale: 1,
    apiKey: KEY,
    forbiddenKey: 'demo_key_no_api',
    rateLimit: options.rateLimit ?? 100_000,
    today: options.today,
    ...(options.profile && { profile: options.profile }),
  }).app;
}

/** A reader of its own over a demo API built before, its requests counted from zero. */
export function readerOver(app: Hono) {
  const requested: string[] = [];
  const fetchAnswer = async (apiUrl: string): Promise<ApiAnswer> => {
    requested.push(apiUrl);
    const response = await app.request(apiUrl.replace(/^\/api\//, '/v1/'), { headers: { Authorization: `Bearer ${KEY}` } });
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, body: await response.text(), retryAfterS: retryAfter === null ? null : Number(retryAfter) };
  };
  const reader: ApiReader = createApiReader(fetchAnswer);
  return { reader, requested };
}
