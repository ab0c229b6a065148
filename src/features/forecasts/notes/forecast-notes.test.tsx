import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me, renderInShell, stubWorkspace } from '../../../components/testing/workspace-test-kit.tsx';
import { setPresentationMode } from '../../../components/presentation/presentation-mode.ts';
import { month, note } from '../../../components/notes/note-fixtures.ts';
import type { NoteTarget } from '../../../core/cash-weeks/contract.ts';
import ForecastNotes from './forecast-notes.tsx';

afterEach(() => {
  cleanup();
  act(() => setPresentationMode(false));
  vi.unstubAllGlobals();
});

const CASTELLAN = '5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const forecastTarget = (forecastId: string): NoteTarget => ({ kind: 'forecast', forecastId });
const WINDOW = { from: '2026-12-01', to: '2026-12-31' };
const NOTES_URL = '/workspace/notes?from=2026-12-01&to=2026-12-31';
const onIt = note(forecastTarget(CASTELLAN), 'Customer promised to pay by the 10th');
const onAnother = note(forecastTarget(OTHER), 'About another forecast');
const onTheMonth = note(month('2026-12'), 'About December');

function answer(role: 'viewer' | 'editor') {
  const canEdit = role === 'editor';
  return stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me(role) }),
    [`GET ${NOTES_URL}`]: () => ({
      status: 200,
      body: { notes: [onIt, onAnother, onTheMonth].map((item) => ({ ...item, canEdit })), next: null },
    }),
    'POST /workspace/notes': (init) => ({
      status: 201,
      body: { ...onIt, text: (JSON.parse(init.body as string) as { text: string }).text },
    }),
  });
}

const renderNotes = () => renderInShell(<ForecastNotes forecastId={CASTELLAN} window={WINDOW} />, '/');

describe('ForecastNotes', () => {
  it('shows a viewer this forecast’s notes, with author and date, and no form', async () => {
    answer('viewer');
    renderNotes();
    const region = await screen.findByRole('region', { name: 'Notes' });
    const item = await within(region).findByRole('listitem');
    expect(item.textContent).toContain('Customer promised to pay by the 10th');
    expect(item.textContent).toContain('Grace Hopper');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(onIt.createdAt);
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('lets an editor add a note on this forecast, sent with the forecast as target and the CSRF token', async () => {
    const fetchMock = answer('editor');
    renderNotes();
    const field = await screen.findByRole('textbox', { name: 'New note on this forecast' });
    fireEvent.change(field, { target: { value: 'Paid half, rest in January' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(JSON.parse(init?.body as string)).toEqual({
      target: { kind: 'forecast', forecastId: CASTELLAN },
      text: 'Paid half, rest in January',
    });
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('hides the text, the author and the form in presentation mode', async () => {
    answer('editor');
    act(() => setPresentationMode(true));
    renderNotes();
    const region = await screen.findByRole('region', { name: 'Notes' });
    const item = await within(region).findByRole('listitem');
    expect(item.textContent).not.toContain('Customer promised');
    expect(item.textContent).not.toContain('Grace Hopper');
    expect(item.textContent).toContain('Hidden');
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
