import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amount-input.ts';

describe('parseAmountInput', () => {
  it.each([
    ['50000', '50000.00'],
    ['50,000.5', '50000.50'],
    [' 6 500.25 ', '6500.25'],
    ['0.10', '0.10'],
    ['12345678901234567.89', '12345678901234567.89'],
  ])('reads %j as %s', (text, money) => {
    expect(parseAmountInput(text)).toBe(money);
  });

  it('reads an empty field as no amount', () => {
    expect(parseAmountInput('  ')).toBeUndefined();
  });

  it.each(['-5', '1.234', 'abc', '1e5', '€50'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});
