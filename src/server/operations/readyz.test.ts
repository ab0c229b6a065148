import { describe, expect, it } from 'vitest';
import { createUpstreamHealth } from './healthz.ts';
import { UPSTREAM_FAILURE_MEMORY_MS, upstreamCheck } from './readyz.ts';

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
