import { describe, expect, it } from 'vitest';
import { describeMonths, periodLabel, windowLabel } from './period-label.ts';

const month = (start: string, end: string) => ({ start, end });

describe('windowLabel', () => {
  it.each([
    [{ from: '2026-09-01', to: '2026-09-30' }, 'Sep 2026'],
    [{ from: '2025-01-01', to: '2025-11-20' }, 'Jan 1 – Nov 20, 2025'],
    [{ from: '2025-01-01', to: '2025-12-31' }, 'Jan 1 – Dec 31, 2025'],
    [{ from: '2025-12-01', to: '2026-01-31' }, 'Dec 1, 2025 – Jan 31, 2026'],
  ])('names %o "%s"', (window, expected) => {
    expect(windowLabel(window, 'en-US')).toBe(expected);
  });
});

describe('periodLabel', () => {
  it('names a whole month by its month, a clipped one by its days', () => {
    expect(periodLabel(month('2026-02-01', '2026-02-28'), 'month', 'en-US')).toBe('Feb 2026');
    expect(periodLabel(month('2026-11-01', '2026-11-20'), 'month', 'en-US')).toBe('Nov 1 – Nov 20, 2026');
  });
});

describe('describeMonths', () => {
  it('joins months that follow each other into runs', () => {
    const months = [
      month('2026-01-01', '2026-01-31'),
      month('2026-02-01', '2026-02-28'),
      month('2026-03-01', '2026-03-31'),
      month('2026-05-01', '2026-05-31'),
    ];
    expect(describeMonths(months, 'en-US')).toBe('Jan 2026 – Mar 2026, May 2026');
  });
});
