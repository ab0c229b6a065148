import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadMask } from '../presentation/presentation-mode.ts';

/**
 * `findBy…` and `waitFor` resolve as soon as what they wait for is there; the limit only says when
 * to give up. Testing Library's default of one second is less than a busy two-core machine takes
 * to render a view with its fetches answered, so a correct view failed its test there.
 */
configure({ asyncUtilTimeout: 10_000 });

// Loaded once for the worker, as a page has it once the mode is on: a test turns the mode on and reads masked text at once.
await loadMask();

/**
 * The unit tests share one jsdom per worker (vite.config.ts, `isolate: false`): each test leaves
 * an empty document and empty storage, and each file puts back what it stubbed, so no test sees
 * what another drew, kept or replaced.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});
