import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from './money-in-units.ts';

describe('formatMoneyIn', () => {
  it('writes exact cents, or whole units rounded half away from zero', () => {
    expect(formatMoneyIn('exact', '-25154.77', 'EUR', { locale: 'en-US', signed: true })).toBe('-€25,154.77');
    expect(formatMoneyIn('whole', '2.50', 'EUR', { locale: 'en-US' })).toBe('€3');
    expect(formatMoneyIn('whole', '-2.50', 'EUR', { locale: 'en-US' })).toBe('-€3');
  });

  it('writes thousands rounded half away from zero, marked after the last digit wherever the locale puts the symbol', () => {
    expect(formatMoneyIn('thousands', '1234567.89', 'EUR', { locale: 'en-US' })).toBe('€1,235k');
    expect(formatMoneyIn('thousands', '-25154.77', 'EUR', { locale: 'en-US', signed: true })).toBe('-€25k');
    expect(formatMoneyIn('thousands', '2500.00', 'EUR', { locale: 'en-US', signed: true })).toBe('+€3k');
    expect(formatMoneyIn('thousands', '-2500.00', 'EUR', { locale: 'en-US' })).toBe('-€3k');
    expect(formatMoneyIn('thousands', '499.99', 'EUR', { locale: 'en-US', signed: true })).toBe('€0k');
    expect(formatMoneyIn('thousands', '1234567.89', 'EUR', { locale: 'fr-FR' }).replace(/\s/g, ' ')).toBe('1 235k €');
  });

  it('keeps every digit of a huge figure, and writes the locale’s own format', () => {
    expect(formatMoneyIn('thousands', '6624828.98', 'EUR', { locale: 'en-US' })).toBe('€6,625k');
    expect(formatMoneyIn('thousands', '-6624828.98', 'EUR', { locale: 'de-DE' })).toBe('-6.625k\u00a0€');
    expect(formatMoneyIn('thousands', '90071992547409930.00', 'EUR', { locale: 'en-US' })).toBe('€90,071,992,547,410k');
  });
});
