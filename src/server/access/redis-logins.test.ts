import { describe, expect, it } from 'vitest';
import { useRedisLinks } from '../testing/redis-links.ts';
import { createRedisLogins } from './redis-logins.ts';

describe('createRedisLogins', () => {
  const openLinks = useRedisLinks();

  it('counts failures made through any instance: the sixth waits 1 s, then 2 s, on every instance', async () => {
    const opened = await openLinks('logins', 2);
    let time = 1_000_000;
    const [a, b] = opened.map((link) => createRedisLogins(link, () => time));
    for (let failure = 0; failure < 5; failure++) await (failure % 2 ? a! : b!).fail('203.0.113.7', true);
    expect(await b!.turnMs('203.0.113.7', true)).toBe(1_000);
    time += 1_000;
    expect(await a!.turnMs('203.0.113.7', true)).toBe(0);
    expect(await a!.fail('203.0.113.7', true)).toEqual({ failures: 6, waitMs: 2_000 });
    expect(await b!.turnMs('198.51.100.1', false)).toBe(0);
    await b!.succeed('203.0.113.7');
    expect(await a!.turnMs('203.0.113.7', false)).toBe(0);
  });

  it('past 50 failures together, hands out turns in order on every instance, spaced as if each were a failure', async () => {
    const opened = await openLinks('login-turns', 2);
    let time = 1_000_000;
    const [a, b] = opened.map((link) => createRedisLogins(link, () => time));
    for (let failure = 0; failure < 50; failure++) await a!.fail(`192.0.2.${failure}`, true);
    expect(await a!.turnMs('first', true)).toBe(0);
    expect(await b!.turnMs('second', true)).toBe(1_000);
    expect(await a!.turnMs('third', true)).toBe(2_000);
    expect(await a!.turnMs('second', true)).toBe(1_000);
    expect(await b!.turnMs('device:x', false)).toBe(0);
    time += 1_000;
    expect(await a!.turnMs('second', true)).toBe(0);
    expect(await b!.turnMs('second', true)).toBe(3_000);
  });

  it('gives an address 3 device cookies per 15 minutes across instances', async () => {
    const opened = await openLinks('login-mints', 2);
    const [a, b] = opened.map((link) => createRedisLogins(link));
    const given = [await a!.mayMintDevice('203.0.113.7'), await b!.mayMintDevice('203.0.113.7'), await a!.mayMintDevice('203.0.113.7')];
    expect([...given, await b!.mayMintDevice('203.0.113.7')]).toEqual([true, true, true, false]);
    expect(await b!.mayMintDevice('198.51.100.1')).toBe(true);
  });
});
