import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESENTATION_STORAGE_KEY, setPresentationMode, togglePresentationMode, usePresentationMode } from './presentation-mode.ts';
import { useScreenText } from './use-screen-text.ts';

afterEach(() => {
  act(() => setPresentationMode(false));
  localStorage.clear();
});

describe('presentation mode', () => {
  it('is kept in this browser while on, and forgotten when off', () => {
    const { result } = renderHook(() => usePresentationMode());
    expect(result.current).toBe(false);
    act(() => togglePresentationMode());
    expect(result.current).toBe(true);
    expect(localStorage.getItem(PRESENTATION_STORAGE_KEY)).toBe('on');
    act(() => togglePresentationMode());
    expect(result.current).toBe(false);
    expect(localStorage.getItem(PRESENTATION_STORAGE_KEY)).toBeNull();
  });

  it('follows a switch made in another tab', () => {
    const { result } = renderHook(() => usePresentationMode());
    localStorage.setItem(PRESENTATION_STORAGE_KEY, 'on');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PRESENTATION_STORAGE_KEY, newValue: 'on' }));
    });
    expect(result.current).toBe(true);
  });

  it('masks what the screen shows, and nothing while off', () => {
    const { result } = renderHook(() => useScreenText());
    const acme = { id: 'c1', name: 'Acme GmbH' };
    expect(result.current.money('-1234.50', 'EUR', { locale: 'en-US' })).toBe('-€1,234.50');
    expect(result.current.counterparty(acme)).toBe('Acme GmbH');
    act(() => setPresentationMode(true));
    expect(result.current.money('-1234.50', 'EUR', { locale: 'en-US' })).toMatch(/^-€•••[A-Z]+$/);
    expect(result.current.counterparty(acme)).toMatch(/^Counterparty \d+$/);
    expect(result.current.ticks('EUR', String)(1_500_000)).not.toMatch(/\d/);
  });
});
