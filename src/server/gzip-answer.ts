import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CachedAnswer } from './response-cache.ts';

const gzipAsync = promisify(gzip);

/** Below this, gzip's own header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

const gzipped = new WeakMap<CachedAnswer, Promise<Uint8Array>>();

/** True when the Accept-Encoding header allows gzip (an explicit or wildcard q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = qualityOf(parameters);
    if (coding === 'gzip' || coding === 'x-gzip') return quality > 0;
    if (coding === '*') wildcard = quality;
  }
  return wildcard > 0;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => parameter.startsWith('q='));
  if (!q) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

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
