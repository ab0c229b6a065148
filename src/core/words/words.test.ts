import { describe, expect, it } from 'vitest';
import { agreeing, capitalised, plural, shownName } from './words.ts';

describe('the words both sides write', () => {
  it('counts a noun, singular for one on either side of zero', () => {
    expect(plural(1, 'forecast')).toBe('1 forecast');
    expect(plural(0, 'forecast')).toBe('0 forecasts');
    expect(plural(3, 'forecast')).toBe('3 forecasts');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
    expect(agreeing(-1, 'day')).toBe('day');
    expect(agreeing(-2, 'day')).toBe('days');
  });

  it('makes a verb agree with its count', () => {
    expect(agreeing(1, 'stays', 'stay')).toBe('stays');
    expect(agreeing(4, 'stays', 'stay')).toBe('stay');
  });

  it('capitalises a sentence and shows a name as one plain line', () => {
    expect(capitalised('late receipts')).toBe('Late receipts');
    expect(shownName('  Acme\u202e Ltd\n')).toBe('Acme Ltd');
  });
});
