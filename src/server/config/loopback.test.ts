import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback.ts';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('%s is loopback', (host) => expect(isLoopback(host)).toBe(true));
  it.each(['0.0.0.0', '::', '192.168.0.1', 'example.com', '127.0.0.1.evil.example'])('%s is not', (host) =>
    expect(isLoopback(host)).toBe(false),
  );
});
