import type { ApiReader } from '../../core/alerts/api-reader.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { createDemoApi } from '../../demo-api/app.ts';
import type { DemoOptions } from '../../demo-api/options.ts';
import { createApiReader } from '../alerts/api-reader.ts';

/**
 * The demo API as it stood on `today`, read in-process: the demo generates its data for a given
 * day, so a version built against it is what its plan said that day (docs/api-assumptions.md,
 * "The demo's past forecast versions"). Each day gets its own API, dropped once read; no request
 * leaves the process and none counts against the running demo's rate limit.
 */
export function demoHistoryReader(options: Omit<DemoOptions, 'today' | 'rateLimit'>): (today: IsoDate) => ApiReader {
  return (today) => {
    const { app } = createDemoApi({ ...options, today, rateLimit: Number.MAX_SAFE_INTEGER });
    return createApiReader(async (apiUrl) => {
      const response = await app.request(apiUrl.replace(/^\/api\//, '/v1/'), { headers: { Authorization: `Bearer ${options.apiKey}` } });
      const retryAfter = response.headers.get('retry-after');
      return { status: response.status, body: await response.text(), retryAfterS: retryAfter === null ? null : Number(retryAfter) };
    });
  };
}
