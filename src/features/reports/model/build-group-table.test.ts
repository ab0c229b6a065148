import { describe, expect, it } from 'vitest';
import { buildGroupTable, type GroupTableInput } from './build-group-table.ts';
import { foldTopGroups } from './fold-top-groups.ts';
import { reportTableCsv } from './report-table-csv.ts';
import { linesWithChildren, openLines } from './report-table.ts';
import { NO_GROUP, OTHER_GROUP, type GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';

const jan = { start: '2026-01-01', end: '2026-01-31' };
const feb = { start: '2026-02-01', end: '2026-02-28' };

function row(period: { start: string; end: string }, group: string, net: bigint): GroupedRow {
  return { periodStart: period.start, periodEnd: period.end, group, flows: { inflows: net, outflows: 0n, net } };
}

function input(partition: boolean, previous: GroupTableInput['previous'] = null): GroupTableInput {
  return {
    folded: foldTopGroups([row(jan, 'a', 100n), row(jan, 'b', 50n), row(feb, 'a', 10n)], [jan, feb], 8),
    totalNet: 120n,
    window: { from: jan.start, to: feb.end },
    interval: 'month',
    label: (group) => group.key,
    csvLabel: (group) => `${group.key} (real name)`,
    color: () => '#000000',
    drill: (group) => ({ param: 'label_id', ids: group.members }),
    partition,
    previous,
  };
}

describe('buildGroupTable', () => {
  it("puts the API's total last in the Total column, never the sum of the lines", () => {
    const table = buildGroupTable(input(false));
    const totals = [...table.rows, ...table.footer].map((line) => line.cells.at(-1)!.value);
    expect(totals).toEqual([110n, 50n, 120n]);
  });

  it('lays the groups down and the periods across, oldest first, the Total column last', () => {
    const table = buildGroupTable(input(true));
    expect(table.columns.map((column) => column.label)).toEqual(['Jan 2026', 'Feb 2026', 'Total']);
    expect(table.rows.map((line) => line.key)).toEqual(['a', 'b']);
    expect(table.footer.map((line) => line.label)).toEqual(['Total']);
  });

  it('shows a period total across groups only for a partition', () => {
    expect(buildGroupTable(input(false)).footer[0]!.cells[0]!.value).toBeNull();
    expect(buildGroupTable(input(true)).footer[0]!.cells[0]!.value).toBe(150n);
  });

  it('names the groups on screen by their label and in CSV by their real name, and the periods in CSV by their dates', () => {
    const table = buildGroupTable(input(true));
    expect([...table.rows, ...table.footer].map((line) => line.label)).toEqual(['a', 'b', 'Total']);
    const csv = reportTableCsv(table).split('\r\n');
    expect(csv[0]).toBe('Group,2026-01-01/2026-01-31,2026-02-01/2026-02-28,Total');
    expect(csv.slice(1, 4).map((line) => line.split(',')[0])).toEqual(['a (real name)', 'b (real name)', 'Total']);
  });

  it('drills each cell down to its period and group', () => {
    const cell = buildGroupTable(input(true)).rows[0]!.cells[1]!;
    expect(cell.drill).toEqual({ period: feb, filter: { param: 'label_id', ids: ['a'] } });
  });

  const earlierJan = { start: '2025-01-01', end: '2025-01-31' };
  const earlierFeb = { start: '2025-02-01', end: '2025-02-28' };
  const earlier = (rows: GroupedRow[], totalNet: bigint): GroupTableInput['previous'] => ({
    rows,
    periods: [earlierJan, earlierFeb],
    window: { from: earlierJan.start, to: earlierFeb.end },
    totalNet,
  });

  it('compares each cell with the same position of the earlier window, and shows the earlier figure', () => {
    const table = buildGroupTable(input(true, earlier([row(earlierJan, 'a', 80n)], 60n)));
    expect(table.rows[0]!.cells[0]!.change).toMatchObject({
      earlier: 80n,
      amount: 20n,
      meaning: { words: 'inflows 25.0 % higher', tone: 'good' },
    });
    expect(table.columns[0]!.earlierPeriod).toEqual({ label: 'Jan 2025', csv: '2025-01-01/2025-01-31' });
    expect(table.footer[0]!.cells.at(-1)!.change).toMatchObject({
      earlier: 60n,
      amount: 60n,
      meaning: { words: 'net cash flow 100.0 % higher' },
    });
    expect(table.columns.at(-1)!.earlierPeriod).toEqual({ label: 'Jan 1 – Feb 28, 2025', csv: '2025-01-01/2025-02-28' });
  });

  it("gives each period's total its change, counting every earlier group, even those not shown now", () => {
    const table = buildGroupTable(
      input(true, earlier([row(earlierJan, 'a', 80n), row(earlierJan, 'gone', 70n), row(earlierFeb, 'b', -10n)], 140n)),
    );
    expect(table.footer[0]!.cells[0]!.change).toMatchObject({ earlier: 150n, amount: 0n, meaning: { words: 'no change' } });
    expect(table.footer[0]!.cells[1]!.change).toMatchObject({
      earlier: -10n,
      amount: 20n,
      meaning: { words: 'net cash flow turned positive', tone: 'good' },
    });
  });

  it('has no period total, and so no change of it, across labels', () => {
    const table = buildGroupTable(input(false, earlier([row(earlierJan, 'a', 80n)], 60n)));
    expect(table.footer[0]!.cells[0]).toMatchObject({ value: null });
    expect(table.footer[0]!.cells[0]!.change).toBeUndefined();
  });

  it('reads the changes of top suppliers as outflows, and drills down to their outflows', () => {
    const table = buildGroupTable({
      ...input(true, earlier([row(earlierJan, 'a', -200n)], -200n)),
      folded: foldTopGroups([row(jan, 'a', -100n)], [jan, feb], 8),
      totalNet: -100n,
      figure: 'outflows',
    });
    expect(table.rows[0]!.cells[0]!.change!.meaning).toMatchObject({ words: 'outflows 50.0 % lower', tone: 'good' });
    expect(table.rows[0]!.cells[0]!.drill).toEqual({ period: jan, filter: { param: 'label_id', ids: ['a'] }, direction: 'outflow' });
  });

  describe('every column of a compared table adds up to its period, with groups seen in one window only', () => {
    // Now: a, b, c and no counterparty; then: a, a tax paid only then, and a movement with no counterparty.
    const now = [row(jan, 'a', 100n), row(jan, 'b', 50n), row(jan, 'c', -20n), row(feb, 'a', 10n), row(feb, NO_GROUP, 5n)];
    const then = [row(earlierJan, 'a', 80n), row(earlierJan, 'tax', -40n), row(earlierFeb, 'b', -10n), row(earlierFeb, NO_GROUP, 7n)];
    const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
    const earlierOf = (cells: readonly { change?: { earlier: bigint } | null }[]) => cells.map((cell) => cell.change!.earlier);

    it.each([
      ['net flows', 'net' as const],
      ['top customers (inflows)', 'inflows' as const],
      ['top suppliers (outflows)', 'outflows' as const],
    ])('%s', (_case, figure) => {
      const table = buildGroupTable({
        ...input(true, earlier(then, sum(then.map((earlierRow) => earlierRow.flows.net)))),
        folded: foldTopGroups(now, [jan, feb], 1, then),
        figure,
      });
      const [totals] = table.footer;
      table.columns.forEach((column, index) => {
        const earlierFigures = earlierOf(table.rows.map((line) => line.cells[index]!));
        expect(sum(earlierFigures), column.label).toBe(totals!.cells[index]!.change!.earlier);
      });
      expect(table.rows.map((line) => line.key)).toEqual(['a', OTHER_GROUP, NO_GROUP]);
      expect(earlierOf([...table.rows, ...table.footer].map((line) => line.cells.at(-1)!))).toEqual([80n, -50n, 7n, 37n]);
    });
  });
});

describe('buildGroupTable with subcategories beneath their top-level category', () => {
  const lines = (group: string, keys: [string, bigint, bigint][]) =>
    keys.map(([key, janNet, febNet]) => ({
      key,
      parent: group,
      own: false,
      total: { inflows: janNet + febNet, outflows: 0n, net: janNet + febNet },
      cells: new Map([
        [jan.start, { inflows: janNet, outflows: 0n, net: janNet }],
        [feb.start, { inflows: febNet, outflows: 0n, net: febNet }],
      ]),
    }));
  const nested = (): GroupTableInput => ({
    ...input(true),
    folded: foldTopGroups([row(jan, 'a', 100n), row(feb, 'a', 10n), row(jan, 'b', 50n)], [jan, feb], 8),
    children: {
      lines: new Map([
        [
          'a',
          lines('a', [
            ['a1', 60n, 10n],
            ['a2', 40n, 0n],
          ]),
        ],
      ]),
      label: (line) => `${line.key} alone`,
      csvLabel: (line) => `a › ${line.key}`,
      drill: (line) => ({ param: 'category_id', ids: [line.key] }),
      earlierRows: null,
    },
  });

  it('puts each subcategory beneath its top-level category, which says so in CSV as their subtotal', () => {
    const table = buildGroupTable(nested());
    expect(table.rows.map((line) => [line.key, line.parent?.key ?? null])).toEqual([
      ['a', null],
      ['a1', 'a'],
      ['a2', 'a'],
      ['b', null],
    ]);
    expect(table.rows[1]!.label).toBe('a1 alone');
    expect(table.rows.map((line) => line.csvLabel)).toEqual(['a (real name) (subtotal)', 'a › a1', 'a › a2', 'b (real name)']);
  });

  it('makes each top-level line the exact sum of the lines beneath it, in every column', () => {
    const table = buildGroupTable(nested());
    const [parent, ...children] = table.rows.filter((line) => line.key === 'a' || line.parent?.key === 'a');
    parent!.cells.forEach((cell, index) => {
      expect(children.reduce((sum, line) => sum + (line.cells[index]!.value ?? 0n), 0n)).toBe(cell.value);
    });
  });

  it('drills a subcategory down to its own category', () => {
    expect(buildGroupTable(nested()).rows[1]!.cells[0]!.drill).toEqual({ period: jan, filter: { param: 'category_id', ids: ['a1'] } });
  });

  it('shows the lines beneath a top-level line only while it is open', () => {
    const rows = buildGroupTable(nested()).rows;
    expect(openLines(rows, new Set()).map((line) => line.key)).toEqual(['a', 'b']);
    expect(openLines(rows, new Set(['a'])).map((line) => line.key)).toEqual(['a', 'a1', 'a2', 'b']);
    expect([...linesWithChildren(rows)]).toEqual(['a']);
  });
});
