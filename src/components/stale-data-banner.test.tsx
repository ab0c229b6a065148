import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordAnswerStaleness } from '../api/rate-limit-state.ts';
import { formatStaleSince, STALE_REFETCH_DELAY_MS, StaleDataBanner } from './stale-data-banner.tsx';

const URL = '/api/accounts';
const SINCE = '2026-11-20T09:14:05.000Z';

function renderBanner() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <StaleDataBanner />
    </QueryClientProvider>,
  );
  return invalidate;
}

afterEach(() => {
  act(() => recordAnswerStaleness(URL, new Headers()));
  cleanup();
  vi.useRealTimers();
});

describe('formatStaleSince', () => {
  it('gives the time alone on the same day, and the date too on another', () => {
    const since = Date.parse('2026-11-17T12:00:00Z');
    expect(formatStaleSince(since, since + 60_000, 'en-GB')).toMatch(/^\d{2}:\d{2}$/);
    expect(formatStaleSince(since, since + 3 * 86_400_000, 'en-GB')).toMatch(/^17 Nov 2026, \d{2}:\d{2}$/);
  });
});

describe('StaleDataBanner', () => {
  it('says nothing while every answer is fresh', () => {
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the time of the oldest copy, and Refresh now refetches', () => {
    const invalidate = renderBanner();
    act(() => recordAnswerStaleness(URL, new Headers({ 'X-Dashboard-Stale-Since': SINCE })));
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(`Some figures are from ${formatStaleSince(Date.parse(SINCE))}.`);
    expect(banner.querySelector('time')?.getAttribute('datetime')).toBe(SINCE);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('refetches by itself once after a stale answer, and not after a fresh one', () => {
    vi.useFakeTimers();
    const invalidate = renderBanner();
    act(() => recordAnswerStaleness(URL, new Headers({ 'X-Dashboard-Stale-Since': SINCE })));
    act(() => {
      vi.advanceTimersByTime(STALE_REFETCH_DELAY_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => recordAnswerStaleness(URL, new Headers()));
    act(() => {
      vi.advanceTimersByTime(2 * STALE_REFETCH_DELAY_MS);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets, after a refresh, a stale answer the refresh did not renew (a page no longer shown)', async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <StaleDataBanner />
      </QueryClientProvider>,
    );
    act(() => recordAnswerStaleness(URL, new Headers({ 'X-Dashboard-Stale-Since': SINCE }), Date.now() - 1000));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh now' })));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
