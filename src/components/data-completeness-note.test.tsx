import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsQuery } from '../api/queries/reference-queries.ts';
import type { Account } from '../core/api/schemas/account.ts';
import { anAccount } from '../core/api/testing/account-fixtures.ts';
import { DataCompletenessNote, type DataCompletenessNoteProps } from './data-completeness-note.tsx';

const REVOLUT = '00000000-0000-4000-8000-0000000000b2';
const yesterday = { from: '2026-11-19', to: '2026-11-19' };
const current = anAccount({ id: '00000000-0000-4000-8000-000000000001', name: 'Main operating' });
const teamCards = anAccount({ id: '00000000-0000-4000-8000-000000000002', name: 'Team cards', bank: REVOLUT, balance_as_of: '2026-11-11' });
const qonto = anAccount({ id: '00000000-0000-4000-8000-000000000003', name: 'Qonto collections', balance_as_of: '2026-11-18' });

/** The note with /accounts already in the cache, as on a route that loaded it. */
function renderNote(accounts: Account[] | null, props: DataCompletenessNoteProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (accounts) queryClient.setQueryData(accountsQuery().queryKey, { items: accounts, invalidRows: [] });
  return render(
    <QueryClientProvider client={queryClient}>
      <DataCompletenessNote {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="dashboard-today" content="2026-11-20" />';
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no request expected'))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Files share a document per worker: a pinned today left here moved the dates of the next file's pages.
  document.head.innerHTML = '';
});

describe('DataCompletenessNote', () => {
  it('is drawn in the same render as the figures it qualifies, so it never pushes them down afterwards', () => {
    renderNote([current, teamCards], { window: yesterday });
    expect(screen.getByRole('note', { name: 'Data completeness' })).toBeTruthy();
  });

  it('names each account whose data stops inside the window, with its date, beside a warning shape', () => {
    renderNote([current, teamCards, qonto], { window: yesterday });
    const note = screen.getByRole('note', { name: 'Data completeness' });
    expect(note.textContent).toContain('Flows are complete only to Nov 11 for Team cards; to Nov 18 for Qonto collections.');
    expect(note.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws nothing when the window ends before every last sync', () => {
    const { container } = renderNote([current, teamCards, qonto], { window: { from: '2026-10-01', to: '2026-10-31' } });
    expect(container.textContent).toBe('');
  });

  it('leaves out accounts the filters exclude', () => {
    const { container } = renderNote([current, teamCards, qonto], { window: yesterday, scope: { account_id: [current.id] } });
    expect(container.textContent).toBe('');
  });

  it('reads the cached accounts without a request of its own', () => {
    renderNote([current, teamCards], { window: yesterday });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says completeness is unknown when the accounts cannot be loaded, rather than nothing', async () => {
    renderNote(null, { window: yesterday });
    const note = await screen.findByRole('note', { name: 'Data completeness' });
    expect(note.textContent).toContain('Whether these flows are complete is unknown');
    expect(within(note).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shortens many accounts to a count and keeps every name a click away', () => {
    const many = [1, 2, 3, 4].map((n) =>
      anAccount({ id: `00000000-0000-4000-8000-00000000001${n}`, name: `Card ${n}`, balance_as_of: '2026-11-1' + n }),
    );
    renderNote([current, ...many], { window: yesterday });
    const note = screen.getByRole('note', { name: 'Data completeness' });
    const summary = note.querySelector('summary');
    expect(summary?.textContent).toMatch(/^Flows are complete only to Nov 11\s?–\s?14 for 4 of 5 accounts\. Which accounts$/);
    expect(
      within(note)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Complete to Nov 11: Card 1', 'Complete to Nov 12: Card 2', 'Complete to Nov 13: Card 3', 'Complete to Nov 14: Card 4']);
  });
});
