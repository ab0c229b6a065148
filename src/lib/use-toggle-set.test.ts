import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToggleSet } from './use-toggle-set.ts';

describe('useToggleSet', () => {
  it('adds a key the first time and takes it out the second, leaving the others', () => {
    const { result } = renderHook(() => useToggleSet<string>());
    act(() => {
      result.current[1]('Inflows');
    });
    act(() => {
      result.current[1]('Outflows');
    });
    expect([...result.current[0]]).toEqual(['Inflows', 'Outflows']);
    act(() => {
      result.current[1]('Inflows');
    });
    expect([...result.current[0]]).toEqual(['Outflows']);
  });
});
