import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCashWeeks } from '../../core/cash-weeks/read-cash-weeks.ts';
import { buildVersion } from '../../core/cash-weeks/version-builder.ts';
import { createDemoApi } from '../../demo-api/app.ts';
import { createApiReader } from '../api-reader/api-reader.ts';
import { gatewayAnswers } from '../api-reader/gateway-answers.ts';
import { API_PREFIX } from '../http/api-path.ts';
import { createApiGateway, createApiProxy } from '../proxy/proxy.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';

const TODAY = '2026-11-20';

// One demo for the file: generating it is most of a second; each server over it has its own gateway and cache.
let app: Hono;
beforeAll(() => {
  app = createDemoApi({ seed: 42, scale: 1, apiKey: FAKE_KEY, forbiddenKey: 'none', rateLimit: 100_000, today: TODAY }).app;
}, 30_000);

/** The proxy and the versions' reader over one gateway, in front of the demo API; every upstream call is recorded. */
function serverOverDemo() {
  const upstream = createFakeUpstream((request) => {
    const url = new URL(request.url);
    return app.request(`${url.pathname}${url.search}`, { headers: request.headers });
  });
  const options = { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client, log: () => {} };
  const gateway = createApiGateway(options);
  const proxy = new Hono().route(API_PREFIX, createApiProxy(options, gateway));
  const browser = createApiReader(async (apiUrl) => {
    const response = await proxy.request(apiUrl);
    return { status: response.status, body: await response.text(), retryAfterS: null };
  });
  return { upstream, browser, versions: createApiReader(gatewayAnswers(gateway, 'server:versions')) };
}

describe('what a forecast version costs upstream', () => {
  it('three requests when nothing is cached; none when the 13 weeks were just read through the proxy', async () => {
    const cold = serverOverDemo();
    await buildVersion({ read: cold.versions, today: TODAY });
    expect(cold.upstream.received.map(({ url }) => url.pathname)).toEqual([
      '/v1/transactions/summary',
      '/v1/transactions/summary',
      '/v1/forecasts',
    ]);

    const warm = serverOverDemo();
    await readCashWeeks(warm.browser, TODAY);
    const afterPage = warm.upstream.received.length;
    const version = await buildVersion({ read: warm.versions, today: TODAY });
    expect(afterPage).toBe(6);
    expect(warm.upstream.received).toHaveLength(afterPage);
    expect(version.cells.length).toBeGreaterThan(0);
  });
});
