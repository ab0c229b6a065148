import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getFrom, SECRET_API_KEY, startCountingDemo, startInstance } from '../testing/scale-out.ts';
import type { CountingDemo, TestInstance } from '../testing/scale-out.ts';
import { startTestRedis, TEST_REDIS_PASSWORD } from '../testing/redis-server.ts';
import type { TestRedis } from '../testing/redis-server.ts';

const CLAIM_LAPSE_MS = 300;

/** Issue 18: several instances sharing one Redis, against the demo API with its real limit. */
describe('several instances sharing one Redis', () => {
  let redis: TestRedis;
  let demo: CountingDemo;
  let instances: TestInstance[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 30_000);

  // A fresh demo API each time: its key's minute starts empty, as Redis does.
  beforeEach(async () => {
    demo = await startCountingDemo();
  }, 30_000);

  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    await demo.close();
    await redis.start();
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  });

  afterAll(async () => {
    await redis.stop();
  });

  async function startThree(options: { timeoutMs?: number } = {}): Promise<TestInstance[]> {
    instances = await Promise.all([0, 1, 2].map(() => startInstance({ redisUrl: redis.url, baseUrl: demo.baseUrl, ...options })));
    return instances;
  }

  it('serves from instance B an answer fetched through instance A', async () => {
    const [a, b] = await startThree();
    const first = await getFrom(`${a!.url}/api/accounts`);
    const second = await getFrom(`${b!.url}/api/accounts`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers['x-dashboard-cache'], second.headers['x-dashboard-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(demo.calls).toHaveLength(1);
    // The gzipped copy is shared too: B sends A's bytes compressed without compressing them again.
    const gzipped = await fetch(`${b!.url}/api/accounts`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzipped.text()).toBe(first.body);
  });

  it('makes one upstream call for 20 concurrent identical requests spread over 3 instances', async () => {
    const three = await startThree();
    // The one upstream call is held until all 20 requests have reached their instances.
    const held = demo.holdNext('/categories');
    const pending = Promise.all(
      Array.from({ length: 20 }, (_, index) => getFrom(`${three[index % 3]!.url}/api/categories?limit=500`, `127.0.0.${2 + index}`)),
    );
    await held.arrived;
    await waitFor(() => three.reduce((sum, instance) => sum + instance.received(), 0) === 20);
    held.release();
    const replies = await pending;
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(demo.calls.filter((call) => call.path.startsWith('/v1/categories'))).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.headers['x-dashboard-cache']))).toEqual(new Set(['miss', 'coalesced']));
  });

  it('keeps 3 instances driven past the budget within the limit, counted at the demo API', async () => {
    const three = await startThree();
    // 30 clients ask 300 different pages in all: more than twice the 120 a minute the key allows.
    const replies = await Promise.all(
      Array.from({ length: 30 }, async (_, client) => {
        const statuses: number[] = [];
        for (let page = 0; page < 10; page++) {
          const from = new Date(Date.UTC(2025, 0, 1 + client * 10 + page)).toISOString().slice(0, 10);
          statuses.push(
            (await getFrom(`${three[(client + page) % 3]!.url}/api/transactions?limit=1&from=${from}`, `127.0.1.${client + 1}`)).status,
          );
        }
        return statuses;
      }),
    );
    const statuses = replies.flat();
    expect(demo.calls.length).toBeLessThanOrEqual(120);
    expect(demo.calls.length).toBeGreaterThanOrEqual(100);
    expect(demo.calls.filter((call) => call.status === 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(demo.calls.length);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // 300 real requests through 3 instances, Redis and the demo API's socket: over a second even on an idle machine.
  }, 15_000);

  it('serves every request while Redis stops mid-traffic, and shares state again once it is back', async () => {
    const three = await startThree();
    const statuses: number[] = [];
    const served = three.map(() => 0);
    let running = true;
    const traffic = Promise.all(
      three.map(async (instance, index) => {
        for (let round = 0; running; round++) {
          const path = ['/accounts', '/banks?limit=500', '/labels?limit=500'][round % 3]!;
          statuses.push((await getFrom(`${instance.url}/api${path}`, `127.0.2.${index + 1}`)).status);
          served[index]!++;
        }
      }),
    );
    // Each phase lasts until every instance has answered a few more requests in it.
    const eachServesMore = async () => {
      const before = [...served];
      await waitFor(() => served.every((count, index) => count >= before[index]! + 4), 10_000);
    };
    await eachServesMore();
    await redis.stop();
    await waitFor(() => three.every((instance) => instance.shared.mode() === 'degraded'));
    await eachServesMore();
    await redis.start();
    await waitFor(() => three.every((instance) => instance.shared.mode() === 'shared'), 5_000);
    await eachServesMore();
    running = false;
    await traffic;
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Each instance said so once each way, naming neither the key nor Redis's password.
    for (const instance of three) {
      const lines = instance.logs.filter((line) => line.startsWith('Redis'));
      expect(lines.filter((line) => line.includes('unreachable'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('state shared'))).toHaveLength(2);
      expect(instance.logs.join('\n')).not.toContain(TEST_REDIS_PASSWORD);
    }
    const fetched = await getFrom(`${three[0]!.url}/api/counterparties?limit=500`);
    const shared = await getFrom(`${three[1]!.url}/api/counterparties?limit=500`);
    expect([fetched.headers['x-dashboard-cache'], shared.headers['x-dashboard-cache']]).toEqual(['miss', 'hit']);
    expect((await fetch(`${three[2]!.url}/readyz`)).status).toBe(200);
  }, 30_000);

  it('starts with Redis down: serves from memory with a part of the budget, and shares once Redis is up', async () => {
    await redis.stop();
    const alone = await startInstance({ redisUrl: redis.url, baseUrl: demo.baseUrl });
    instances = [alone];
    expect(alone.shared.mode()).toBe('degraded');
    expect((await getFrom(`${alone.url}/api/accounts`)).status).toBe(200);
    const notReady = await fetch(`${alone.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'not_ready',
      failing: [{ check: 'redis', reason: 'Redis is configured but does not answer.' }],
    });
    expect(alone.logs.filter((line) => line.includes('unreachable'))).toEqual([
      expect.stringContaining("serving from this instance's memory with 1/3 of the upstream budget"),
    ]);
    await redis.start();
    await waitFor(() => alone.shared.mode() === 'shared', 5_000);
    expect((await fetch(`${alone.url}/readyz`)).status).toBe(200);
  }, 15_000);

  it('takes over the claim of an instance that died while fetching', async () => {
    const [a, b] = await startThree();
    // A claims the key, then dies mid-call: its process is gone, its claim stays in Redis.
    demo.delayNext('/forecasts', 10_000);
    void getFrom(`${a!.url}/api/forecasts?limit=5`).catch(() => {});
    await waitFor(async () => (await keysMatching(':claim:')).length === 1);
    await a!.stop();
    // The claim lapses with the upstream timeout (5 s here); brought forward so the test need not wait for it.
    const started = Date.now();
    await lapseClaimsIn(CLAIM_LAPSE_MS);
    const reply = await getFrom(`${b!.url}/api/forecasts?limit=5`, '127.0.3.1');
    expect(reply.status).toBe(200);
    expect(reply.headers['x-dashboard-cache']).toBe('miss');
    // B waited for the claim to lapse, not for A's call: that one is still held at the demo API.
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLAIM_LAPSE_MS - 1);
    expect(demo.calls.filter((call) => call.path.startsWith('/v1/forecasts'))).toHaveLength(1);
    instances = instances.filter((instance) => instance !== a);
  }, 20_000);

  it('puts the API key in no Redis key or value', async () => {
    const three = await startThree();
    await Promise.all(
      ['/accounts', '/banks?limit=500', '/transactions?limit=5'].map((path, index) => getFrom(`${three[index]!.url}/api${path}`)),
    );
    await getFrom(`${three[0]!.url}/api/transactions?limit=5`);
    const client = new Redis(redis.url);
    const keys = await client.keys('*');
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      expect(key).not.toContain(SECRET_API_KEY);
      expect((await dump(client, key)).toString('latin1')).not.toContain(SECRET_API_KEY);
    }
    client.disconnect();
  });

  async function lapseClaimsIn(ms: number): Promise<void> {
    const client = new Redis(redis.url);
    for (const key of await keysMatching(':claim:')) await client.pexpire(key, ms);
    client.disconnect();
  }

  async function keysMatching(part: string): Promise<string[]> {
    const client = new Redis(redis.url);
    const keys = (await client.keys('*')).filter((key) => key.includes(part));
    client.disconnect();
    return keys;
  }
});

/** A key's whole content as bytes, whatever its type. */
async function dump(client: Redis, key: string): Promise<Buffer> {
  const type = await client.type(key);
  if (type === 'string') return (await client.getBuffer(key)) ?? Buffer.alloc(0);
  // Scores are times; the members are what could carry text.
  if (type === 'zset') return Buffer.from((await client.zrange(key, '0', '-1')).join('\n'));
  if (type === 'hash')
    return Buffer.from(
      Object.entries(await client.hgetall(key))
        .flat()
        .join('\n'),
    );
  throw new Error(`unexpected type ${type} for ${key}`);
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
