import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomWindowInputs } from './custom-window-inputs.tsx';

afterEach(cleanup);

const november = { from: '2026-11-01', to: '2026-11-30' };

function input(label: 'From' | 'To'): HTMLInputElement {
  return screen.getByLabelText(label);
}

describe('CustomWindowInputs', () => {
  it('keeps a date being typed across renders that bring the same window', () => {
    const { rerender } = render(<CustomWindowInputs window={november} onCommit={vi.fn()} />);
    fireEvent.change(input('From'), { target: { value: '2026-10-01' } });
    rerender(<CustomWindowInputs window={{ ...november }} onCommit={vi.fn()} />);
    expect(input('From').value).toBe('2026-10-01');
  });

  it('shows a window changed elsewhere (shortcut, preset) in place of the draft, keeping the focus', () => {
    const { rerender } = render(<CustomWindowInputs window={november} onCommit={vi.fn()} />);
    input('From').focus();
    fireEvent.change(input('From'), { target: { value: '2026-10-01' } });
    rerender(<CustomWindowInputs window={{ from: '2026-12-01', to: '2026-12-31' }} onCommit={vi.fn()} />);
    expect([input('From').value, input('To').value]).toEqual(['2026-12-01', '2026-12-31']);
    expect(document.activeElement).toBe(input('From'));
  });

  it('commits on Enter, putting the ends in order', () => {
    const onCommit = vi.fn();
    render(<CustomWindowInputs window={november} onCommit={onCommit} />);
    fireEvent.change(input('From'), { target: { value: '2026-12-15' } });
    fireEvent.keyDown(input('From'), { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith({ from: '2026-11-30', to: '2026-12-15' });
  });

  it('commits no date a link would drop: a year still being typed, or one outside 1900–2200', () => {
    const onCommit = vi.fn();
    render(<CustomWindowInputs window={november} onCommit={onCommit} />);
    for (const value of ['0202-12-15', '1899-12-31', '2201-01-01']) {
      fireEvent.change(input('To'), { target: { value } });
      fireEvent.keyDown(input('To'), { key: 'Enter' });
    }
    expect(onCommit).not.toHaveBeenCalled();
  });
});
