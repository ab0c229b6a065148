import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answers, me, renderInShell, stubWorkspace } from '../testing/workspace-test-kit.tsx';
import { setPresentationMode } from '../presentation/presentation-mode.ts';
import { month, note, week } from './note-fixtures.ts';
import { Notes } from './notes.tsx';

afterEach(() => {
  cleanup();
  act(() => setPresentationMode(false));
  vi.unstubAllGlobals();
});

const WINDOW = { from: '2026-11-23', to: '2027-02-21' };
const NOTES_URL = '/workspace/notes?from=2026-11-23&to=2027-02-21';
const vat = note(week('2026-11-23'), 'VAT refund delayed\nby the tax office: see https://tax.example.com <b>now</b>', { canEdit: true });
const elsewhere = note(month('2026-12'), 'About December');

function openNotes(role: 'viewer' | 'editor', more: Answers = {}) {
  const canEdit = role === 'editor';
  return stubWorkspace({
    'GET /workspace/me': () => ({ status: 200, body: me(role) }),
    [`GET ${NOTES_URL}`]: () => ({
      status: 200,
      body: {
        notes: [
          { ...vat, canEdit },
          { ...elsewhere, canEdit },
        ],
        next: null,
      },
    }),
    ...more,
  });
}

const renderNotes = () =>
  renderInShell(<Notes title="Notes on this week" window={WINDOW} targets={week('2026-11-23')} addTo={week('2026-11-23')} />, '/');
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as unknown;
const writes = (fetchMock: ReturnType<typeof stubWorkspace>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method !== undefined && init.method !== 'GET');

describe('Notes', () => {
  it('shows a viewer the figure’s notes as plain text, with author and date, and nothing to change them', async () => {
    openNotes('viewer');
    renderNotes();
    const list = await screen.findByRole('region', { name: 'Notes on this week' });
    const item = await within(list).findByRole('listitem');
    expect(item.textContent).toContain('see https://tax.example.com <b>now</b>');
    expect(item.querySelector('a, b')).toBeNull();
    expect(item.textContent).toContain('Grace Hopper');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(vat.createdAt);
    expect(within(list).queryByText('About December')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).queryByRole('textbox')).toBeNull();
  });

  it('reads every page of the window’s notes (the server sends 100 at a time), following each page’s next', async () => {
    const later = note(week('2026-11-23'), 'On the second page');
    const fetchMock = stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: me('viewer') }),
      [`GET ${NOTES_URL}`]: () => ({ status: 200, body: { notes: [vat], next: 'page-2' } }),
      [`GET ${NOTES_URL}&after=page-2`]: () => ({ status: 200, body: { notes: [later], next: null } }),
    });
    renderNotes();
    const list = await screen.findByRole('region', { name: 'Notes on this week' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('On the second page')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/workspace/notes'))).toEqual([
      NOTES_URL,
      `${NOTES_URL}&after=page-2`,
    ]);
  });

  it('lets an editor add a note, sent with the CSRF token, and reads the list again', async () => {
    const fetchMock = openNotes('editor', {
      'POST /workspace/notes': () => ({ status: 201, body: note(week('2026-11-23'), 'Payroll moved') }),
    });
    renderNotes();
    const field = await screen.findByRole('textbox', { name: /New note on week of/ });
    fireEvent.change(field, { target: { value: 'Payroll moved' } });
    expect(screen.getByText('13 of 2,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/workspace/notes');
    expect(bodyOf(init)).toEqual({ target: { kind: 'week', week: '2026-11-23' }, text: 'Payroll moved' });
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === NOTES_URL)).toHaveLength(2));
    await waitFor(() => expect(field).toHaveProperty('value', ''));
  });

  it('puts the server’s refusal beside the field and keeps every word typed', async () => {
    openNotes('editor', {
      'POST /workspace/notes': () => ({
        status: 400,
        body: {
          error: {
            type: 'invalid_request',
            code: 'invalid_body',
            message: 'A note holds at most 2,000 characters.',
            param: 'text',
            request_id: 'r1',
          },
        },
      }),
    });
    renderNotes();
    const field = await screen.findByRole('textbox', { name: /New note/ });
    fireEvent.change(field, { target: { value: 'Customer pays in March' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('A note holds at most 2,000 characters.');
    expect(field).toHaveProperty('value', 'Customer pays in March');
  });

  it('counts to 2,000 and sends nothing longer, keeping the text', async () => {
    const fetchMock = openNotes('editor');
    renderNotes();
    const field = await screen.findByRole('textbox', { name: /New note/ });
    const long = 'x'.repeat(2001);
    fireEvent.change(field, { target: { value: long } });
    expect(screen.getByText('2,001 of 2,000 characters: 1 too many')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(/this one has 1 too many/)).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
    expect(field).toHaveProperty('value', long);
  });

  it('changes a note’s text, and deletes it only once the editor confirms', async () => {
    const fetchMock = openNotes('editor', {
      [`PATCH /workspace/notes/${vat.id}`]: () => ({ status: 200, body: { ...vat, text: 'Refund came' } }),
      [`DELETE /workspace/notes/${vat.id}`]: () => ({ status: 204 }),
    });
    renderNotes();
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\s*the note by Grace Hopper/ }));
    const field = screen.getByRole('textbox', { name: /^Note by Grace Hopper/ });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Refund came' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(bodyOf(writes(fetchMock)[0]![1])).toEqual({ text: 'Refund came' });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete…\s*the note by Grace Hopper/ }));
    expect(writes(fetchMock)).toHaveLength(1);
    const confirm = screen.getByRole('button', { name: /^Delete note\s*by Grace Hopper/ });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['PATCH', 'DELETE']));
  });

  it('hides the texts, the authors and the controls in presentation mode', async () => {
    openNotes('editor');
    act(() => setPresentationMode(true));
    renderNotes();
    const list = await screen.findByRole('region', { name: 'Notes on this week' });
    const item = await within(list).findByRole('listitem');
    expect(item.textContent).not.toContain('VAT');
    expect(item.textContent).not.toContain('Grace Hopper');
    expect(item.textContent).toContain('Hidden');
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).queryByRole('textbox')).toBeNull();
  });

  it('says the notes could not be read when the answer is not the contract’s, and offers to try again', async () => {
    openNotes('viewer', {
      [`GET ${NOTES_URL}`]: () => ({ status: 200, body: { notes: [{ ...vat, target: { kind: 'year', year: 2026 } }], next: null } }),
    });
    renderNotes();
    expect(await screen.findByText(/The notes could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
