import { describe, expect, it } from 'vitest';
import { useRedisLinks } from '../../testing/redis-links.ts';
import { createRedisLogins } from './redis-logins.ts';

describe('createRedisLogins', () => {
  const openLinks = useRedisLinks();

  it('counts failures made through any instance: the sixth waits 1 s, then 2 s, on every instance', async () => {
    const opened = await openLinks('logins', 2);
    let time = 1_000_000;
    const [a, b] = opened.map((link) => createRedisLogins(link, () => time));
    for (let failure = 0; failure < 5; failure++) await (failure % 2 ? a! : b!).fail('203.0.113.7', true);
    expect(await b!.waitMs('203.0.113.7', true)).toBe(1_000);
    time += 1_000;
    expect(await a!.waitMs('203.0.113.7', true)).toBe(0);
    expect(await a!.fail('203.0.113.7', true)).toEqual({ failures: 6, waitMs: 2_000 });
    expect(await b!.waitMs('198.51.100.1', false)).toBe(0);
    await b!.succeed('203.0.113.7');
    expect(await a!.waitMs('203.0.113.7', false)).toBe(0);
  });
});
