import { describe, expect, it } from 'vitest';
import { firstRequests } from './first-requests.ts';

const TODAY = '2026-11-20';

describe('firstRequests', () => {
  it('lists the projection and the month for /forecasts, whatever the link: the projection heads the page', () => {
    for (const search of ['', 'horizon=3', 'min_cash=50000.00', 'overdue=include', 'scenario1=Hire']) {
      const requests = firstRequests('/forecasts', search, TODAY);
      // November 2026's grid runs from Monday October 26 to Sunday December 6.
      expect(requests, search).toContain('/api/forecasts?from=2026-10-26&to=2026-12-06&expand=counterparty&limit=500');
      // The default horizon is three months.
      expect(requests, search).toContain('/api/forecasts?from=2026-11-20&to=2027-02-20&limit=500');
      expect(requests, search).toContain('/api/forecasts?from=2025-11-20&to=2026-11-19&status=overdue&limit=500');
    }
  });

  it("announces the overview's key figures: the runway's forecasts and the last twelve months by activity, beside the cash", () => {
    const requests = firstRequests('/', '', TODAY);
    expect(requests).toContain('/api/forecasts?from=2026-11-20&to=2027-02-20&limit=500');
    expect(requests).toContain('/api/forecasts?from=2025-11-20&to=2026-11-19&status=partial&limit=500');
    expect(requests).toContain('/api/transactions/summary?from=2025-11-01&to=2026-10-31&interval=month&group_by=activity');
    expect(requests).toContain('/api/transactions/summary?from=2026-11-20&to=2026-11-20&interval=day');
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('follows the link: another month, horizon and a filter', () => {
    // January 2027 starts on a Friday and ends on a Sunday: its grid runs December 28 to January 31.
    const requests = firstRequests('/forecasts', '?month=2027-01&horizon=6&direction=inflow', TODAY);
    expect(requests).toContain('/api/forecasts?from=2026-11-20&to=2027-05-20&limit=500');
    expect(requests).toContain('/api/forecasts?from=2026-12-28&to=2027-01-31&direction=inflow&expand=counterparty&limit=500');
  });

  it("announces the 13 weeks' six requests, whatever the link compares or opens: the versions are the workspace's, not the API's", () => {
    const requests = firstRequests('/13-weeks', '?overdue=include&scenario=1&expand=1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d', TODAY);
    expect(requests).toHaveLength(6);
    // Friday November 20: this week runs from Monday 16 to Sunday 22, the 13th ends on Sunday February 14.
    expect(requests).toContain('/api/transactions/summary?from=2026-11-16&to=2026-11-20&interval=week&group_by=category');
    expect(requests).toContain('/api/forecasts?from=2026-11-20&to=2027-02-14&expand=counterparty&limit=500');
  });

  it('asks the comparison window too when a report compares', () => {
    const requests = firstRequests('/reports', 'period=this_year&compare=previous_year&group_by=category', TODAY);
    expect(requests).toContain('/api/transactions/summary?from=2026-01-01&to=2026-11-20&interval=month&group_by=category');
    expect(requests).toContain('/api/transactions/summary?from=2025-01-01&to=2025-11-20&interval=month&group_by=category');
  });

  it("announces a grouped report's balances, the same report by period alone, and not when it ranks one flow", () => {
    const requests = firstRequests('/reports', 'period=this_year&compare=previous_year&group_by=category', TODAY);
    expect(requests).toContain('/api/transactions/summary?from=2026-01-01&to=2026-11-20&interval=month');
    expect(requests).toContain('/api/transactions/summary?from=2025-01-01&to=2025-11-20&interval=month');
    const ranked = firstRequests('/reports', 'period=this_year&group_by=counterparty&rank=inflows', TODAY);
    expect(ranked.filter((url) => url.startsWith('/api/transactions/summary?from=2026-01-01'))).toEqual([
      '/api/transactions/summary?from=2026-01-01&to=2026-11-20&interval=month&group_by=counterparty',
    ]);
  });

  it("announces the board pack's first screen only: its forecast lists wait for the first paint", () => {
    const requests = firstRequests('/board-pack', '', TODAY);
    expect(requests).toContain('/api/transactions/summary?from=2026-09-01&to=2026-10-31&interval=month&group_by=category');
    expect(requests).toContain('/api/accounts');
    expect(requests.filter((url) => url.startsWith('/api/forecasts'))).toEqual([]);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('drops a parameter the router drops, so the preloads match what the view asks', () => {
    expect(firstRequests('/transactions', 'period=someday&category_id=not-an-id', TODAY)).toEqual(
      firstRequests('/transactions', '', TODAY),
    );
  });

  it('plans the month of today for a month outside the years a link may name, as the view shows it', () => {
    expect(firstRequests('/forecasts', '?month=9999-12', TODAY)).toEqual(firstRequests('/forecasts', '', TODAY));
    expect(firstRequests('/board-pack', '?month=0000-01', TODAY)).toEqual(firstRequests('/board-pack', '', TODAY));
  });

  it('reads a path with a trailing slash as its view, and a path that is no view as nothing', () => {
    expect(firstRequests('/overdue/', '', TODAY)).toEqual(firstRequests('/overdue', '', TODAY));
    expect(firstRequests('/no-such-view', 'period=this_month', TODAY)).toEqual([]);
    expect(firstRequests('/assets/x.js', '', TODAY)).toEqual([]);
  });
});
