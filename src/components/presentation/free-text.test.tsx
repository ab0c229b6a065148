import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FreeText } from './free-text.tsx';
import { setPresentationMode } from './presentation-mode.ts';

afterEach(() => act(() => setPresentationMode(false)));

describe('FreeText', () => {
  it('shows the text, and only "Hidden" in presentation mode', () => {
    render(<FreeText text="Payment INV-2026-31915 Lumen Trading S.L." titled />);
    expect(screen.getByText('Payment INV-2026-31915 Lumen Trading S.L.')).toHaveProperty(
      'title',
      'Payment INV-2026-31915 Lumen Trading S.L.',
    );
    act(() => setPresentationMode(true));
    expect(screen.queryByText(/Lumen/)).toBeNull();
    expect(screen.getByText('Hidden')).toHaveProperty('title', '');
  });
});
