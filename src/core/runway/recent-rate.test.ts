import { describe, expect, it } from 'vitest';
import { requestUrl } from '../api/api-request.ts';
import { averageMonthlyNet, recentRateRequest, recentRateWindow } from './recent-rate.ts';

describe('the recent rate', () => {
  it('covers the three complete months before today, across a year end too', () => {
    expect(recentRateWindow('2026-11-20')).toEqual({ from: '2026-08-01', to: '2026-10-31' });
    expect(recentRateWindow('2027-01-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('asks one monthly summary of those months', () => {
    expect(requestUrl(recentRateRequest('2026-11-20'))).toBe('/api/transactions/summary?from=2026-08-01&to=2026-10-31&interval=month');
  });

  it('averages the three months to the cent, half away from zero', () => {
    expect(averageMonthlyNet(-2_920_351_53n)).toBe(-973_450_51n);
    expect(averageMonthlyNet(-5n)).toBe(-2n);
    expect(averageMonthlyNet(100_00n)).toBe(33_33n);
  });
});
