import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { accountsRequest } from '../../core/api/requests.ts';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { API_PREFIX } from '../http/api-path.ts';
import { createApiGateway, createApiProxy } from '../proxy/proxy.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, okAnswer, rateLimitedAnswer, TEST_TUNING } from '../testing/fake-upstream.ts';
import { createApiReader } from './api-reader.ts';
import { gatewayAnswers, SERVER_READERS } from './gateway-answers.ts';

const account = { object: 'account', id: '00000000-0000-4000-8000-000000000001' };

function gatewayOver(handler: () => Response) {
  const upstream = createFakeUpstream(handler);
  const options = { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client };
  const gateway = createApiGateway(options);
  return { gateway, upstream, proxy: new Hono().route(API_PREFIX, createApiProxy(options, gateway)) };
}

describe('gatewayAnswers', () => {
  it('reads through the proxy’s cache: an answer already fetched costs no call', async () => {
    const { gateway, upstream, proxy } = gatewayOver(() => okAnswer([account]));
    expect((await proxy.request('/api/accounts')).status).toBe(200);
    const read = gatewayAnswers(gateway, SERVER_READERS.alerts);
    const answers = await Promise.all([read('/api/accounts'), read('/api/accounts')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(JSON.parse(answers[0]?.body ?? '')).toMatchObject({ data: [account] });
    expect(upstream.received).toHaveLength(1);
  });

  it('sends the key upstream and never returns it', async () => {
    const { gateway, upstream } = gatewayOver(() => okAnswer([account]));
    const answer = await gatewayAnswers(gateway, SERVER_READERS.alerts)('/api/accounts');
    expect(upstream.received[0]?.headers.get('authorization')).toBe(`Bearer ${FAKE_KEY}`);
    expect(answer.body).not.toContain(FAKE_KEY);
  });

  it('gives a 429 back with its Retry-After, so a reader stops and the engine postpones', async () => {
    const { gateway } = gatewayOver(() => rateLimitedAnswer(42));
    const reader = createApiReader(gatewayAnswers(gateway, SERVER_READERS.alerts));
    await expect(reader.list(accountsRequest(), accountSchema)).rejects.toMatchObject({ status: 429, retryAfterS: 42 });
  });

  it('refuses a path that leaves the API without calling upstream', async () => {
    const { gateway, upstream } = gatewayOver(() => okAnswer([account]));
    const answer = await gatewayAnswers(gateway, SERVER_READERS.alerts)('/api/../admin');
    expect(answer.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });
});
