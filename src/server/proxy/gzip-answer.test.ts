import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedBody, worthGzipping } from './gzip-answer.ts';
import type { CachedAnswer } from './cached-answer.ts';

function answer(body: string | Uint8Array): CachedAnswer {
  return { status: 200, headers: { 'content-type': 'application/json' }, body, upstreamRequestId: null };
}

describe('gzippedBody', () => {
  it('compresses an answer once, however many clients ask', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: 300 }, (_, index) => ({ id: `txn_${index}` })) }));
    const cached = answer(body);
    const first = gzippedBody(cached);
    expect(gzippedBody(cached)).toBe(first);
    expect(new Uint8Array(gunzipSync(await first))).toEqual(body);
    expect((await first).byteLength).toBeLessThan(body.byteLength / 3);
  });

  it('leaves small answers, such as error envelopes, as they are', () => {
    expect(worthGzipping(answer('{"error":{"type":"not_found"}}'))).toBe(false);
    expect(worthGzipping(answer(new Uint8Array(4096)))).toBe(true);
  });
});
