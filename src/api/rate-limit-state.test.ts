import { beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./rate-limit-state.ts');
let store: Store;

// A fresh module per test: the store is module state.
beforeEach(async () => {
  vi.resetModules();
  store = await import('./rate-limit-state.ts');
});

const staleSince = (value: string) => new Headers({ 'X-Dashboard-Stale-Since': value });
const fresh = () => new Headers();

describe('recordAnswerStaleness', () => {
  it('records when a stale answer’s copy was fetched', () => {
    store.recordAnswerStaleness('/api/accounts', staleSince('2026-11-20T09:14:05.000Z'));
    expect(store.getRateLimitState()).toMatchObject({ oldestStaleSince: Date.parse('2026-11-20T09:14:05.000Z'), staleAnswers: 1 });
  });

  it('clears it when the same URL answers fresh', () => {
    store.recordAnswerStaleness('/api/accounts', staleSince('2026-11-20T09:14:05.000Z'));
    store.recordAnswerStaleness('/api/banks', fresh());
    expect(store.getRateLimitState().oldestStaleSince).not.toBeNull();
    store.recordAnswerStaleness('/api/accounts', fresh());
    expect(store.getRateLimitState().oldestStaleSince).toBeNull();
  });

  it('gives the oldest copy across URLs, and the next oldest once that one is fresh', () => {
    store.recordAnswerStaleness('/api/accounts', staleSince('2026-11-20T09:14:05Z'));
    store.recordAnswerStaleness('/api/banks', staleSince('2026-11-20T08:00:00.000Z'));
    store.recordAnswerStaleness('/api/labels', staleSince('2026-11-20T09:30:00.000Z'));
    expect(store.getRateLimitState().oldestStaleSince).toBe(Date.parse('2026-11-20T08:00:00.000Z'));
    store.recordAnswerStaleness('/api/banks', fresh());
    expect(store.getRateLimitState().oldestStaleSince).toBe(Date.parse('2026-11-20T09:14:05.000Z'));
  });

  it.each([
    'yesterday',
    '2026-11-20',
    '2026-11-20T09:14:05+01:00',
    '2026-11-20 09:14:05Z',
    '2026-02-30T09:14:05Z',
    '2026-11-20T25:00:00Z',
    '',
  ])('treats a malformed header (%j) as fresh', (value) => {
    store.recordAnswerStaleness('/api/accounts', staleSince('2026-11-20T09:14:05.000Z'));
    store.recordAnswerStaleness('/api/accounts', staleSince(value));
    expect(store.getRateLimitState()).toMatchObject({ oldestStaleSince: null, staleAnswers: 1 });
  });
});
