import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZoneOnLeave } from './reader-time-zone.ts';

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('rememberTimeZoneOnLeave', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'reader_tz=; max-age=0; path=/';
  });

  it('writes the browser’s zone for the server once the page is hidden, never while it loads or is read', () => {
    rememberTimeZoneOnLeave();
    expect(document.cookie).not.toContain('reader_tz=');
    setVisibility('visible');
    expect(document.cookie).not.toContain('reader_tz=');
    setVisibility('hidden');
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`reader_tz=${encodeURIComponent(zone)}`);
  });
});
