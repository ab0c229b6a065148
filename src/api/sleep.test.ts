import { describe, expect, it } from 'vitest';
import { sleep } from './sleep.ts';

describe('sleep', () => {
  it('resolves after the wait', async () => {
    await expect(sleep(1, undefined)).resolves.toBeUndefined();
  });

  it('stops waiting as soon as the signal aborts, with its AbortError', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(sleep(60_000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
