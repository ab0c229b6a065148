import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { forecastSchema } from '../../core/api/schemas/forecast.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { cashWeeksTable } from '../../core/cash-weeks/cash-weeks-table.ts';
import { readCashWeeks } from '../../core/cash-weeks/read-cash-weeks.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { cashWeeksEnd } from '../../core/cash-weeks/week-requests.ts';
import { applyScenario } from '../../core/cash-weeks/scenario-table.ts';
import { projectScenario } from '../../core/scenarios/project-scenario.ts';
import { toScenarioForecast } from '../../core/scenarios/to-scenario-forecast.ts';
import type { Adjustment, RunRate } from '../../core/scenarios/scenario.ts';
import { estimateRunRate, runRateWindow } from '../../core/scenarios/run-rate.ts';
import { categorySchema } from '../../core/api/schemas/reference.ts';
import { referenceListRequest, summaryRequest } from '../../core/api/requests.ts';
import { projectRunway } from '../../core/runway/runway-projection.ts';
import { cashRunwayRequests } from '../../core/runway/runway-requests.ts';
import { parseMoney } from '../../core/money.ts';
import { demoApp, readerOver } from '../testing/demo-reader.ts';

const TODAY = '2026-11-20';

const rowOf = (table: CashWeeksTable, key: string) => table.rows.find((row) => row.key === key)!;

function expectColumnsAddUp(table: CashWeeksTable) {
  const top = (kind: string, week: number) =>
    table.rows.filter((row) => row.kind === kind && row.depth === 0).reduce((sum, row) => sum + row.cells[week]!, 0n);
  const cells = (key: string) => rowOf(table, key).cells;
  for (let week = 0; week < 13; week++) {
    expect(top('receipt_category', week)).toBe(cells('receipts_total')[week]);
    expect(top('disbursement_category', week)).toBe(cells('disbursements_total')[week]);
    expect(cells('receipts_total')[week]! + cells('disbursements_total')[week]!).toBe(cells('net')[week]);
    expect(cells('opening')[week]! + cells('net')[week]!).toBe(cells('closing')[week]);
    if (week > 0) expect(cells('opening')[week]).toBe(cells('closing')[week - 1]);
  }
  for (const row of table.rows.filter((each) => each.total !== null))
    expect(row.cells.reduce((sum, cell) => sum + cell, 0n)).toBe(row.total);
}

/** The runway over the same demo day, read with its own requests, to the 13th Sunday. */
async function runwayOf(reader: ApiReader, countLate: boolean, adjustments: readonly Adjustment[] = [], runRate: RunRate | null = null) {
  const requests = cashRunwayRequests(TODAY, cashWeeksEnd(TODAY));
  const [cash, accounts, upcoming, overdue, latePartial] = await Promise.all([
    reader.get(requests.cashToday, summarySchema),
    reader.list(requests.accounts, accountSchema),
    reader.list(requests.upcoming, forecastSchema),
    reader.list(requests.overdue, forecastSchema),
    reader.list(requests.latePartial, forecastSchema),
  ]);
  const projection = projectRunway(
    { cash, accounts, upcoming, overdue, latePartial, rates: [] },
    { today: TODAY, horizonEnd: cashWeeksEnd(TODAY), countLate, minCash: null },
  );
  if (projection.state !== 'success') throw projection.error;
  const categories = await reader.list(referenceListRequest('categories'), categorySchema);
  const input = {
    today: TODAY,
    horizonEnd: cashWeeksEnd(TODAY),
    startingBalance: parseMoney(projection.startingBalance),
    countLate,
    threshold: 0n,
    forecasts: projection.forecasts.map(toScenarioForecast),
    categories: categories.items,
    runRate,
  };
  const { runway } = projectScenario(input, adjustments);
  return new Map(runway.points.map((point) => [point.date, point.balance]));
}

describe('the 13-week table over the demo API', () => {
  // One demo for the file: generating it is most of a second, and no test changes it.
  let app: Hono;
  beforeAll(() => {
    app = demoApp({ today: TODAY });
  }, 30_000);

  it('reads its answers in six requests; every column adds up and each Sunday closes where the runway says', async () => {
    const { reader, requested } = readerOver(app);
    const answers = await readCashWeeks(reader, TODAY);
    expect(requested).toHaveLength(6);
    for (const countLate of [false, true]) {
      const table = cashWeeksTable(answers, { today: TODAY, countLate, minCash: 500_000_00n });
      expect(table.weeks[0]).toEqual({ index: 0, from: '2026-11-16', to: '2026-11-22' });
      expect(table.weeks[12]!.to).toBe('2027-02-14');
      expect(table.rows.filter((row) => row.depth === 1).length).toBeGreaterThan(10);
      expectColumnsAddUp(table);
      const runway = await runwayOf(reader, countLate);
      expect(rowOf(table, 'closing').cells).toEqual(table.weeks.map((week) => runway.get(week.to)));
    }
  }, 30_000);

  it("under a scenario, closes each Sunday where the scenario's runway says", async () => {
    const { reader } = readerOver(app);
    const adjustments: Adjustment[] = [
      { kind: 'delay', days: 30, select: { direction: 'inflow' } },
      { kind: 'scale', basisPoints: 1_500, from: null, select: { direction: 'outflow' } },
      { kind: 'add', direction: 'outflow', amount: '12000.00', every: 'monthly', start: '2026-12-01', end: null, label: 'New office' },
    ];
    const { table, deltaByWeek } = applyScenario(
      await readCashWeeks(reader, TODAY),
      { today: TODAY, countLate: true, minCash: null },
      adjustments,
      null,
    );
    expectColumnsAddUp(table);
    const runway = await runwayOf(reader, true, adjustments);
    expect(rowOf(table, 'closing').cells).toEqual(table.weeks.map((week) => runway.get(week.to)));
    expect(deltaByWeek[4]).toBeLessThan(0n);
  }, 30_000);

  it(
    "under a scenario with a run rate, closes each Sunday where the scenario's runway says," +
      ' from the run-rate summary the forecasts view reads',
    async () => {
      const { reader } = readerOver(app);
      const summary = await reader.get(
        summaryRequest({ ...runRateWindow(TODAY, 3), interval: 'month', group_by: 'category' }),
        summarySchema,
      );
      const runRate = estimateRunRate(summary, 3);
      expect(runRate.size).toBeGreaterThan(0);
      const adjustments: Adjustment[] = [
        { kind: 'runrate', months: 3 },
        { kind: 'delay', days: 14, select: { direction: 'inflow' } },
      ];
      const { table, deltaByWeek } = applyScenario(
        await readCashWeeks(reader, TODAY),
        { today: TODAY, countLate: false, minCash: null },
        adjustments,
        runRate,
      );
      expectColumnsAddUp(table);
      const runway = await runwayOf(reader, false, adjustments, runRate);
      expect(rowOf(table, 'closing').cells).toEqual(table.weeks.map((week) => runway.get(week.to)));
      expect(deltaByWeek.some((cents) => cents !== 0n)).toBe(true);
    },
    30_000,
  );
});
