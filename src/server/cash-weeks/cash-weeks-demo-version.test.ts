import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { cashWeeksTable } from '../../core/cash-weeks/cash-weeks-table.ts';
import { MAX_VERSION_ITEMS, versionCellSchema, versionItemSchema } from '../../core/cash-weeks/contract.ts';
import { readCashWeeks } from '../../core/cash-weeks/read-cash-weeks.ts';
import { buildVersion } from '../../core/cash-weeks/version-builder.ts';
import { absCents, parseMoney } from '../../core/money.ts';
import { demoReader } from '../testing/demo-reader.ts';

const TODAY = '2026-11-20';

describe('buildVersion over the demo API', () => {
  it('builds in three requests a version whose cells add up to the table with late forecasts left out', async () => {
    const { reader, requested } = demoReader({ today: TODAY });
    const version = await buildVersion({ read: reader, today: TODAY });
    expect(requested).toHaveLength(3);
    expect(z.array(versionCellSchema).safeParse(version.cells).success).toBe(true);
    expect(z.array(versionItemSchema).safeParse(version.items).success).toBe(true);
    const table = cashWeeksTable(await readCashWeeks(reader, TODAY), { today: TODAY, countLate: false, minCash: null });
    expect(version.firstWeek).toBe('2026-11-16');
    expect(parseMoney(version.opening)).toBe(table.rows.find((row) => row.kind === 'opening')!.cells[0]);
    const net = table.rows.find((row) => row.kind === 'net')!.cells;
    const byWeek = table.weeks.map((week) =>
      version.cells.filter((cell) => cell.week === week.from).reduce((sum, cell) => sum + parseMoney(cell.amount), 0n),
    );
    expect(byWeek).toEqual(net);
    expect(version.items.length).toBeGreaterThan(0);
    expect(version.items.length).toBeLessThanOrEqual(MAX_VERSION_ITEMS);
    const sizes = version.items.map((item) => absCents(parseMoney(item.amount)));
    expect(sizes).toEqual([...sizes].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1)));
    expect(version.items.every((item) => item.label !== '' && item.week >= '2026-11-16' && item.week <= '2027-02-08')).toBe(true);
  }, 30_000);

  it('asks the accounts and two summaries a currency when forecasts are in other currencies', async () => {
    const { reader, requested } = demoReader({ today: TODAY, profile: 'manufacturer' });
    const version = await buildVersion({ read: reader, today: TODAY });
    const rateAsks = requested.filter((url) => url.includes('account_id='));
    expect(rateAsks.length).toBeGreaterThan(0);
    // The manufacturer's dollar and pound forecasts: 3 + the accounts + 2 × 2 = 8.
    expect(requested).toHaveLength(4 + rateAsks.length);
    expect(rateAsks).toHaveLength(4);
    expect(version.currency).toBe('EUR');
  }, 30_000);
});
