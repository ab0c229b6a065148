import { describe, expect, it } from 'vitest';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { actualsByCategoryWeek, measuredWindow, versionsToMeasure } from './accuracy-inputs.ts';
import { versionSummary } from './cash-weeks-fixtures.ts';

const TODAY = '2026-11-25';

describe('accuracy inputs', () => {
  it('measures the 13 complete weeks before this one', () => {
    expect(measuredWindow(TODAY)).toEqual({ from: '2026-08-24', to: '2026-11-22' });
  });

  it('downloads one version a week, the newest taken, and none from this week or before the longest lead', () => {
    const v = (id: string, firstWeek: string, takenAt: string) => ({ ...versionSummary, id, firstWeek, takenAt });
    const versions = [
      v('late', '2026-11-16', '2026-11-20T09:00:00Z'),
      v('early', '2026-11-16', '2026-11-16T07:00:00Z'),
      v('this-week', '2026-11-23', '2026-11-23T07:00:00Z'),
      v('first-lead', '2026-05-25', '2026-05-25T07:00:00Z'),
      v('too-old', '2026-05-18', '2026-05-18T07:00:00Z'),
    ];
    expect(versionsToMeasure(versions, TODAY)).toEqual(['first-lead', 'late']);
  });

  it("adds a summary's rows into net cents per week and category, uncategorised under null", () => {
    const row = (period_start: string, group: string | null, net: string) => ({
      period_start,
      period_end: period_start,
      group,
      net,
      inflows: '0.00',
      outflows: '0.00',
      count: 1,
    });
    const summary = {
      rows: [row('2026-11-16', 'cat', '10.50'), row('2026-11-16', null, '-3.00'), row('2026-11-09', 'cat', '1.00')],
    } as unknown as Summary;
    const actuals = actualsByCategoryWeek(summary);
    expect(actuals.get('2026-11-16')).toEqual(
      new Map([
        ['cat', 1050n],
        [null, -300n],
      ]),
    );
    expect(actuals.get('2026-11-09')).toEqual(new Map([['cat', 100n]]));
  });
});
