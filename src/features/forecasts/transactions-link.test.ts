import { describe, expect, it } from 'vitest';
import { linkedTransactionsWindow } from './transactions-link.ts';

describe('linkedTransactionsWindow', () => {
  it('spans the linked transactions and the forecast date', () => {
    expect(linkedTransactionsWindow('2026-10-15', ['2026-10-18', '2026-09-30'])).toEqual({ from: '2026-09-30', to: '2026-10-18' });
  });

  it('is the forecast day alone when nothing is linked', () => {
    expect(linkedTransactionsWindow('2026-10-15', [])).toEqual({ from: '2026-10-15', to: '2026-10-15' });
  });
});
