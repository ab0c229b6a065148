import { describe, expect, it } from 'vitest';
import { useRedisLinks } from '../../testing/redis-links.ts';
import { createRedisBudget } from './redis-budget.ts';

const WINDOW_MS = 400;

describe('createRedisBudget', () => {
  const openLinks = useRedisLinks();

  async function budgets(namespace: string, count: number) {
    const opened = await openLinks(namespace, count);
    return opened.map((link) => createRedisBudget(link, { windowMs: WINDOW_MS }));
  }

  it('lets instances together make no more calls than the limit in a window, then frees them as it slides', async () => {
    const three = await budgets('slide', 3);
    await three[0]!.learn({ limit: 9, remaining: 9, resetS: WINDOW_MS / 1000 });
    const taken = await Promise.all(Array.from({ length: 30 }, async (_, call) => three[call % 3]!.take(`client${call}`)));
    expect(taken.filter((wait) => wait === 0)).toHaveLength(9);
    const refused = taken.filter((wait) => wait > 0);
    expect(Math.max(...refused)).toBeLessThanOrEqual(WINDOW_MS);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 20));
    expect(await three[1]!.take('late')).toBe(0);
  });

  it("keeps each client to a third of the limit, borrowing up to two thirds, whichever instance it reaches", async () => {
    const [a, b] = await budgets('shares', 2);
    await a!.learn({ limit: 9, remaining: 9, resetS: WINDOW_MS / 1000 });
    const greedy: number[] = [];
    for (let call = 0; call < 9; call++) greedy.push(await (call % 2 ? a! : b!).take('greedy'));
    expect(greedy.filter((wait) => wait === 0)).toHaveLength(6);
    expect(await a!.take('colleague')).toBe(0);
    expect(a!.share()).toBe(3);
  });

  it('counts the calls the upstream says were made elsewhere with the key, until its window resets', async () => {
    const [budget] = await budgets('learn', 1);
    await budget!.learn({ limit: 9, remaining: 2, resetS: 0.2 });
    expect(await budget!.take('a')).toBe(0);
    expect(await budget!.take('b')).toBe(0);
    expect(await budget!.take('c')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect(await budget!.take('c')).toBe(0);
  });
});
