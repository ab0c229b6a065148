import { describe, expect, it } from 'vitest';
import { createUpstreamHealth } from './healthz.ts';
import { readyzRoute, UPSTREAM_FAILURE_MEMORY_MS, upstreamCheck } from './readyz.ts';

describe('upstreamCheck', () => {
  it('fails after an upstream failure for a minute, unless the upstream answered since', () => {
    let now = 1_000_000;
    const health = createUpstreamHealth(() => now);
    const check = upstreamCheck(health, () => now);
    expect(check.failure()).toBeNull();
    health.noteFault();
    expect(check.failure()).toBe('The upstream API failed on its last call.');
    now += UPSTREAM_FAILURE_MEMORY_MS - 1;
    expect(check.failure()).not.toBeNull();
    now += 1;
    expect(check.failure()).toBeNull();
    health.noteAnswer(500);
    expect(check.failure()).not.toBeNull();
    // In the same millisecond: the order of the calls decides.
    health.noteAnswer(404);
    expect(check.failure()).toBeNull();
  });
});

describe('readyzRoute', () => {
  it('a check that only degrades is reported without failing readiness; a failing one fails it', async () => {
    const database = { name: 'database', failure: () => 'The database does not answer.', degradesOnly: true };
    const degraded = await readyzRoute([database]).request('/readyz');
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toEqual({ status: 'ready', degraded: [{ check: 'database', reason: 'The database does not answer.' }] });

    const stopping = await readyzRoute([database, { name: 'server', failure: () => 'The server is stopping.' }]).request('/readyz');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({
      status: 'not_ready',
      failing: [{ check: 'server', reason: 'The server is stopping.' }],
      degraded: [{ check: 'database', reason: 'The database does not answer.' }],
    });
  });
});
