import { createDemoApi } from '../../demo-api/app.ts';
import type { ApiReader } from '../../core/alerts/api-reader.ts';
import { createApiReader } from '../alerts/api-reader.ts';
import type { ApiAnswer } from '../alerts/api-reader.ts';

const KEY = 'demo_key';

/**
 * An ApiReader straight over an in-process demo API, as the alert tests read it: the same data
 * `npm start` serves for that profile and day, without a server or the proxy. Each call to
 * `reader` counts, so a test can hold a rule to its request budget.
 */
export function demoReader(options: { today: string; profile?: string; rateLimit?: number }) {
  const { app } = createDemoApi({ seed: 42, scale: 1, apiKey: KEY, forbiddenKey: 'demo_key_no_api', rateLimit: options.rateLimit ?? 100_000, today: options.today, ...(options.profile && { profile: options.profile }) });
  const requested: string[] = [];
  const fetchAnswer = async (apiUrl: string): Promise<ApiAnswer> => {
    requested.push(apiUrl);
    const response = await app.request(apiUrl.replace(/^\/api\//, '/v1/'), { headers: { Authorization: `Bearer ${KEY}` } });
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, body: await response.text(), retryAfterS: retryAfter === null ? null : Number(retryAfter) };
  };
  const reader: ApiReader = createApiReader(fetchAnswer);
  return { reader, requested, app };
}
