import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error.ts';
import { describeWorkspaceError } from './describe-workspace-error.ts';
import { changeView, createView, deleteView } from './workspace-queries.ts';

const view = {
  id: '6d3c1f5e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
  page: '/reports',
  name: 'Quarter',
  link: '?period=last_month',
  scope: 'mine',
  teamDefault: false,
  owner: { id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Ada' },
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  updatedBy: 'Ada',
  canEdit: true,
};

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const envelope = (type: string, code: string, message: string) => ({ error: { type, code, message, param: null, request_id: 'req_1' } });

afterEach(() => vi.unstubAllGlobals());

describe('workspace writes', () => {
  it('send JSON with the CSRF token and read the answer with the contract', async () => {
    const fetchMock = answer(201, view);
    const saved = await createView('token-1', { page: '/reports', name: 'Quarter', link: '?period=last_month', scope: 'mine' });
    expect(saved?.name).toBe('Quarter');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/workspace/views');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 'token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Quarter', scope: 'mine' });
  });

  it('take a 204 for a deletion', async () => {
    const fetchMock = answer(204);
    await expect(deleteView('token-1', view.id)).resolves.toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
  });

  it('turn the error envelope into an ApiError with its code', async () => {
    answer(403, envelope('authentication', 'forbidden_role', 'Team views need the editor role.'));
    const error: unknown = await changeView('token-1', view.id, { teamDefault: true }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe('forbidden_role');
    expect(describeWorkspaceError(error, '/reports').detail).toBe('Team views need the editor role.');
  });

  it('refuse an answer the contract does not allow', async () => {
    answer(200, { ...view, link: 'https://elsewhere.example/' });
    const error: unknown = await changeView('token-1', view.id, { name: 'Q' }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('shape');
  });
});

describe('describeWorkspaceError', () => {
  it('says plainly that nothing is lost when the workspace store is down', async () => {
    answer(503, envelope('server', 'storage_unavailable', 'Saving is not possible right now'));
    const error: unknown = await deleteView('t', view.id).catch((caught: unknown) => caught);
    const described = describeWorkspaceError(error, '/reports');
    expect(described.title).toBe('Saving is not possible right now');
    expect(described.detail).toContain('Nothing saved is lost');
  });

  it('says the API, not the database, when a version could not be built from it', async () => {
    const message = "The API's request budget for this minute is spent, so the version was not saved. Try again in 42 s.";
    answer(503, envelope('server', 'upstream_unavailable', message));
    const error: unknown = await deleteView('t', view.id).catch((caught: unknown) => caught);
    const described = describeWorkspaceError(error, '/13-weeks');
    expect(described.title).toBe('Not saved: the API could not be read');
    expect(described.detail).toBe(message);
  });

  it('offers to sign in again, back to the page, on a 401', async () => {
    answer(401, envelope('authentication', 'not_signed_in', 'Sign in first.'));
    const error: unknown = await deleteView('t', view.id).catch((caught: unknown) => caught);
    expect(describeWorkspaceError(error, '/reports?period=last_month').signInHref).toBe(
      '/auth/sign-in?return=%2Freports%3Fperiod%3Dlast_month',
    );
  });
});
