import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes one JSON line per call, with secrets in headers or named fields censored', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info(
      {
        headers: {
          authorization: 'Bearer sk_live_1',
          cookie: 'dashboard_device=abc',
          'x-dashboard-proxy-secret': 'proxy-secret-1',
          accept: 'application/json',
        },
        apiKey: 'sk_live_2',
        password: 'pw-3',
      },
      'request',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'info', msg: 'request', apiKey: '[redacted]', password: '[redacted]' });
    expect(line.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-dashboard-proxy-secret': '[redacted]',
      accept: 'application/json',
    });
    for (const secret of ['sk_live', 'abc', 'proxy-secret-1', 'pw-3']) expect(lines[0]).not.toContain(secret);
  });
});
