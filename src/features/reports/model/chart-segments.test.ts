import { describe, expect, it } from 'vitest';
import { foldTopGroups } from './fold-top-groups.ts';
import { toCashFlowChart, toForecastChart, toGroupedChart } from './chart-model.ts';
import { clampPosition, moveSegment, type SegmentGrid, toSegmentGrid } from './chart-segments.ts';

const noDirections = { inflows: { actual: null, forecast: null }, outflows: { actual: null, forecast: null } };

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };
const mar = { start: '2026-03-01', end: '2026-03-31' };
const flows = (inflows: bigint, outflows: bigint) => ({ inflows, outflows, net: inflows + outflows });

/** Three groups: a and b move both ways in January; in February only c pays out; nothing in March. */
const folded = foldTopGroups(
  [
    { periodStart: jan.start, periodEnd: jan.end, group: 'a', flows: flows(500n, -100n) },
    { periodStart: jan.start, periodEnd: jan.end, group: 'b', flows: flows(300n, -200n) },
    { periodStart: feb.start, periodEnd: feb.end, group: 'c', flows: flows(0n, -700n) },
  ],
  [jan, feb, mar],
  8,
);
const grouped = toGroupedChart(folded, 'month', (key) => ({ label: key.toUpperCase(), color: '#000' }), 'bars');
const everything = () => true;
const keysOf = (grid: SegmentGrid) =>
  grid.map((column) => column.map((segment) => `${segment.pointIndex}:${segment.series.key}=${segment.value}`));

describe('toSegmentGrid', () => {
  it('lists stacked segments as drawn: later inflows on top, later outflows at the bottom, empty periods left out', () => {
    // Ranked by volume: c, a, b; in January b is drawn above a, and below it too.
    expect(keysOf(toSegmentGrid(grouped, new Set(), everything))).toEqual([
      ['0:b:in=3.00', '0:a:in=5.00', '0:a:out=-1.00', '0:b:out=-2.00'],
      ['1:c:out=-7.00'],
    ]);
  });

  it('leaves out hidden series and segments that open nothing', () => {
    const grid = toSegmentGrid(grouped, new Set(['a']), (pointIndex) => pointIndex === 0);
    expect(keysOf(grid)).toEqual([['0:b:in=3.00', '0:b:out=-2.00']]);
  });

  it('skips zero figures, which draw no bar, and lines, which are not segments', () => {
    const chart = toCashFlowChart(
      [{ ...jan, ...flows(0n, -400n), count: 1, startingBalance: 0n, finalBalance: -400n, transfers: 0n, excluded: 0n, difference: 0n }],
      'month',
    );
    expect(keysOf(toSegmentGrid(chart, new Set(), everything))).toEqual([['0:outflows=-4.00']]);
  });

  it('keeps side-by-side bars in series order', () => {
    const chart = toForecastChart({
      months: [{ ...jan, timing: 'past', lines: [], actualNet: -100n, forecastNet: 250n, ...noDirections }],
      categories: [],
      skipped: { count: 0, currencies: [] },
    });
    expect(keysOf(toSegmentGrid(chart, new Set(), everything))).toEqual([['0:actual=-1.00', '0:forecast=2.50']]);
  });
});

describe('moveSegment', () => {
  const segment = (pointIndex: number, key: string) => ({ pointIndex, series: { key } as never, value: '1.00' });
  const grid: SegmentGrid = [
    [segment(0, 'b:in'), segment(0, 'a:in'), segment(0, 'a:out')],
    [segment(1, 'c:out')],
    [segment(2, 'x:in'), segment(2, 'a:out')],
  ];

  it.each([
    ['ArrowDown', { column: 0, row: 0 }, { column: 0, row: 1 }],
    ['ArrowUp', { column: 0, row: 1 }, { column: 0, row: 0 }],
    ['ArrowUp', { column: 0, row: 0 }, null],
    ['ArrowDown', { column: 0, row: 2 }, null],
    ['ArrowRight', { column: 0, row: 2 }, { column: 1, row: 0 }],
    ['ArrowLeft', { column: 0, row: 0 }, null],
    ['ArrowRight', { column: 2, row: 0 }, null],
    ['End', { column: 0, row: 2 }, { column: 2, row: 1 }],
    ['Home', { column: 2, row: 0 }, { column: 0, row: 0 }],
    ['Home', { column: 0, row: 1 }, null],
  ] as const)('%s from %o goes to %o', (key, from, to) => {
    expect(moveSegment(grid, from, key)).toEqual(to);
  });

  it('keeps the series across periods when it has a segment there', () => {
    expect(moveSegment(grid, { column: 1, row: 0 }, 'ArrowRight')).toEqual({ column: 2, row: 0 });
    expect(moveSegment(grid, { column: 2, row: 1 }, 'Home')).toEqual({ column: 0, row: 2 });
  });

  it('goes nowhere in an empty grid', () => {
    expect(moveSegment([], { column: 0, row: 0 }, 'ArrowRight')).toBeNull();
  });

  it('clamps a position left outside a smaller grid', () => {
    expect(clampPosition(grid, { column: 5, row: 4 })).toEqual({ column: 2, row: 1 });
    expect(clampPosition([], { column: 3, row: 3 })).toEqual({ column: 0, row: 0 });
  });
});
