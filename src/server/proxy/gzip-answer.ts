import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CachedAnswer } from './cached-answer.ts';

const gzipAsync = promisify(gzip);

/** Below this, gzip's own header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

const gzipped = new WeakMap<CachedAnswer, Promise<Uint8Array>>();

export function worthGzipping(answer: CachedAnswer): boolean {
  const size = typeof answer.body === 'string' ? answer.body.length : answer.body.byteLength;
  return size >= MIN_BYTES;
}

/**
 * The answer's body gzipped once, shared by every browser that asks while the answer is cached
 * or in flight: compressing a 250-row page per request cost more CPU than everything else the
 * proxy does for it. A copy read from Redis carries the gzipped body its fetching instance stored.
 */
export function gzippedBody(answer: CachedAnswer): Promise<Uint8Array> {
  if (answer.gzipped) return Promise.resolve(answer.gzipped);
  let body = gzipped.get(answer);
  if (!body) {
    body = gzipAsync(answer.body);
    gzipped.set(answer, body);
  }
  return body;
}
