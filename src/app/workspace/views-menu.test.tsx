import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewsMenu } from './views-menu.tsx';
import { me, renderInShell, savedView, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mine = savedView({ name: 'My quarter', link: '?period=quarter_to_date' });
const team = savedView({
  name: 'Board view',
  scope: 'team',
  teamDefault: true,
  owner: { id: '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Grace Hopper' },
  canEdit: false,
});
const elsewhere = savedView({ name: 'Big payments', page: '/transactions', link: '?direction=out' });

function open(role: 'viewer' | 'editor', answers = {}) {
  const fetchMock = stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me(role) }),
    'GET /workspace/views': () => ({ status: 200, body: { views: [mine, team, elsewhere] } }),
    ...answers,
  });
  const close = vi.fn();
  const shell = renderInShell(<ViewsMenu close={close} />, '/reports?period=this_month');
  return { ...shell, fetchMock, close };
}

describe('ViewsMenu', () => {
  it("lists this page's views, mine then the team's, then other pages', with who saved them and the team default", async () => {
    open('viewer');
    const myList = (await screen.findByRole('heading', { name: 'My views' })).nextElementSibling as HTMLElement;
    expect(within(myList).getByRole('link', { name: 'My quarter' })).toBeTruthy();
    const teamList = screen.getByRole('heading', { name: 'Team views' }).nextElementSibling as HTMLElement;
    expect(within(teamList).getByRole('link', { name: /Board view/ }).textContent).toContain('Team default');
    expect(teamList.textContent).toContain('Saved by Grace Hopper');
    const other = screen.getByRole('heading', { name: 'Transactions' }).nextElementSibling as HTMLElement;
    expect(within(other).getByRole('link', { name: 'Big payments' }).getAttribute('href')).toBe('/transactions?direction=out');
  });

  it('opens a view in one click: its page with its link', async () => {
    const { router, close } = open('viewer');
    fireEvent.click(await screen.findByRole('link', { name: 'Big payments' }));
    await waitFor(() => expect(router.state.location.href).toBe('/transactions?direction=out'));
    expect(close).toHaveBeenCalled();
  });

  it('offers a viewer only views of their own, and says why', async () => {
    open('viewer');
    fireEvent.click(await screen.findByRole('button', { name: 'Save current view…' }));
    const team = screen.getByRole('radio', { name: 'The team' });
    expect((team as HTMLInputElement).disabled).toBe(true);
    expect(document.getElementById(team.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Team views need the editor role; you are a viewer',
    );
  });

  it("saves the page's current search for the team, with the CSRF token", async () => {
    const { fetchMock } = open('editor', {
      'POST /workspace/views': () => ({ status: 201, body: savedView({ name: 'Q4', scope: 'team' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save current view…' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Q4' } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: 'The team' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: 'The team' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, each]) => each?.method === 'POST')!;
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect(JSON.parse(init?.body as string)).toEqual({
      page: '/reports',
      name: 'Q4',
      link: '?period=this_month',
      scope: 'team',
      teamDefault: false,
    });
  });

  it('says plainly that nothing is lost when the workspace cannot save', async () => {
    open('editor', {
      'POST /workspace/views': () => ({
        status: 503,
        body: {
          error: { type: 'server', code: 'storage_unavailable', message: 'Saving is not possible right now', param: null, request_id: 'r' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save current view…' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Q4' } });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Saving is not possible right now');
    expect(alert.textContent).toContain('Nothing saved is lost');
  });

  it('offers to sign in again, back to this page, when the session is over', async () => {
    open('viewer', {
      'GET /workspace/views': () => ({
        status: 401,
        body: { error: { type: 'authentication', code: 'not_signed_in', message: 'Sign in.', param: null } },
      }),
    });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth/sign-in?return=%2Freports%3Fperiod%3Dthis_month');
  });

  it('deletes an own view with the CSRF token, and keeps the focus in the menu', async () => {
    const { fetchMock } = open('viewer', { [`DELETE /workspace/views/${mine.id}`]: () => ({ status: 204 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit My quarter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    fireEvent.click(screen.getByRole('button', { name: /Delete “My quarter”/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Save current view…'));
    const [, init] = fetchMock.mock.calls.find(([, each]) => each?.method === 'DELETE')!;
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
  });
});
