/**
 * A background job that runs `tick` every `everyMs` (± a fifth, so instances started together
 * drift apart), never two at once: the next one is timed from the end of the last. `soon(ms)`
 * brings a waiting tick forward; `stop()` waits for the one under way. Timers are unref'd.
 */
export type Ticker = { start(): void; soon(inMs: number): void; stop(): Promise<void> };

export function createTicker(options: {
  everyMs: number;
  firstInMs?: number;
  tick: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): Ticker {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  let stopped = true;

  const schedule = (inMs = options.everyMs * (0.8 + Math.random() * 0.4)) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      current = options
        .tick()
        .catch(options.onError)
        .finally(() => {
          current = null;
          schedule();
        });
    }, inMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(options.firstInMs);
    },
    soon(inMs) {
      // A tick under way schedules the next one when it ends; a waiting timer is brought forward.
      if (stopped || timer === null) return;
      clearTimeout(timer);
      schedule(inMs);
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
