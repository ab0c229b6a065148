import { describe, expect, it } from 'vitest';
import { foldTopGroups } from './fold-top-groups.ts';
import { toGroupedChart } from './chart-model.ts';

describe('toGroupedChart', () => {
  const jan = { start: '2026-01-01', end: '2026-01-31' };
  const folded = foldTopGroups(
    [{ periodStart: jan.start, periodEnd: jan.end, group: 'a', flows: { inflows: 1234n, outflows: -5n, net: 1229n } }],
    [jan],
    8,
  );

  it('stacks each group inflows above and outflows below, keeping exact amounts for tooltips', () => {
    const chart = toGroupedChart(folded, 'month', () => ({ label: 'Acme', color: '#123456' }), 'bars');
    expect(chart.series.map((series) => [series.key, series.stack])).toEqual([
      ['a:in', 'flows'],
      ['a:out', 'flows'],
    ]);
    expect(chart.points[0]!.values).toEqual({ 'a:in': 12.34, 'a:out': -0.05 });
    expect(chart.points[0]!.exact).toEqual({ 'a:in': '12.34', 'a:out': '-0.05' });
    expect(chart.legend).toEqual([{ key: 'a', label: 'Acme', color: '#123456' }]);
  });

  it('draws one net line per group', () => {
    const chart = toGroupedChart(folded, 'month', () => ({ label: 'Acme', color: '#123456' }), 'lines');
    expect(chart.points[0]!.exact).toEqual({ 'a:net': '12.29' });
  });
});
