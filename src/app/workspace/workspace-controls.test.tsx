import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPresentationMode } from '../../components/presentation/presentation-mode.ts';
import { WorkspaceControls } from './workspace-controls.tsx';
import { me, renderInShell, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';

afterEach(() => {
  cleanup();
  setPresentationMode(false);
  vi.unstubAllGlobals();
});

describe('WorkspaceControls', () => {
  it('shows who is signed in with their role, and the Team page to an admin', async () => {
    stubWorkspace({ 'GET /workspace/me': () => ({ status: 200, body: me('admin') }) });
    renderInShell(<WorkspaceControls />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Signed in as Ada Lovelace Admin' }));
    expect(screen.getByRole('link', { name: 'Team: members, roles and audit trail' }).getAttribute('href')).toBe('/team');
    expect(screen.getByRole('button', { name: 'Views' })).toBeTruthy();
  });

  it('says "Local (no sign-in)" rather than a name on a dashboard without access control', async () => {
    stubWorkspace({ 'GET /workspace/me': () => ({ status: 200, body: { ...me('admin'), access: 'local' } }) });
    renderInShell(<WorkspaceControls />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Local (no sign-in)' }));
    expect(screen.getByText(/No sign-in: this dashboard listens on this computer only/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Ada Lovelace');
  });

  it('keeps the Team page from an editor', async () => {
    stubWorkspace({ 'GET /workspace/me': () => ({ status: 200, body: me('editor') }) });
    renderInShell(<WorkspaceControls />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Signed in as Ada Lovelace Editor' }));
    expect(screen.getByText(/You also keep views for the team/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Team/ })).toBeNull();
  });

  it('offers to sign in, back to this page, when nobody is signed in', async () => {
    stubWorkspace({
      'GET /workspace/me': () => ({ status: 401, body: { error: { type: 'authentication', code: 'not_signed_in', message: 'Sign in.' } } }),
    });
    renderInShell(<WorkspaceControls />, '/reports?period=last_month');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/auth/sign-in?return=%2Freports%3Fperiod%3Dlast_month',
    );
  });

  it('puts no name in the document while presenting', async () => {
    stubWorkspace({ 'GET /workspace/me': () => ({ status: 200, body: me('admin') }) });
    renderInShell(<WorkspaceControls />, '/reports');
    await screen.findByText('Ada Lovelace');
    setPresentationMode(true);
    await waitFor(() => expect(document.body.textContent).not.toContain('Ada Lovelace'));
  });

  it('signs out with the CSRF token, then follows the address the server gives', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/reports' });
    const fetchMock = stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: me('viewer') }),
      'POST /auth/sign-out': () => ({ status: 200, body: { redirect: 'https://id.example.com/logout?id_token_hint=x' } }),
    });
    renderInShell(<WorkspaceControls />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Signed in as Ada Lovelace Viewer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/logout?id_token_hint=x'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/auth/sign-out')!;
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1', Accept: 'application/json' });
  });
});
