import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeFigure } from './change-figure.tsx';
import { changeBetween } from '../../core/cash-flow/change.ts';

describe('ChangeFigure', () => {
  it('says the change in words, marks it good for cash beyond colour, and shows its size and the earlier figure', () => {
    const { container } = render(<ChangeFigure change={changeBetween('outflows', -77508648n, -73558237n)!} currency="EUR" />);
    const figure = container.firstElementChild!;
    expect(figure.getAttribute('data-tone')).toBe('good');
    expect(figure.textContent).toBe('▼ outflows 5.1 % lower (good for cash)by €39,504.11 · was -€775,086.48');
  });

  it('names the earlier window when asked, and leaves it out against a plan shown beside it', () => {
    const change = changeBetween('inflows', 95582674n, 107706869n)!;
    expect(render(<ChangeFigure change={change} currency="EUR" signed={false} earlierAs="Sep 2026:" />).container.textContent).toContain(
      'Sep 2026: €955,826.74',
    );
    expect(render(<ChangeFigure change={change} currency="EUR" earlierAs={null} />).container.textContent).not.toContain('955,826.74');
  });

  it('writes its size and the earlier figure as the table writes its own: whole units or thousands, the data attributes exact', () => {
    const change = changeBetween('outflows', -77508648n, -73558237n)!;
    const whole = render(<ChangeFigure change={change} currency="EUR" units="whole" />).container;
    expect(whole.textContent).toContain('by €39,504 · was -€775,086');
    expect(whole.querySelector('[data-earlier]')!.getAttribute('data-earlier')).toBe('-775086.48');
    expect(render(<ChangeFigure change={change} currency="EUR" units="thousands" />).container.textContent).toContain(
      'by €40k · was -€775k',
    );
  });

  it('never calls a neutral change good or bad', () => {
    const { container } = render(<ChangeFigure change={changeBetween('excluded', -80461n, -164122n)!} currency="EUR" />);
    expect(container.textContent).toContain('excluded movements 104.0 % larger');
    expect(container.textContent).not.toMatch(/for cash/);
  });
});
