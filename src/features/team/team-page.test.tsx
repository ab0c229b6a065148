import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me, renderInShell, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { setPresentationMode } from '../../components/presentation/presentation-mode.ts';
import { TeamPage } from './team-page.tsx';

/** jsdom lays nothing out: the wide tables' overflow watch has nothing to observe. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

afterEach(() => {
  cleanup();
  setPresentationMode(false);
  vi.unstubAllGlobals();
});

const grace = {
  id: '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'editor',
  roleSetByAdmin: true,
  lastSeenAt: '2026-11-26T10:00:00Z',
};

const event = (id: string, action: string) => ({
  id: `6d3c1f5e-8a4b-4c2d-9e1f-00000000000${id}`,
  at: '2026-11-26T10:00:00Z',
  actor: 'grace@example.com',
  action,
  target: 'Q4',
  details: {},
  from: '203.0.113.9',
});

function openTeamPage() {
  return stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me('admin') }),
    'GET /workspace/members': () => ({ status: 200, body: { members: [grace], next: null } }),
    'PUT /workspace/members/1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f/role': () => ({ status: 200, body: grace }),
    'GET /workspace/audit': () => ({ status: 200, body: { events: [event('1', 'view_created')], next: 'cursor-1', keptForDays: 400 } }),
    'GET /workspace/audit?before=cursor-1': () => ({
      status: 200,
      body: { events: [event('2', 'sign_in')], next: null, keptForDays: 400 },
    }),
    'GET /workspace/audit?action=sign_in': () => ({ status: 200, body: { events: [event('3', 'sign_in')], next: null, keptForDays: 400 } }),
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as unknown;

describe('TeamPage', () => {
  it("changes a member's role, and resets it to the mapped one", async () => {
    const fetchMock = openTeamPage();
    renderInShell(<TeamPage />, '/team');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Grace Hopper' }), { target: { value: 'admin' } });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    // The row's controls are disabled while the first change is on its way; a click then does nothing.
    const reset = await screen.findByRole('button', { name: /Reset to mapped role/ });
    await waitFor(() => expect(reset).toHaveProperty('disabled', false));
    fireEvent.click(reset);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => bodyOf(init))).toEqual([{ role: 'admin' }, { role: null }]);
    expect(puts[0]?.[1]?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
  });

  it('shows every member, following the pages of the list by their cursor', async () => {
    const ada = { ...grace, id: '2c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Ada Lovelace', email: 'ada@example.com' };
    const fetchMock = stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: me('admin') }),
      'GET /workspace/members': () => ({ status: 200, body: { members: [ada], next: 'members-2' } }),
      'GET /workspace/members?after=members-2': () => ({ status: 200, body: { members: [grace], next: null } }),
      'GET /workspace/audit': () => ({ status: 200, body: { events: [], next: null, keptForDays: 400 } }),
    });
    renderInShell(<TeamPage />, '/team');
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/members'))).toEqual([
      '/workspace/members',
      '/workspace/members?after=members-2',
    ]);
  });

  it('loads more of the audit trail by its cursor', async () => {
    openTeamPage();
    renderInShell(<TeamPage />, '/team');
    const trail = await screen.findByRole('region', { name: 'Audit events' });
    expect(within(trail).getByText('View saved')).toBeTruthy();
    // The number has a box of its own, held while the trail loads.
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Events are kept for 400 days.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(trail).findByText('Signed in')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('filters the trail, and the CSV takes the same filters', async () => {
    openTeamPage();
    renderInShell(<TeamPage />, '/team');
    await screen.findByRole('region', { name: 'Audit events' });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'sign_in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Audit events' })).queryByText('View saved')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Audit events' })).getByText('Signed in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/workspace/audit.csv?action=sign_in');
  });

  it('tells a non-admin the page is not theirs', async () => {
    stubWorkspace({ 'GET /workspace/me': () => ({ status: 200, body: me('editor') }) });
    renderInShell(<TeamPage />, '/team');
    expect((await screen.findByText(/The Team page is for admins/)).textContent).toContain('Ask an admin');
  });

  it('puts no member name in the document while presenting', async () => {
    openTeamPage();
    renderInShell(<TeamPage />, '/team');
    await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    setPresentationMode(true);
    await waitFor(() => expect(document.body.textContent).not.toContain('Grace Hopper'));
    expect(document.body.textContent).not.toContain('grace@example.com');
  });
});
