import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZoneWhenIdle } from './reader-time-zone.ts';

describe('rememberTimeZoneWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = 'reader_tz=; max-age=0; path=/';
  });

  it('writes the browser’s zone for the server once the page is idle, not during the first render', () => {
    vi.useFakeTimers();
    rememberTimeZoneWhenIdle();
    expect(document.cookie).not.toContain('reader_tz=');
    vi.runAllTimers();
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`reader_tz=${encodeURIComponent(zone)}`);
  });
});
