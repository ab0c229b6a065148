import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { referenceListQueryFor } from '../../api/queries/reference-queries.ts';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { answersOf, expected, RENT, SALES, TODAY } from '../../core/cash-weeks/cash-weeks-fixtures.ts';
import { applyScenario } from '../../core/cash-weeks/scenario-table.ts';
import { cashWeeksRequests } from '../../core/cash-weeks/week-requests.ts';
import { summaryRequest } from '../../core/api/requests.ts';
import { runRateWindow } from '../../core/scenarios/run-rate.ts';
import type { Scenario } from '../../core/scenarios/scenario.ts';
import { useCashWeeks } from './use-cash-weeks.ts';

const answers = answersOf({ cashToday: '1000.00', upcoming: [expected('2026-11-24', '500.00', SALES)] });
const runRateSummary = {
  ...answers.actuals,
  rows: [
    {
      ...answers.actuals.rows[0],
      period_start: '2026-08-01',
      period_end: '2026-10-31',
      group: RENT,
      inflows: '0.00',
      outflows: '-3000.00',
      net: '-3000.00',
      count: 3,
    },
  ],
};
const runRateRequest = summaryRequest({ ...runRateWindow(TODAY, 3), interval: 'month', group_by: 'category' });
const scenario: Scenario = { name: 'Rent as usual', adjustments: [{ kind: 'runrate', months: 3 }] };

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'dashboard-today';
  meta.content = TODAY;
  document.head.append(meta);
});
afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="dashboard-today"]')?.remove();
  vi.unstubAllGlobals();
});

const allPages = <Item,>(list: { items: readonly Item[] }) => ({ items: [...list.items], invalidRows: [] });

/** The table's six answers already cached; only the run rate goes to the (stubbed) network. */
function withAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const requests = cashWeeksRequests(TODAY);
  client.setQueryData(summaryQueryFor(requests.week).queryKey, answers.week);
  client.setQueryData(summaryQueryFor(requests.actuals).queryKey, answers.actuals);
  client.setQueryData(forecastsQueryFor(requests.upcoming).queryKey, allPages(answers.upcoming));
  client.setQueryData(forecastsQueryFor(requests.overdue).queryKey, allPages(answers.overdue));
  client.setQueryData(forecastsQueryFor(requests.latePartial).queryKey, allPages(answers.latePartial));
  client.setQueryData(referenceListQueryFor(requests.categories).queryKey, allPages(answers.categories));
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const settings = { countLate: false, minCash: null };

describe('useCashWeeks under a scenario with a run rate', () => {
  it('waits for the run rate, then applies it; a failed run-rate request is an error with a retry', async () => {
    let failing = true;
    let resolveFirst: () => void = () => undefined;
    const firstAsked = new Promise<void>((resolve) => (resolveFirst = resolve));
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(() => {
      resolveFirst();
      if (failing)
        return Promise.resolve(
          new Response(JSON.stringify({ error: { type: 'server', code: 'upstream_error', message: 'Down.' } }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      return Promise.resolve(
        new Response(JSON.stringify(runRateSummary), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCashWeeks(settings, { scenario, apply: applyScenario }, true), { wrapper: withAnswers() });
    expect(result.current).toMatchObject({ state: 'pending', waitingFor: 'run rate' });
    await firstAsked;
    await waitFor(() => expect(result.current.state).toBe('error'));
    // Only the run rate goes out (the client retries a 500 itself): the months before this one, by category.
    expect(new Set(fetchMock.mock.calls.map(([url]) => url))).toEqual(
      new Set([`/api${runRateRequest.path}?from=2026-08-01&to=2026-10-31&interval=month&group_by=category`]),
    );

    failing = false;
    act(() => (result.current.state === 'error' ? result.current.retry() : undefined));
    await waitFor(() => expect(result.current.state).toBe('success'));
    if (result.current.state !== 'success') return;
    // Rent's -3,000 a month over 3 months, spread by the scenario over the weeks: the closing falls below the base.
    expect(result.current.scenarioDifference!.at(-1)).toBeLessThan(0n);
  });

  it('asks nothing for the base case', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCashWeeks(settings, null, true), { wrapper: withAnswers() });
    expect(result.current.state).toBe('success');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
