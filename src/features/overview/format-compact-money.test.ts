import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from './format-compact-money.ts';

describe('formatCompactMoney', () => {
  it.each([
    [1_234_567, 'EUR', '€1.2M'],
    [-250_000, 'USD', '-$250K'],
    [0, 'GBP', '£0'],
  ])('%d %s reads %s', (value, currency, text) => {
    expect(formatCompactMoney(value, currency, 'en-US')).toBe(text);
  });
});
