import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env-file.ts';

describe('readEnv', () => {
  it('adds the variables of the file, and the real environment wins', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'env-file-')), '.env');
    writeFileSync(file, '# upstream\nAPI_BASE_URL=https://api.example.com/v1\nAPI_KEY="from file"\nPORT=9000\n');
    expect(readEnv(file, { PORT: '7000' })).toEqual({ API_BASE_URL: 'https://api.example.com/v1', API_KEY: 'from file', PORT: '7000' });
  });

  it('returns the environment as it is without a file', () => {
    const env = { PORT: '7000' };
    expect(readEnv(join(tmpdir(), 'no-such-dir', '.env'), env)).toBe(env);
  });
});
