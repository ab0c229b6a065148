import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRateLimitHeaders, recordRateLimited, recordRateLimitLifted } from '../api/rate-limit-state.ts';
import { RateLimitBanner } from './rate-limit-banner.tsx';

afterEach(() => {
  act(() => recordRateLimitLifted());
  cleanup();
  vi.useRealTimers();
});

describe('RateLimitBanner', () => {
  it("says the workspace's limit is reached, quoting the API's own limit", () => {
    render(<RateLimitBanner />);
    act(() => {
      recordRateLimitHeaders(new Headers({ 'X-RateLimit-Limit': '120' }));
      recordRateLimited(12);
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Request limit reached\. The API allows 120 requests a minute for this workspace\. Retrying automatically in 12 s\.$/,
    );
  });

  it("says this browser's share is used up when the server refused it, not the API", () => {
    render(<RateLimitBanner />);
    act(() => {
      recordRateLimitHeaders(new Headers({ 'X-RateLimit-Limit': '100000' }));
      recordRateLimited(30, true);
    });
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toContain('Your share of requests is used up for this minute. The API allows 100,000 requests a minute');
    expect(text).toContain('the server keeps a third of them for the others');
    expect(text).not.toContain('Request limit reached');
  });

  it('counts each new wait down from its own start, however long the banner has been mounted', () => {
    vi.useFakeTimers();
    render(<RateLimitBanner />);
    act(() => recordRateLimited(12));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('status').textContent).toContain('Retrying automatically in 7 s.');

    // Between two ticks of the countdown: a clock kept from the last tick would read 13 s.
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => recordRateLimited(12));
    expect(screen.getByRole('status').textContent).toContain('Retrying automatically in 12 s.');

    act(() => recordRateLimitLifted());
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    act(() => recordRateLimited(12));
    expect(screen.getByRole('status').textContent).toContain('Retrying automatically in 12 s.');
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByRole('status').textContent).toContain('Retrying now…');
  });
});
