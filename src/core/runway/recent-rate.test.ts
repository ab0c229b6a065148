import { describe, expect, it } from 'vitest';
import { requestUrl } from '../api/api-request.ts';
import type { Summary, SummaryRow } from '../api/schemas/summary.ts';
import { endOfMonth } from '../calendar-date.ts';
import { averageMonthlyNet, recentFlows, recentFlowsRequest, recentRateWindow } from './recent-rate.ts';

const row = (month: string, group: string | null, net: string, count = 1): SummaryRow => ({
  period_start: `${month}-01`,
  period_end: endOfMonth(`${month}-01`),
  group,
  inflows: '0.00',
  outflows: '0.00',
  net,
  count,
});
const summaryOf = (rows: SummaryRow[]) => ({ rows }) as unknown as Summary;

describe('the recent rate', () => {
  it('covers the three complete months before today, or the twelve, across a year end too', () => {
    expect(recentRateWindow('2026-11-20')).toEqual({ from: '2026-08-01', to: '2026-10-31' });
    expect(recentRateWindow('2027-01-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(recentRateWindow('2026-11-20', 12)).toEqual({ from: '2025-11-01', to: '2026-10-31' });
  });

  it('asks one monthly summary of the twelve months, by cash-flow activity', () => {
    expect(requestUrl(recentFlowsRequest('2026-11-20'))).toBe(
      '/api/transactions/summary?from=2025-11-01&to=2026-10-31&interval=month&group_by=activity',
    );
  });

  it('sums the last three and the last twelve months from the rows, financing left out of the free cash flow, unattributed kept in', () => {
    const rows = [
      row('2025-11', 'operating', '1000.00'),
      row('2026-08', 'operating', '-400.00'),
      row('2026-09', 'financing', '250.00'),
      row('2026-10', 'financing', '-50.00'),
      row('2026-10', null, '-100.05'),
    ];
    const flows = recentFlows(summaryOf(rows), '2026-11-20');
    expect(flows.lastThreeMonths).toEqual({
      window: { from: '2026-08-01', to: '2026-10-31' },
      months: 3,
      net: -300_05n,
      beforeFinancing: -500_05n,
    });
    expect(flows.lastTwelveMonths).toMatchObject({ months: 12, net: 699_95n, beforeFinancing: 499_95n });
  });

  it('counts the months from the first with a movement, so a young workspace is not averaged over months it did not exist', () => {
    const rows = [
      row('2025-11', 'operating', '0.00', 0),
      row('2026-06', 'operating', '0.00', 0),
      row('2026-07', 'operating', '-900.00'),
      row('2026-08', 'operating', '0.00', 0),
      row('2026-10', 'operating', '-300.00'),
    ];
    // July to October, September without a row: four months.
    expect(recentFlows(summaryOf(rows), '2026-11-20').lastTwelveMonths.months).toBe(4);
    expect(recentFlows(summaryOf([]), '2026-11-20').lastTwelveMonths).toMatchObject({ months: 0, net: 0n });
  });

  it('averages to the cent, half away from zero, over three months unless told otherwise', () => {
    expect(averageMonthlyNet(-2_920_351_53n)).toBe(-973_450_51n);
    expect(averageMonthlyNet(-5n)).toBe(-2n);
    expect(averageMonthlyNet(100_00n)).toBe(33_33n);
    expect(averageMonthlyNet(100_00n, 12)).toBe(8_33n);
    expect(averageMonthlyNet(100_00n, 0)).toBe(0n);
  });
});
