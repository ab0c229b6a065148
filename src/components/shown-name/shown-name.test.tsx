import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShownName } from './shown-name.tsx';

describe('ShownName', () => {
  it('shows a name of ordinary length whole, isolated, without a tooltip', () => {
    const { container } = render(<ShownName text="Lumen Trading S.L." />);
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toBe('Lumen Trading S.L.');
    expect(bdi?.hasAttribute('title')).toBe(false);
  });

  it('cuts a long name on screen and keeps the whole of it in the tooltip and for screen readers', () => {
    const long = `Ferrovia ${'X'.repeat(20_000)}`;
    const { container } = render(<ShownName text={long} />);
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(Array.from(shown?.textContent ?? '')).toHaveLength(80);
    expect(container.querySelector('bdi')?.getAttribute('title')).toBe(long);
    expect(screen.getByText(long).className).toBe('visually-hidden');
  });
});
