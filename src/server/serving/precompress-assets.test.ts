import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.ts';

type WriteBundle = (options: { dir?: string }, bundle: OutputBundle) => Promise<void>;

describe('precompressAssets', () => {
  it('writes a brotli and a gzip copy of each script and stylesheet, smaller and equal once decompressed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const rows = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Row ${index}` }));
    const script = `export const rows = ${JSON.stringify(rows)};`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'app.css'), 'body { color: black; }');
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const bundle = Object.fromEntries(
      ['app.js', 'app.css', 'index.html'].map((fileName) => [fileName, { fileName }]),
    ) as unknown as OutputBundle;

    const writeBundle = precompressAssets().writeBundle as WriteBundle;
    await writeBundle({ dir }, bundle);

    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'app.js.br')).byteLength).toBeLessThan(readFileSync(join(dir, 'app.js.gz')).byteLength);
    expect(readFileSync(join(dir, 'app.js.gz')).byteLength).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.css.br'))).toString()).toBe('body { color: black; }');
    // The server rewrites index.html per request: a copy of it would be stale.
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
