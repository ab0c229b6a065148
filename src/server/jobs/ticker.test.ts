import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker } from './ticker.ts';

/** A tick that runs until the test ends it, counting how many began and how many ran at once. */
function heldTicks() {
  const stats = { begun: 0, running: 0, mostAtOnce: 0 };
  const ends: (() => void)[] = [];
  const tick = () => {
    stats.begun++;
    stats.running++;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    return new Promise<void>((resolve) => {
      ends.push(() => {
        stats.running--;
        resolve();
      });
    });
  };
  const endTick = () => ends.shift()?.();
  return { stats, tick, endTick };
}

describe('createTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The middle of the ± a fifth: every period exactly `everyMs`.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('ticks every period timed from the end of the last, never two at once', async () => {
    const { stats, tick, endTick } = heldTicks();
    const ticker = createTicker({ everyMs: 1_000, tick, onError: () => {} });
    ticker.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(stats.begun).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(stats.begun).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stats.begun).toBe(1);
    endTick();
    await vi.advanceTimersByTimeAsync(999);
    expect(stats.begun).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stats.begun).toBe(2);
    expect(stats.mostAtOnce).toBe(1);
    endTick();
    await ticker.stop();
  });

  it('drifts each period by up to a fifth, so instances started together part', async () => {
    const { stats, tick, endTick } = heldTicks();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const ticker = createTicker({ everyMs: 1_000, tick, onError: () => {} });
    ticker.start();
    await vi.advanceTimersByTimeAsync(800);
    expect(stats.begun).toBe(1);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    endTick();
    await vi.advanceTimersByTimeAsync(1_198);
    expect(stats.begun).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(stats.begun).toBe(2);
    endTick();
    await ticker.stop();
  });

  it('takes its first tick after `firstInMs`, and brings a waiting tick forward with soon()', async () => {
    const { stats, tick, endTick } = heldTicks();
    const ticker = createTicker({ everyMs: 60_000, firstInMs: 0, tick, onError: () => {} });
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(stats.begun).toBe(1);
    // A tick under way is left to finish; the next is timed from its end.
    ticker.soon(10);
    endTick();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stats.begun).toBe(1);
    ticker.soon(10);
    await vi.advanceTimersByTimeAsync(10);
    expect(stats.begun).toBe(2);
    endTick();
    await ticker.stop();
  });

  it('stop() waits for the tick under way and starts no other', async () => {
    const { stats, tick, endTick } = heldTicks();
    const ticker = createTicker({ everyMs: 1_000, tick, onError: () => {} });
    ticker.start();
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = ticker.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    endTick();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stats.begun).toBe(1);
    ticker.soon(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stats.begun).toBe(1);
  });

  it('reports a failed tick and goes on ticking', async () => {
    const errors: unknown[] = [];
    let ticks = 0;
    const failure = new Error('The database does not answer.');
    const tick = () => (++ticks === 1 ? Promise.reject(failure) : Promise.resolve());
    const ticker = createTicker({ everyMs: 1_000, tick, onError: (error) => errors.push(error) });
    ticker.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(errors).toEqual([failure]);
    expect(ticks).toBe(2);
    await ticker.stop();
  });
});
