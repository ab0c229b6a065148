import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notesQuery } from '../../api/cash-weeks/notes-queries.ts';
import { me, renderInShell, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { category, month, note, RENT, week } from '../../components/notes/note-fixtures.ts';
import { ReportNotes } from './report-notes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WINDOW = { from: '2026-09-01', to: '2026-11-30' };
const NOTES_URL = '/workspace/notes?from=2026-09-01&to=2026-11-30';

/** Beside the notes, the state of the same request: once it reads "error", the notes have drawn that answer too. */
function NotesRequest() {
  return <output aria-label="Notes request">{useQuery(notesQuery(WINDOW)).status}</output>;
}

describe('ReportNotes', () => {
  it('lists the notes on the report’s months and categories, saying what each is about', async () => {
    const fetchMock = stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: me('viewer') }),
      [`GET ${NOTES_URL}`]: () => ({
        status: 200,
        body: {
          notes: [
            note(month('2026-10'), 'October: one-off legal fees', { canEdit: false }),
            note(category(RENT, '2026-11-01', '2026-11-30'), 'Rent renegotiated', { canEdit: false }),
            note(week('2026-12-07'), 'Later', { canEdit: false }),
          ],
          next: null,
        },
      }),
    });
    renderInShell(<ReportNotes window={WINDOW} categoryIds={undefined} />, '/reports');
    const section = await screen.findByRole('region', { name: 'Notes on this report' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/October 2026.*October: one-off legal fees/),
      expect.stringMatching(/Rent renegotiated/),
    ]);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('categories'))).toBe(true));
  });

  it('shows nothing where there is no workspace to ask', async () => {
    const fetchMock = stubWorkspace({});
    renderInShell(
      <>
        <ReportNotes window={WINDOW} categoryIds={undefined} />
        <NotesRequest />
      </>,
      '/reports',
    );
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === NOTES_URL)).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Notes request').textContent).toBe('error'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
