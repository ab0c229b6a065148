import type { ProxyTuning } from '../config/proxy-config.ts';
import type { UpstreamClient } from '../proxy/upstream-client.ts';

export const FAKE_BASE_URL = 'http://upstream.test/v1';
export const FAKE_KEY = 'sk_test_0123456789abcdef';

/** The production defaults, with a short timeout and the cache state shown for the tests that count hits. */
export const TEST_TUNING: ProxyTuning = {
  timeoutMs: 1000,
  cacheTtlS: 30,
  cacheStaleMaxS: 600,
  cacheMaxBytes: 64 * 1024 * 1024,
  maxBodyBytes: 16 * 1024 * 1024,
  maxRateLimit: 10_000,
  exposeCacheState: true,
};

export type Received = { method: string; url: URL; headers: Headers };

type Handler = (request: Request) => Response | Promise<Response>;

/** A list answer with the spec's rate-limit headers and a cookie the proxy must drop. */
export function okAnswer(data: unknown[] = [{ object: 'account', id: 'a1' }]): Response {
  return Response.json(
    { object: 'list', data, has_more: false, next_cursor: null },
    {
      headers: {
        'X-RateLimit-Limit': '120',
        'X-RateLimit-Remaining': '119',
        'X-RateLimit-Reset': '42',
        'Set-Cookie': 'upstream_session=abc; Path=/',
        'X-Powered-By': 'upstream',
      },
    },
  );
}

export function rateLimitedAnswer(retryAfterS: number): Response {
  return Response.json(
    { error: { type: 'rate_limit', code: 'rate_limited', message: 'Too many requests', param: null, request_id: 'req_429' } },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterS), 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(retryAfterS) },
    },
  );
}

/** An upstream reached through the proxy's injectable client; it records every request it receives. */
export function createFakeUpstream(handler: Handler = () => okAnswer()): { client: UpstreamClient; received: Received[] } {
  const received: Received[] = [];
  const client: UpstreamClient = async ({ url, headers }) => {
    const request = new Request(url, { headers });
    received.push({ method: request.method, url: new URL(request.url), headers: request.headers });
    const response = await handler(request);
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };
  return { client, received };
}
