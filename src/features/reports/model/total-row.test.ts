import { describe, expect, it } from 'vitest';
import { totalColumn, totalRow } from './total-row.ts';

const cells = [{ value: 100n }];

describe('totalRow', () => {
  it('is the footer row named Total, in the table and in CSV', () => {
    expect(totalRow(cells)).toEqual({ key: 'total', label: 'Total', csvLabel: 'Total', kind: 'total', cells });
  });
});

describe('totalColumn', () => {
  it('is the last column named Total, with its change when compared', () => {
    expect(totalColumn()).toEqual({ key: 'total', label: 'Total', withChange: true });
  });

  it('names the earlier window a compared total is set against, and says there is none when not comparing', () => {
    const compared = totalColumn({ from: '2025-01-01', to: '2025-06-30' });
    expect(compared.earlierPeriod).toEqual({ label: 'Jan 1 – Jun 30, 2025', csv: '2025-01-01/2025-06-30' });
    expect(totalColumn(null).earlierPeriod).toBeNull();
  });
});
