import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Summary } from '../../core/api/schemas/summary.ts';
import type { KeyFigures } from '../../core/board-pack/key-figures.ts';
import { me, renderInShell, stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { category, month, note, RENT } from '../../components/notes/note-fixtures.ts';
import { PackNotes } from './notes-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary: Summary = {
  object: 'summary',
  window: { from: '2026-10-01', to: '2026-10-31' },
  interval: 'month',
  group_by: null,
  currency: 'EUR',
  has_data: true,
  conversion: { converted: false, basis: null, source_currencies: [] },
  totals: { inflows: '0.00', outflows: '0.00', net: '0.00', count: 0 },
  rows: [],
};
const figures: KeyFigures = {
  opening: 0n,
  closing: 0n,
  changeOnMonth: 0n,
  monthNet: 0n,
  comparisonNet: 0n,
  netChange: null,
  yearToDateNet: 0n,
  threeMonthNet: 0n,
  averageNet: 0n,
  transfers: 0n,
  excluded: 0n,
};

describe('PackNotes', () => {
  it('prints the team’s notes on the pack’s month and its categories in it, with author and date', async () => {
    stubWorkspace({
      'GET /workspace/me': () => ({ status: 200, body: me('viewer') }),
      'GET /workspace/notes?from=2026-10-01&to=2026-10-31': () => ({
        status: 200,
        body: {
          notes: [
            note(month('2026-10'), 'Two customers paid late', { canEdit: false, author: 'Ada Lovelace' }),
            note(category(RENT, '2026-10-01', '2026-10-31'), 'Rent includes a deposit', { canEdit: false }),
            note(month('2026-11'), 'Not this month', { canEdit: false }),
          ],
          next: null,
        },
      }),
    });
    renderInShell(<PackNotes summary={summary} figures={figures} month="2026-10" accounts={[]} banks={[]} />, '/');
    const team = await screen.findByRole('region', { name: 'From the team' });
    const items = within(team).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/October 2026.*Two customers paid late.*Ada Lovelace/);
    expect(items[1]!.textContent).toContain('Rent includes a deposit');
    expect(within(team).queryByRole('button')).toBeNull();
  });
});
