import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useSearch } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { me, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { validateViewSearch } from '../../core/url-state/filter-search.ts';
import { parseSearchString, stringifySearch } from '../../core/url-state/search-codec.ts';
import { reportSettings } from '../../core/views/reports/report-settings.ts';
import { reportsSearchFields } from '../../core/views/reports/reports-search.ts';
import { buildFlowTable } from './model/build-flow-table.ts';
import { toCashFlowLine, toCashFlowPeriods } from './model/cash-flow-periods.ts';
import { ReportTableSection } from './report-table-section.tsx';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const TODAY = '2026-11-20';
const flows = (inflows: string, outflows: string, net: string) => ({
  inflows,
  outflows,
  net,
  count: 1,
  transfers: '0.00',
  excluded: '0.00',
});
const periods = toCashFlowPeriods([
  {
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    ...flows('1000.50', '-400.00', '600.50'),
    starting_balance: '5000.00',
    final_balance: '5600.50',
  },
  {
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    ...flows('0.00', '-250.25', '-250.25'),
    starting_balance: '5600.50',
    final_balance: '5350.25',
  },
]);
const table = buildFlowTable({
  periods,
  totals: toCashFlowLine({ ...flows('1000.50', '-650.25', '350.25'), starting_balance: '5000.00', final_balance: '5350.25' }),
  window: { from: '2026-01-01', to: '2026-02-28' },
  interval: 'month',
  showDifference: false,
});

beforeAll(() => import('./report-table-notes.tsx'), 30_000);
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me('viewer') }),
    'GET /workspace/notes?from=2026-01-01&to=2026-02-28': () => ({ status: 200, body: { notes: [], next: null } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The section on a router at /reports, its search read as the page reads it. */
function openReport(url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const reportsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/reports',
    validateSearch: (raw: Record<string, unknown>) => validateViewSearch(reportsSearchFields, raw, { today: TODAY }),
    component: function Reports() {
      const settings = reportSettings(useSearch({ from: '/reports' }), TODAY);
      return (
        <ReportTableSection
          table={table}
          currency="EUR"
          search={settings.search}
          filename="x.csv"
          zeros={{ shown: settings.zeros === 'shown', interval: 'month' }}
          units={settings.units}
        />
      );
    },
  });
  const transactions = createRoute({ getParentRoute: () => rootRoute, path: '/transactions', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([reportsRoute, transactions]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseSearchString,
    stringifySearch,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Waits for the table by a line's text, then reads it by its elements: jsdom recomputes every style a role query reads. */
async function openTable(url: string) {
  const router = openReport(url);
  const final = await screen.findByText('Final balance');
  return { router, grid: final.closest('table')! };
}

const lineNames = (grid: HTMLTableElement) => [...grid.querySelectorAll('th[scope="row"]')].map((header) => header.textContent);

describe('ReportTableSection', () => {
  it('draws periods across as column headers and lines down as row headers, the Total pinned at the right', async () => {
    const { grid } = await openTable('/reports');
    expect([...grid.querySelectorAll('thead th')].map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Line', 'col'],
      ['Jan 2026', 'col'],
      ['Feb 2026', 'col'],
      ['Total', 'col'],
    ]);
    expect(lineNames(grid)).toEqual(['Starting balance', 'Inflows', 'Outflows', 'Net cash flow', 'Final balance']);
    expect(grid.querySelector('thead th:last-child')!.className).toMatch(/pinned/);
    expect(grid.querySelector('tfoot tr')!.lastElementChild!.className).toMatch(/pinned/);
  });

  it('folds the lines that are zero in every month under a note naming them, and shows them from the link', async () => {
    const { router, grid } = await openTable('/reports');
    expect(lineNames(grid)).not.toContain('Transfers between own accounts');
    expect(
      screen.getByText(/2 lines that are zero in every month are not shown: Transfers between own accounts, Excluded movements\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Show them'));
    await screen.findByText('Transfers between own accounts');
    expect(router.state.location.search).toMatchObject({ zeros: 'shown' });
    fireEvent.click(screen.getByText('Fold them away'));
    await screen.findByText('Show them');
    expect(lineNames(grid)).not.toContain('Excluded movements');
  });

  it('writes whole units by default with the exact figure as tooltip, cents or thousands when the link asks', async () => {
    const inflowsOfJanuary = (grid: HTMLTableElement) => grid.querySelector('tbody tr:nth-child(2) td [data-amount]')!;
    const whole = inflowsOfJanuary((await openTable('/reports')).grid);
    expect([whole.textContent, whole.getAttribute('title'), whole.getAttribute('data-amount')]).toEqual([
      '+€1,001',
      '+€1,000.50',
      '1000.50',
    ]);
    expect(screen.getByText(/Figures are rounded to whole units/)).toBeTruthy();
    cleanup();
    expect(inflowsOfJanuary((await openTable('/reports?units=exact')).grid).textContent).toBe('+€1,000.50');
    expect(screen.queryByText(/Figures are rounded/)).toBeNull();
    cleanup();
    expect(inflowsOfJanuary((await openTable('/reports?units=thousands')).grid).textContent).toBe('+€1k');
  });
});
