import { describe, expect, it } from 'vitest';
import { readerToday } from './reader-today.ts';

describe('readerToday', () => {
  // 23:30 in London on November 24 is already November 25 in Auckland and still November 24 in Los Angeles.
  const instant = new Date('2026-11-24T23:30:00Z');

  it('gives the date in the reader’s zone, which can differ from the server’s', () => {
    expect(readerToday('Europe/London', instant)).toBe('2026-11-24');
    expect(readerToday('Pacific/Auckland', instant)).toBe('2026-11-25');
    expect(readerToday('America/Los_Angeles', instant)).toBe('2026-11-24');
  });

  it('guesses nothing without a real zone', () => {
    expect(readerToday(undefined, instant)).toBeNull();
    expect(readerToday('', instant)).toBeNull();
    expect(readerToday('Mars/Olympus_Mons', instant)).toBeNull();
    expect(readerToday(`Europe/${'x'.repeat(100)}`, instant)).toBeNull();
  });
});
