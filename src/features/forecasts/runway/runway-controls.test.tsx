import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPresentationMode } from '../../../components/presentation/presentation-mode.ts';
import { RunwayControls } from './runway-controls.tsx';

afterEach(() => {
  cleanup();
  setPresentationMode(false);
});

const props = { horizon: 6, weeks: null, countLate: false, currency: 'EUR' } as const;

function minCashInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Minimum cash/ });
}

describe('RunwayControls', () => {
  it("shows a link's horizon in weeks as the chosen horizon, and a choice of months in its place", () => {
    const onChange = vi.fn();
    render(<RunwayControls {...props} weeks={8} minCash={null} onChange={onChange} />);
    const horizon = screen.getByRole('combobox', { name: 'Horizon' });
    expect(screen.getByRole('option', { name: '8 weeks' })).toHaveProperty('selected', true);
    fireEvent.change(horizon, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith({ horizon: 3 });
  });

  it('keeps what the reader is typing across renders that bring the same amount', () => {
    const { rerender } = render(<RunwayControls {...props} minCash={null} onChange={vi.fn()} />);
    fireEvent.change(minCashInput(), { target: { value: '500' } });
    rerender(<RunwayControls {...props} minCash={null} onChange={vi.fn()} />);
    expect(minCashInput().value).toBe('500');
  });

  it('shows an amount changed elsewhere (back button, link) in place of the draft, keeping the focus', () => {
    const { rerender } = render(<RunwayControls {...props} minCash={null} onChange={vi.fn()} />);
    minCashInput().focus();
    fireEvent.change(minCashInput(), { target: { value: '500' } });
    rerender(<RunwayControls {...props} minCash={5_000_000n} onChange={vi.fn()} />);
    expect(minCashInput().value).toBe('50000.00');
    expect(document.activeElement).toBe(minCashInput());
  });

  it('commits a whole amount as the exact money string on blur', () => {
    const onChange = vi.fn();
    render(<RunwayControls {...props} minCash={null} onChange={onChange} />);
    fireEvent.change(minCashInput(), { target: { value: '50,000' } });
    fireEvent.blur(minCashInput());
    expect(onChange).toHaveBeenCalledWith({ min_cash: '50000.00' });
  });

  describe('in presentation mode', () => {
    it('keeps the minimum out of the document: an empty field over a masked placeholder', () => {
      setPresentationMode(true);
      render(<RunwayControls {...props} minCash={5_000_000_00n} onChange={vi.fn()} />);
      expect(minCashInput().value).toBe('');
      expect(minCashInput().getAttribute('value')).toBe('');
      expect(minCashInput().placeholder).toMatch(/^€•••[A-Z] \(hidden\)$/);
      expect(document.body.innerHTML).not.toContain('5000000');
    });

    it('keeps the hidden minimum when nothing is typed, and takes a new one when it is', () => {
      setPresentationMode(true);
      const onChange = vi.fn();
      render(<RunwayControls {...props} minCash={5_000_000_00n} onChange={onChange} />);
      fireEvent.blur(minCashInput());
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(minCashInput(), { target: { value: '40000' } });
      fireEvent.blur(minCashInput());
      expect(onChange).toHaveBeenCalledWith({ min_cash: '40000.00' });
    });
  });
});
