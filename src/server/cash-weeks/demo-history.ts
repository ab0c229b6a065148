import type { ApiReader } from '../../core/api/api-reader.ts';
import { Worker } from 'node:worker_threads';
import type { IsoDate } from '../../core/calendar-date.ts';
import { createDemoApi } from '../../demo-api/app.ts';
import type { DemoOptions } from '../../demo-api/options.ts';
import { createApiReader } from '../api-reader/api-reader.ts';
import type { VersionContent } from '../../core/cash-weeks/version-builder.ts';
import type { Reconstruction } from './version-scheduler.ts';

/**
 * The demo API as it stood on `today`, read in-process: the demo generates its data for a given
 * day, so a version built against it is what its plan said that day (docs/api-assumptions.md,
 * "The demo's past forecast versions"). Each day gets its own API, dropped once read; no request
 * leaves the process and none counts against the running demo's rate limit.
 */
export type DemoHistoryOptions = Omit<DemoOptions, 'today' | 'rateLimit'>;

export function demoHistoryReader(options: DemoHistoryOptions): (today: IsoDate) => ApiReader {
  return (today) => {
    const { app } = createDemoApi({ ...options, today, rateLimit: Number.MAX_SAFE_INTEGER });
    return createApiReader(async (apiUrl) => {
      const response = await app.request(apiUrl.replace(/^\/api\//, '/v1/'), { headers: { Authorization: `Bearer ${options.apiKey}` } });
      const retryAfter = response.headers.get('retry-after');
      return { status: response.status, body: await response.text(), retryAfterS: retryAfter === null ? null : Number(retryAfter) };
    });
  };
}

type WorkerAnswer = { id: number; content?: VersionContent; error?: string };

/**
 * The demo's past versions built in a worker thread: each demo day costs about a second of CPU
 * to generate, which on the server's own thread would hold every request for that second. The
 * worker starts with the first Monday asked and goes once all are stored (`finished`).
 */
export function demoVersionBuilder(options: DemoHistoryOptions, weeks: number): Reconstruction {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (content: VersionContent) => void; reject: (error: Error) => void }>();
  const started = () => {
    if (worker !== null) return worker;
    const started = new Worker(new URL('./demo-history-worker.mjs', import.meta.url), { workerData: options });
    started.unref();
    started.on('message', ({ id, content, error }: WorkerAnswer) => {
      const settle = waiting.get(id);
      waiting.delete(id);
      if (content !== undefined) settle?.resolve(content);
      else settle?.reject(new Error(error ?? 'The demo history worker gave no version.'));
    });
    started.on('error', (error) => {
      for (const settle of waiting.values()) settle.reject(error);
      waiting.clear();
      worker = null;
    });
    worker = started;
    return started;
  };
  return {
    weeks,
    // The worker's own thread is the pause: the server's requests go on meanwhile.
    pauseBetweenDaysMs: 0,
    whenAsked: true,
    buildFor: (today) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, today });
      }),
    finished: () => {
      void worker?.terminate();
      worker = null;
    },
  };
}
