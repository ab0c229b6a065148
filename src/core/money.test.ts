import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyString, isMoney, parseMoney, percentChange, sumMoney, toMoneyString } from './money.ts';

describe('parseMoney / toMoneyString', () => {
  it.each([
    ['0.00', 0n],
    ['12.34', 1234n],
    ['-12.34', -1234n],
    ['-0.05', -5n],
    ['90071992547409.93', 9007199254740993n],
  ])('round-trips %s', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
    expect(toMoneyString(cents)).toBe(text);
  });

  it.each(['12', '12.3', '12.345', '1e3', ' 1.00', '+1.00', '1,00', '', '-.50'])('rejects %j', (text) => {
    expect(isMoney(text)).toBe(false);
    expect(() => parseMoney(text)).toThrow(RangeError);
  });
});

describe('sumMoney', () => {
  it('is exact where float addition is not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMoneyString(sumMoney(['0.10', '0.20']))).toBe('0.30');
  });

  it('keeps digits beyond the float range', () => {
    const huge = '90071992547409.91';
    expect(toMoneyString(sumMoney([huge, '0.01', '0.01']))).toBe('90071992547409.93');
  });

  it('sums signed flows', () => {
    expect(toMoneyString(sumMoney(['100.00', '-250.55', '0.55']))).toBe('-150.00');
  });
});

describe('formatMoney', () => {
  it('formats in the item currency and the reader locale', () => {
    expect(formatMoneyString('-1234.56', 'EUR', { locale: 'de-DE' })).toBe('-1.234,56\u00a0€');
    expect(formatMoneyString('1234.56', 'USD', { locale: 'en-US' })).toBe('$1,234.56');
    expect(formatMoneyString('1234.56', 'GBP', { locale: 'en-GB' })).toBe('£1,234.56');
  });

  it('keeps every digit of amounts a float cannot hold', () => {
    expect(formatMoney(9007199254740993n, 'EUR', { locale: 'en-US' })).toBe('€90,071,992,547,409.93');
  });

  it('shows a plus sign on signed flows but not on zero', () => {
    expect(formatMoneyString('5.00', 'EUR', { locale: 'en-US', signed: true })).toBe('+€5.00');
    expect(formatMoneyString('0.00', 'EUR', { locale: 'en-US', signed: true })).toBe('€0.00');
  });

  it('rounds half away from zero when dropping decimals', () => {
    expect(formatMoneyString('2.50', 'EUR', { locale: 'en-US', whole: true })).toBe('€3');
    expect(formatMoneyString('-2.50', 'EUR', { locale: 'en-US', whole: true })).toBe('-€3');
  });
});

describe('percentChange', () => {
  it.each([
    [10000n, 11250n, '+12.5'],
    [10000n, 9700n, '-3.0'],
    [-10000n, -12000n, '-20.0'],
    [10000n, 10000n, '0.0'],
    // Rounded, not cut: the figures of the October close.
    [100_00n, 112_68n, '+12.7'],
    [100_00n, 94_90n, '-5.1'],
    [100_00n, 103_55n, '+3.6'],
    [100_00n, 111_96n, '+12.0'],
    [100_00n, 33_44n, '-66.6'],
    // Half away from zero at the .x5 boundary, on both sides of zero and for a negative base.
    [1000_00n, 1126_50n, '+12.7'],
    [1000_00n, 873_50n, '-12.7'],
    [1000_00n, 1126_49n, '+12.6'],
    [1000_00n, 873_51n, '-12.6'],
    [-1000_00n, -1126_50n, '-12.7'],
    [-1000_00n, -873_50n, '+12.7'],
    [1000_00n, 1000_50n, '+0.1'],
    [1000_00n, 1000_49n, '0.0'],
    [1000_00n, 999_51n, '0.0'],
    [1000_00n, 999_50n, '-0.1'],
    // A third of a percent is not a repeating decimal cut anywhere.
    [3_00n, 4_00n, '+33.3'],
    [3_00n, 5_00n, '+66.7'],
  ])('from %s to %s is %s %%', (before, after, expected) => {
    expect(percentChange(before, after)).toBe(expected);
  });

  it('is null when the base is zero', () => {
    expect(percentChange(0n, 500n)).toBeNull();
  });
});
