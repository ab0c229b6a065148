import { describe, expect, it } from 'vitest';
import type { AccuracyReport } from '../../core/cash-weeks/accuracy.ts';
import { largestErrors } from './largest-errors.ts';

const lead = (one: bigint | null, four: bigint | null, thirteen: bigint | null) => ({ 1: one, 4: four, 13: thirteen });

describe('largestErrors', () => {
  it('keeps the categories with the largest error at any lead, largest first, ties in the report’s order', () => {
    const report = {
      weeks: [],
      meanAbsoluteError: new Map([
        ['rent', lead(10n, 5n, null)],
        ['payroll', lead(900n, 20n, 15n)],
        [null, lead(null, null, 300n)],
        ['cloud', lead(10n, 10n, 10n)],
      ]),
      totalMeanAbsoluteError: lead(null, null, null),
    } satisfies AccuracyReport;
    expect(largestErrors(report, 3).map((category) => category.categoryId)).toEqual(['payroll', null, 'rent']);
    expect(largestErrors(report, 3)[0]!.byLead).toEqual(lead(900n, 20n, 15n));
  });
});
