import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useSearch } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answers, me, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { setPresentationMode } from '../../components/presentation/presentation-mode.ts';
import { type Cents, formatMoneyString } from '../../core/money.ts';
import { validateViewSearch } from '../../core/url-state/filter-search.ts';
import { parseSearchString, stringifySearch } from '../../core/url-state/search-codec.ts';
import { cashWeeksSearchFields } from '../../core/views/cash-weeks/cash-weeks-search.ts';
import { cashWeeksSettings } from '../../core/views/cash-weeks/cash-weeks-settings.ts';
import { category, note, week } from '../../components/notes/note-fixtures.ts';
import { fixtureTable, RENT, SALES, SALES_EU, version, versionSummary } from './cash-weeks-fixtures.ts';
import { CashWeeksView } from './cash-weeks-view.tsx';
import type { CellChanges } from './weeks-table.tsx';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The view loads these after the figures, as chunks of their own: their first load (a transform on a fresh
// machine) is paid here, once, rather than inside a test's wait for what they draw.
beforeAll(
  () =>
    Promise.all([
      import('./late-and-assumptions.tsx'),
      import('./save-version-button.tsx'),
      import('./version-schedule.tsx'),
      import('./weeks-notes.tsx'),
      import('./weeks-table-notes.tsx'),
    ]),
  30_000,
);
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => {
  cleanup();
  setPresentationMode(false);
  vi.unstubAllGlobals();
});

const NOTES = '/workspace/notes?from=2026-11-23&to=2027-02-21';
const SCHEDULE = '/workspace/forecast-versions/schedule';

function answers(role: 'viewer' | 'editor', more: Answers = {}): Answers {
  return {
    'GET /workspace/me': () => ({ status: 200, body: me(role) }),
    'GET /workspace/forecast-versions': () => ({ status: 200, body: { versions: [versionSummary], keptForDays: 730, next: null } }),
    [`GET ${NOTES}`]: () => ({ status: 200, body: { notes: [], next: null } }),
    [`GET ${SCHEDULE}`]: () => ({ status: 200, body: { weekday: 1, hour: 7, timeZone: 'Europe/Paris' } }),
    ...more,
  };
}

type Extras = { changes?: CellChanges; scenarioDifference?: Cents[] };

/** The view on a router that knows /13-weeks (its search validated as the app does) and the pages its cells open. */
function openWeeks(url: string, extras: Extras = {}) {
  const rootRoute = createRootRoute({ component: Outlet });
  const weeksRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/13-weeks',
    validateSearch: (raw: Record<string, unknown>) => validateViewSearch(cashWeeksSearchFields, raw, { today: '2026-11-25' }),
    component: function Weeks() {
      const settings = cashWeeksSettings(useSearch({ from: '/13-weeks' }));
      return (
        <CashWeeksView
          table={fixtureTable()}
          settings={settings}
          changes={extras.changes ?? null}
          scenarioDifference={extras.scenarioDifference ?? null}
          controls={null}
          beside={null}
          below={null}
        />
      );
    },
  });
  const pages = ['/forecasts', '/transactions', '/overdue'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  );
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({
    routeTree: rootRoute.addChildren([weeksRoute, ...pages]),
    history,
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

const rowNamed = (name: RegExp | string) => screen.getByRole('row', { name });

/**
 * Waits for a button by its text, then takes it by role and name once: jsdom recomputes every style a role
 * query reads after each change to the page, so polling by role on this large page starves what it waits for.
 */
async function findButton(name: string) {
  await screen.findByText(name);
  return screen.getByRole('button', { name });
}

/** The table once its closing line is drawn, taken by role once (see findButton). */
async function findTable() {
  await screen.findByText('Closing cash');
  return screen.getByRole('table');
}

// The whole 13-week table drawn in jsdom: alone each test is under 0.7 s, beside the rest of the suite some reach 1.1 s.
describe('CashWeeksView', { timeout: 15_000 }, () => {
  it(
    'is a real table: weeks as column headers, lines as row headers,' + ' the first week under the minimum and under zero said in words',
    async () => {
      stubWorkspace(answers('viewer'));
      openWeeks('/13-weeks');
      const table = await findTable();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers[1]).toMatch(/^This week/);
      // Named by its week alone: the actual part's toggle inside is a control of its own.
      expect(within(table).getByRole('columnheader', { name: 'This week' })).toBe(within(table).getAllByRole('columnheader')[1]);
      expect(headers[2]).toContain('First under minimum');
      expect(headers[4]).toContain('First under zero');
      expect(headers.at(-1)).toBe('13-week total');
      expect(within(table).getByRole('rowheader', { name: 'Closing cash' })).toBeTruthy();
      const warnings = screen.getByRole('list', { name: 'Warnings' }).textContent;
      expect(warnings).toMatch(/Closing cash first falls under the minimum in the week of (30 November|November 30) \(week 2 of 13\)\./);
      expect(warnings).toMatch(/Closing cash first falls under zero in the week of (14 December|December 14) \(week 4 of 13\)\./);
    },
  );

  it("writes this week's actual part only when asked, from the week's header, and keeps that in the link", async () => {
    stubWorkspace(answers('viewer'));
    const router = openWeeks('/13-weeks');
    await findTable();
    const actualParts = () => within(rowNamed(/^Sales/)).queryAllByRole('link', { name: /^actual/ });
    expect(actualParts()).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Actual so far' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(actualParts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Actual so far' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.searchStr).toBe('?actuals=shown');
  });

  it("links each movement to its forecasts and this week's actual part to the transactions so far; balances link nowhere", async () => {
    stubWorkspace(answers('viewer'));
    openWeeks('/13-weeks?actuals=shown');
    await findTable();
    const [forecasts, actual] = within(rowNamed(/^Sales/)).getAllByRole('link');
    expect(forecasts!.getAttribute('href')).toBe(`/forecasts?view=list&month=2026-11&category_id=${SALES}&direction=inflow`);
    expect(actual!.getAttribute('href')).toBe(`/transactions?from=2026-11-23&to=2026-11-25&category_id=${SALES}&direction=inflow`);
    expect(within(rowNamed(/^Rent/)).getAllByRole('link')[0]!.getAttribute('href')).toContain(`category_id=${RENT}&direction=outflow`);
    expect(within(rowNamed(/^Closing cash/)).queryAllByRole('link')).toEqual([]);
  });

  it('opens a category to its children with a button that says whether it is open, and keeps that in the link', async () => {
    stubWorkspace(answers('viewer'));
    const router = openWeeks('/13-weeks');
    const toggle = await screen.findByRole('button', { name: 'Sales' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('rowheader', { name: 'Sales EU' })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByRole('rowheader', { name: 'Sales EU' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-expanded')).toBe('true');
    expect(router.state.location.searchStr).toBe(`?expand=${SALES}`);
    expect(rowNamed(/^Sales EU/).getAttribute('data-row')).toBe(`receipts:${SALES_EU}`);
  });

  it('shows late forecasts apart, whether they are counted, and the link that counts them', async () => {
    stubWorkspace(answers('viewer'));
    openWeeks('/13-weeks');
    const late = await screen.findByRole('region', { name: 'Late forecasts' });
    expect(late.textContent).toContain('are left out of the weeks, as nothing says they will arrive');
    expect(within(late).getByRole('link', { name: 'Count late forecasts in this week' }).getAttribute('href')).toBe(
      '/13-weeks?overdue=include',
    );
    expect(screen.getByRole('region', { name: 'What these figures assume' }).textContent).toContain('converted at the latest rate');
  });

  it('writes the change since the compared version beside the cell, and the scenario difference per week', async () => {
    stubWorkspace(answers('viewer'));
    const changes: CellChanges = new Map([[`receipts:${SALES}`, [null, 800_000n, ...Array<Cents | null>(11).fill(0n)]]]);
    openWeeks(`/13-weeks?version=${versionSummary.id}&units=exact`, { changes, scenarioDifference: Array<Cents>(13).fill(-50_000n) });
    await findTable();
    const sales = rowNamed(/^Sales/);
    expect(within(sales).getAllByRole('cell')[1]!.textContent).toMatch(/change since the version: ↑ \+€8,000\.00/);
    expect(rowNamed(/^Scenario minus base/).textContent).toContain('-€500.00');
    // The chooser is there at once, disabled: it holds the version once the list of versions is answered.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Compare with version' })).toHaveProperty('value', versionSummary.id));
  });

  it('offers every kept version to compare with, following the pages of the list by their cursor', async () => {
    const older = { ...versionSummary, id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', takenAt: '2026-11-09T07:00:00.000Z', kind: 'scheduled' };
    const fetchMock = stubWorkspace(
      answers('viewer', {
        'GET /workspace/forecast-versions': () => ({ status: 200, body: { versions: [versionSummary], keptForDays: 730, next: 'page-2' } }),
        'GET /workspace/forecast-versions?after=page-2': () => ({ status: 200, body: { versions: [older], keptForDays: 730, next: null } }),
      }),
    );
    openWeeks(`/13-weeks?version=${older.id}&units=exact`);
    await findTable();
    const chooser = screen.getByRole('combobox', { name: 'Compare with version' });
    await waitFor(() => expect(chooser).toHaveProperty('value', older.id));
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', versionSummary.id, older.id]);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/workspace/forecast-versions?'))).toEqual([
      '/workspace/forecast-versions?after=page-2',
    ]);
  });

  it('writes the figures in thousands, each exact in its tooltip, and keeps the units chosen in the link', async () => {
    stubWorkspace(answers('viewer'));
    const router = openWeeks('/13-weeks');
    await findTable();
    const figure = within(rowNamed(/^Closing cash/))
      .getAllByRole('cell')[0]!
      .querySelector('[data-amount]')!;
    const exact = figure.getAttribute('data-amount')!;
    expect(figure.textContent).toMatch(/^-?€[\d,]+k$/);
    expect(figure.getAttribute('title')).toBe(formatMoneyString(exact, 'EUR'));
    fireEvent.click(screen.getByRole('radio', { name: 'Exact' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?units=exact'));
    expect(
      within(rowNamed(/^Closing cash/))
        .getAllByRole('cell')[0]!
        .querySelector('[data-amount]')!.textContent,
    ).toBe(formatMoneyString(exact, 'EUR'));
  });

  it('lets an editor save this version with the CSRF token', async () => {
    const fetchMock = stubWorkspace(answers('editor', { 'POST /workspace/forecast-versions': () => ({ status: 201, body: version }) }));
    openWeeks('/13-weeks');
    fireEvent.click(await findButton('Save this version'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect(await screen.findByText(/Saved on/)).toBeTruthy();
  });

  it('shows a viewer no way to save a version', async () => {
    stubWorkspace(answers('viewer'));
    openWeeks('/13-weeks');
    await findTable();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Compare with version' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('button', { name: 'Save this version' })).toBeNull();
  });

  it('marks a note beside the cell and the week it is about, opening its text and author; a viewer gets no way to add one', async () => {
    const onRent = note(category(RENT, '2026-11-30', '2026-12-06'), 'Landlord asks for the deposit', { canEdit: false });
    const onWeek = note(week('2026-11-23'), 'VAT refund delayed', { canEdit: false });
    stubWorkspace(answers('viewer', { [`GET ${NOTES}`]: () => ({ status: 200, body: { notes: [onRent, onWeek], next: null } }) }));
    openWeeks('/13-weeks');
    await findTable();
    const mark = await within(rowNamed(/^Rent/)).findByRole('button', { name: /^1 note on Rent, week of .*30/ });
    const dialog = document.getElementById(mark.getAttribute('popovertarget') ?? '');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    // Drawn once the mark is pressed: a closed popover holds nothing.
    expect(dialog?.textContent).toBe('');
    fireEvent.click(mark);
    expect(dialog?.textContent).toContain('Landlord asks for the deposit');
    expect(dialog?.textContent).toContain('Grace Hopper');
    expect(within(screen.getAllByRole('columnheader')[1]!).getByRole('button', { name: /^1 note on week of/ })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Add a note/ })).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets an editor add a note on a category in a week from the week’s header', async () => {
    const fetchMock = stubWorkspace(
      answers('editor', {
        'POST /workspace/notes': () => ({ status: 201, body: note(category(RENT, '2026-11-30', '2026-12-06'), 'Deposit') }),
      }),
    );
    openWeeks('/13-weeks');
    await findTable();
    const header = screen.getAllByRole('columnheader')[2]!;
    const add = await within(header).findByRole('button', { name: /^Add a note on week of/ });
    // jsdom keeps a popover's content out of the accessibility tree, opened or not: `hidden` reads it as the browser shows it.
    const popover = within(header).getByRole('dialog', { hidden: true });
    expect(add.getAttribute('popovertarget')).toBe(popover.id);
    fireEvent.click(add);
    fireEvent.change(within(popover).getByRole('combobox', { name: 'About', hidden: true }), { target: { value: '3' } });
    const field = within(popover).getByRole('textbox', { name: /^New note on Rent, week of/, hidden: true });
    fireEvent.change(field, { target: { value: 'Deposit' } });
    fireEvent.click(within(popover).getByRole('button', { name: 'Add note', hidden: true }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(init?.body as string)).toEqual({
      target: { kind: 'category', categoryId: RENT, from: '2026-11-30', to: '2026-12-06' },
      text: 'Deposit',
    });
  });

  it('shows no real figure while presenting, and no way to save', async () => {
    setPresentationMode(true);
    stubWorkspace(answers('editor'));
    openWeeks('/13-weeks');
    const table = await findTable();
    await screen.findByRole('combobox', { name: 'Compare with version' });
    expect(table.textContent).not.toMatch(/€[\d,.]+\d/);
    expect(table.querySelector('[data-amount]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Late forecasts' }).textContent).not.toContain('12,000');
    // Nothing on a presenting page says who is signed in: the editor's button shown once presenting
    // stops proves `me` has answered, so its absence on presenting again is the mode's doing.
    act(() => setPresentationMode(false));
    await findButton('Save this version');
    act(() => setPresentationMode(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save this version' })).toBeNull());
  });

  it('says a refused save in words, the button disabled while the save is on its way', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const refused = {
      status: 429,
      body: {
        error: {
          type: 'rate_limit',
          code: 'version_saved_recently',
          message: 'A version was saved less than a minute ago, so this one was not saved. The next version can be saved in 40 s.',
          param: null,
        },
      },
    };
    stubWorkspace(answers('editor', { 'POST /workspace/forecast-versions': () => refused }));
    const fetchMock = vi.mocked(fetch);
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      init?.method === 'POST'
        ? new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve)).then(() => stubbed(url, init))
        : stubbed(url, init),
    );
    openWeeks('/13-weeks');
    fireEvent.click(await findButton('Save this version'));
    expect(await findButton('Saving this version…')).toHaveProperty('disabled', true);
    answer(refused);
    await screen.findByText(/^Not saved:/);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Not saved: a version was saved a moment ago\. .*next version can be saved in 40 s/);
    expect(screen.getByRole('button', { name: 'Save this version' })).toHaveProperty('disabled', false);
  });

  it('tells a viewer when the weekly version is saved, with no way to change it', async () => {
    stubWorkspace(answers('viewer'));
    openWeeks('/13-weeks');
    expect(await screen.findByText('A version is saved every Monday at 07:00 (Europe/Paris).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the schedule' })).toBeNull();
  });

  it('lets an editor change when the weekly version is saved, with the CSRF token, and reads the result in words', async () => {
    const fetchMock = stubWorkspace(
      answers('editor', {
        [`PUT ${SCHEDULE}`]: (init) => ({
          status: 200,
          body: { ...(JSON.parse(init.body as string) as object), timeZone: 'Europe/Paris' },
        }),
      }),
    );
    openWeeks('/13-weeks');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Day' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hour' }), { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('Saved: from now on a version is saved every Friday at 16:00 (Europe/Paris).')).toBeTruthy();
    expect(screen.getByText('A version is saved every Friday at 16:00 (Europe/Paris).')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect(JSON.parse(init?.body as string)).toEqual({ weekday: 5, hour: 16 });
  });

  it("says the server's refusal of a field beside that field", async () => {
    const refusal = { error: { type: 'invalid_request', code: 'invalid_body', message: 'The hour is 0 to 23.', param: 'hour' } };
    stubWorkspace(answers('editor', { [`PUT ${SCHEDULE}`]: () => ({ status: 400, body: refusal }) }));
    openWeeks('/13-weeks');
    fireEvent.click(await findButton('Save the schedule'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Hour' }).getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(screen.getByRole('combobox', { name: 'Hour' }).getAttribute('aria-describedby')!)?.textContent,
    ).toContain('The hour is 0 to 23.');
  });
});
